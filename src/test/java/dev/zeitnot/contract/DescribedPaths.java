package dev.zeitnot.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The description's path templates ({@code paths} of {@code lichess-api.yaml}) and the path files
 * they point to: a request path matches the most literal template (so {@code /api/challenge/open}
 * wins over a username), which names its path parameters.
 */
final class DescribedPaths {

  private static final String ROOT = "/lichess-openapi/";
  private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
  private static final List<Template> TEMPLATES = readTemplates();
  private static final Map<String, JsonNode> FILES = new HashMap<>();

  /**
   * A path matched: its template, the path file ({@code tags/FILE.yaml}, as {@code FILE}), the
   * file's path item (its operations by method) and the path parameters' values (URL-decoded).
   */
  record Match(String path, String file, JsonNode item, Map<String, String> pathValues) {
  }

  private record Template(String path, Pattern pattern, List<String> names, String file) {
  }

  private DescribedPaths() {}

  /** The template {@code path} matches, if any. */
  static Optional<Match> match(String path) {
    for (Template template : TEMPLATES) {
      Matcher matcher = template.pattern().matcher(path);
      if (matcher.matches()) {
        Map<String, String> values = new HashMap<>();
        for (int i = 0; i < template.names().size(); i++) {
          values.put(template.names().get(i), URLDecoder.decode(matcher.group(i + 1), StandardCharsets.UTF_8));
        }
        return Optional.of(new Match(template.path(), template.file(), file(template.file()), Map.copyOf(values)));
      }
    }
    return Optional.empty();
  }

  /** The described path templates, the most literal first. */
  private static List<Template> readTemplates() {
    JsonNode paths = read("lichess-api.yaml").path("paths");
    List<Template> templates = new ArrayList<>();
    for (Iterator<Map.Entry<String, JsonNode>> it = paths.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> entry = it.next();
      String ref = entry.getValue().path("$ref").asText();
      String file = ref.replaceFirst("^\\./tags/", "").replaceFirst("\\.yaml$", "");
      List<String> names = new ArrayList<>();
      Matcher parameter = Pattern.compile("\\{([^}]+)}").matcher(entry.getKey());
      StringBuilder regex = new StringBuilder();
      int last = 0;
      while (parameter.find()) {
        regex.append(Pattern.quote(entry.getKey().substring(last, parameter.start()))).append("([^/]+)");
        names.add(parameter.group(1));
        last = parameter.end();
      }
      regex.append(Pattern.quote(entry.getKey().substring(last)));
      templates.add(new Template(entry.getKey(), Pattern.compile(regex.toString()), List.copyOf(names), file));
    }
    templates.sort(Comparator.comparingInt((Template t) -> t.names().size()));
    return List.copyOf(templates);
  }

  private static synchronized JsonNode file(String file) {
    return FILES.computeIfAbsent(file, f -> read("tags/" + f + ".yaml"));
  }

  private static JsonNode read(String name) {
    try (InputStream in = Objects.requireNonNull(DescribedPaths.class.getResourceAsStream(ROOT + name), name)) {
      return YAML.readTree(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
