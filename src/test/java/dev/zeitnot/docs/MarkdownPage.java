package dev.zeitnot.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A Markdown file as GitHub renders it: its headings' anchors and its links, code blocks and spans left out. */
record MarkdownPage(Path file, List<String> lines) {

  private static final Pattern HEADING = Pattern.compile("^(#{1,6})\\s+(.*?)\\s*#*\\s*$");
  private static final Pattern LINK = Pattern.compile("!?\\[[^\\]]*\\]\\(([^)\\s]+)(?:\\s+\"[^\"]*\")?\\)");
  private static final Pattern CODE_SPAN = Pattern.compile("`+[^`]*`+");

  static MarkdownPage read(Path file) {
    try {
      return new MarkdownPage(file, Files.readAllLines(file));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The lines outside fenced code blocks. */
  List<String> prose() {
    List<String> prose = new ArrayList<>();
    boolean fenced = false;
    for (String line : lines) {
      if (line.stripLeading().startsWith("```")) {
        fenced = !fenced;
      } else if (!fenced) {
        prose.add(line);
      }
    }
    return prose;
  }

  /** The anchors of the headings, GitHub's way: duplicates numbered {@code -1}, {@code -2}. */
  Set<String> anchors() {
    Set<String> anchors = new LinkedHashSet<>();
    Map<String, Integer> seen = new HashMap<>();
    for (String line : prose()) {
      Matcher heading = HEADING.matcher(line);
      if (heading.matches()) {
        String anchor = anchor(heading.group(2));
        int count = seen.merge(anchor, 1, Integer::sum);
        anchors.add(count == 1 ? anchor : anchor + "-" + (count - 1));
      }
    }
    return anchors;
  }

  /**
   * GitHub's anchor of a heading: the text without Markdown marks, in lower case, every character
   * but letters, digits, '_', '-' and spaces dropped, then each space a '-'.
   */
  static String anchor(String heading) {
    String text = heading.replaceAll("!?\\[([^\\]]*)\\]\\([^)]*\\)", "$1").replace("`", "")
        .replace("*", "").toLowerCase(Locale.ROOT);
    return text.replaceAll("[^\\p{L}\\p{M}\\p{N}_ -]", "").replace(' ', '-');
  }

  /** Every link target of the prose (code spans and blocks left out), in order. */
  List<String> links() {
    List<String> links = new ArrayList<>();
    for (String line : prose()) {
      Matcher link = LINK.matcher(CODE_SPAN.matcher(line).replaceAll(m -> keepLinkText(m.group())));
      while (link.find()) {
        links.add(link.group(1));
      }
    }
    return links;
  }

  /** A code span becomes blank text of no Markdown meaning, so a link around it still parses. */
  private static String keepLinkText(String span) {
    return "code";
  }
}
