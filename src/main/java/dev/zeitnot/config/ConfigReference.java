package dev.zeitnot.config;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * docs/configuration.md read as data: each table row's keys (a key starting with '.' sits beside
 * the row's first key; {@code <variant>} stands for one name, a trailing {@code .*} for every key
 * below), its default and its meaning. The jar carries the page, so {@code check --explain} and the
 * docs are one source.
 */
public record ConfigReference(List<Entry> entries) {

  /** Where the build puts docs/configuration.md in the jar. */
  public static final String RESOURCE = "/dev/zeitnot/config/configuration.md";

  private static final Pattern CODE_SPAN = Pattern.compile("`([^`]+)`");
  private static final Pattern KEY = Pattern.compile("\\.?[a-z_0-9]+(\\.[a-zA-Z_0-9<>*]+)*|\\.[a-zA-Z_0-9<>*.]+");

  /** One row: the keys it documents, its default and meaning as written, and its section. */
  public record Entry(String section, List<String> keys, String fallback, String meaning) {

    /** Whether {@code path} is one of this row's keys (placeholders and {@code .*} matched). */
    public boolean documents(String path) {
      return keys.stream().anyMatch(key -> regex(key).matcher(path).matches());
    }

    /** Whether {@code path} is a section above one of this row's keys ({@code time.go_commands.bullet}). */
    public boolean containsBelow(String path) {
      return keys.stream().anyMatch(key -> {
        String[] segments = key.split("\\.");
        for (int n = 1; n < segments.length; n++) {
          if (regex(String.join(".", List.of(segments).subList(0, n))).matcher(path).matches()) {
            return true;
          }
        }
        return false;
      });
    }

    /** The row as the terminal shows it. */
    public String describe() {
      return String.join(", ", keys) + "  (section " + section + ")\n  default: " + fallback + "\n  " + meaning;
    }
  }

  /** The reference the jar carries. */
  public static ConfigReference bundled() {
    try (InputStream in = ConfigReference.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException(RESOURCE + " is missing from the jar; build it with Maven");
      }
      return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The rows of every table of {@code markdown} whose header starts with "| key |". */
  public static ConfigReference parse(String markdown) {
    List<Entry> entries = new ArrayList<>();
    String section = "";
    boolean inTable = false;
    for (String line : markdown.split("\\R")) {
      if (line.startsWith("## ")) {
        section = line.substring(3).trim();
      } else if (line.startsWith("| key |")) {
        inTable = true;
      } else if (!line.startsWith("|")) {
        inTable = false;
      } else if (inTable && !line.startsWith("|---")) {
        String[] cells = line.substring(1, line.length() - (line.endsWith("|") ? 1 : 0)).split(" \\| ", 3);
        if (cells.length == 3) {
          entries.add(new Entry(section, keys(cells[0]), cells[1].trim(), cells[2].trim()));
        }
      }
    }
    return new ConfigReference(List.copyOf(entries));
  }

  /** The row documenting {@code path}, if any. */
  public Optional<Entry> entryFor(String path) {
    return entries.stream().filter(e -> e.documents(path)).findFirst();
  }

  /** Every key written in the reference, with its placeholders. */
  public List<String> keys() {
    return entries.stream().flatMap(e -> e.keys().stream()).toList();
  }

  /** The key nearest to {@code word} among the reference's, for a did-you-mean. */
  public Optional<String> closest(String word) {
    return DidYouMean.closest(word, keys());
  }

  private static List<String> keys(String cell) {
    List<String> keys = new ArrayList<>();
    Matcher span = CODE_SPAN.matcher(cell);
    String parent = "";
    while (span.find()) {
      String key = span.group(1);
      if (!KEY.matcher(key).matches()) {
        continue;
      }
      if (key.startsWith(".")) {
        keys.add(parent + key);
      } else {
        keys.add(key);
        int last = key.endsWith(".*") ? key.lastIndexOf('.', key.length() - 3) : key.lastIndexOf('.');
        parent = last < 0 ? "" : key.substring(0, last);
      }
    }
    return List.copyOf(keys);
  }

  private static Pattern regex(String key) {
    StringBuilder regex = new StringBuilder();
    String body = key.endsWith(".*") ? key.substring(0, key.length() - 2) : key;
    for (String part : body.split("(?=<)|(?<=>)")) {
      regex.append(part.startsWith("<") ? "[^.]+" : Pattern.quote(part));
    }
    if (key.endsWith(".*")) {
      regex.append("\\..+");
    }
    return Pattern.compile(regex.toString());
  }
}
