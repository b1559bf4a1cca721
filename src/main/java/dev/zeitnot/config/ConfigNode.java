package dev.zeitnot.config;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * One YAML mapping being read into records. It knows its key path (for messages), collects
 * every problem instead of stopping at the first, and remembers which keys were asked for so
 * that {@link #finish()} can report the others as unknown, with a did-you-mean.
 */
final class ConfigNode {

  private final String path;
  private final JsonNode node;
  private final List<String> problems;
  private final Set<String> known = new LinkedHashSet<>();
  /** Every key asked for below the root, by path, with what it takes (for the reference's checks). */
  private final Map<String, ConfigKey> asked;

  private ConfigNode(String path, JsonNode node, List<String> problems, Map<String, ConfigKey> asked) {
    this.path = path;
    this.node = node == null || node.isNull() ? MissingNode.getInstance() : node;
    this.problems = problems;
    this.asked = asked;
  }

  /** The root of a document; {@code problems} receives every error found below it. */
  static ConfigNode root(JsonNode node, List<String> problems) {
    return root(node, problems, new LinkedHashMap<>());
  }

  /** A root that also records in {@code asked} every key the readers ask for, with what it takes. */
  static ConfigNode root(JsonNode node, List<String> problems, Map<String, ConfigKey> asked) {
    ConfigNode root = new ConfigNode("", node, problems, asked);
    if (!root.node.isMissingNode() && !root.node.isObject()) {
      problems.add("the file must be a YAML mapping of sections like \"server:\", \"engine:\"; found "
          + describe(root.node));
    }
    return root;
  }

  /** A nested mapping; an absent one reads as empty so every key takes its default. */
  ConfigNode section(String key) {
    JsonNode child = value(key);
    if (!child.isMissingNode() && !child.isNull() && !child.isObject()) {
      problem(key, child, "is not a section; write the keys below it indented, like \""
          + key + ":\\n  key: value\"");
      child = MissingNode.getInstance();
    }
    asked.putIfAbsent(pathOf(key), new ConfigKey(pathOf(key), ConfigKey.SECTION, ""));
    return new ConfigNode(pathOf(key), child, problems, asked);
  }

  /** Whether {@code key} holds a plain value (not a section or a list); marks the key as known. */
  boolean isScalar(String key) {
    known.add(key);
    ask(key, "a single value", "");
    return node.path(key).isValueNode();
  }

  /** The keys written in this mapping (none when it is absent); asking does not mark them known. */
  List<String> keys() {
    List<String> keys = new ArrayList<>();
    node.fieldNames().forEachRemaining(keys::add);
    return keys;
  }

  boolean has(String key) {
    known.add(key);
    asked.putIfAbsent(pathOf(key), new ConfigKey(pathOf(key), "a value", ""));
    JsonNode child = node.path(key);
    return !child.isMissingNode() && !child.isNull();
  }

  String string(String key, String fallback) {
    ask(key, "a text", fallback == null ? "" : fallback);
    JsonNode child = value(key);
    if (child.isMissingNode()) {
      return fallback;
    }
    if (!child.isValueNode()) {
      problem(key, child, "is not a text value; write it like " + key + ": \"text\"");
      return fallback;
    }
    return child.asText();
  }

  /** One of {@code fallback}'s enum constants, written in lower case (the names as they print). */
  <E extends Enum<E>> E choice(String key, E fallback) {
    String text = string(key, fallback.toString());
    E[] values = fallback.getDeclaringClass().getEnumConstants();
    ask(key, "one of: " + String.join(", ",
        Arrays.stream(values).map(v -> v.name().toLowerCase(Locale.ROOT)).toList()), fallback.toString());
    for (E value : values) {
      if (value.name().equalsIgnoreCase(text)) {
        return value;
      }
    }
    problem(key, "\"" + text + "\" is not allowed; use one of: " + String.join(", ",
        Arrays.stream(values).map(v -> v.name().toLowerCase(Locale.ROOT)).toList()));
    return fallback;
  }

  long integer(String key, long fallback, long min, long max) {
    ask(key, "a whole number " + min + ".." + max, Long.toString(fallback));
    JsonNode child = value(key);
    if (child.isMissingNode()) {
      return fallback;
    }
    if (!child.isIntegralNumber()) {
      problem(key, child, "is not a whole number; allowed " + min + ".." + max);
      return fallback;
    }
    long value = child.asLong();
    if (value < min || value > max) {
      problem(key, child, "is out of range; allowed " + min + ".." + max);
      return fallback;
    }
    return value;
  }

  double decimal(String key, double fallback, double min, double max) {
    ask(key, "a number " + min + ".." + max, Double.toString(fallback));
    JsonNode child = value(key);
    if (child.isMissingNode()) {
      return fallback;
    }
    if (!child.isNumber()) {
      problem(key, child, "is not a number; allowed " + min + ".." + max);
      return fallback;
    }
    double value = child.asDouble();
    if (value < min || value > max) {
      problem(key, child, "is out of range; allowed " + min + ".." + max);
      return fallback;
    }
    return value;
  }

  boolean bool(String key, boolean fallback) {
    ask(key, "true or false", Boolean.toString(fallback));
    JsonNode child = value(key);
    if (child.isMissingNode()) {
      return fallback;
    }
    if (!child.isBoolean()) {
      problem(key, child, "is not true or false; write " + key + ": true or " + key + ": false");
      return fallback;
    }
    return child.asBoolean();
  }

  /** A list of texts, each checked by {@code parse} (which returns null after reporting a problem). */
  <T> List<T> list(String key, List<T> fallback, Function<Element, T> parse) {
    ask(key, "a list", fallback == null ? "" : fallback.toString());
    JsonNode child = value(key);
    if (child.isMissingNode()) {
      return fallback;
    }
    if (!child.isArray()) {
      problem(key, child, "is not a list; write it like " + key + ": [a, b]");
      return fallback;
    }
    List<T> values = new ArrayList<>();
    for (int i = 0; i < child.size(); i++) {
      JsonNode item = child.get(i);
      String itemPath = pathOf(key) + "[" + i + "]";
      if (!item.isValueNode()) {
        problems.add(itemPath + ": " + describe(item) + " is not a single value");
        continue;
      }
      T value = parse.apply(new Element(itemPath, item, problems));
      if (value != null) {
        values.add(value);
      }
    }
    return List.copyOf(values);
  }

  List<String> strings(String key, List<String> fallback) {
    return list(key, fallback, Element::text);
  }

  /** A mapping of names to plain values (e.g. UCI options), kept in file order. */
  Map<String, String> stringMap(String key) {
    ask(key, "a mapping of names to values", "{}");
    JsonNode child = value(key);
    Map<String, String> values = new LinkedHashMap<>();
    if (child.isMissingNode()) {
      return values;
    }
    if (!child.isObject()) {
      problem(key, child, "is not a mapping; write it like " + key + ": {Name: value}");
      return values;
    }
    for (Map.Entry<String, JsonNode> entry : child.properties()) {
      if (!entry.getValue().isValueNode()) {
        problems.add(pathOf(key) + "." + entry.getKey() + ": " + describe(entry.getValue())
            + " is not a single value");
      } else {
        values.put(entry.getKey(), entry.getValue().asText());
      }
    }
    return values;
  }

  /** Reports every key of this mapping that was never asked for. Call after reading all keys. */
  void finish() {
    if (!node.isObject()) {
      return;
    }
    for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
      String key = it.next();
      if (!known.contains(key)) {
        String hint = DidYouMean.closest(key, known)
            .map(k -> "did you mean \"" + k + "\"?")
            .orElse("known keys here: " + String.join(", ", known));
        problems.add(pathOf(key) + ": unknown key; " + hint);
      }
    }
  }

  /** Records a problem with the value at {@code key}: "path: value problem". */
  void problem(String key, JsonNode value, String message) {
    problems.add(pathOf(key) + ": " + describe(value) + " " + message);
  }

  /** Records a problem about the key as a whole. */
  void problem(String key, String message) {
    problems.add(pathOf(key) + ": " + message);
  }

  /** Records what {@code key} takes; a later, more precise reading (a choice after its text) wins. */
  private void ask(String key, String takes, String fallback) {
    asked.put(pathOf(key), new ConfigKey(pathOf(key), takes, fallback));
  }

  String pathOf(String key) {
    return path.isEmpty() ? key : path + "." + key;
  }

  private JsonNode value(String key) {
    known.add(key);
    JsonNode child = node.path(key);
    return child.isNull() ? MissingNode.getInstance() : child;
  }

  static String describe(JsonNode value) {
    if (value.isTextual()) {
      return "\"" + value.asText() + "\"";
    }
    if (value.isObject()) {
      return "a mapping";
    }
    if (value.isArray()) {
      return "a list";
    }
    return value.toString();
  }

  /** One item of a list, with its own path like {@code challenge.time_controls[1]}. */
  record Element(String path, JsonNode value, List<String> problems) {

    String text() {
      return value.asText();
    }

    /** Reports a problem with this item and returns null, so parsers can {@code return bad(...)}. */
    <T> T bad(String message) {
      problems.add(path + ": " + describe(value) + " " + message);
      return null;
    }
  }
}
