package dev.zeitnot.config.importer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A lichess-bot {@code config.yml} read by dotted key paths ({@code challenge.max_base}),
 * remembering which paths were read so the importer can list every key it did not account for.
 * A value of the wrong type reads as missing (the caller then applies lichess-bot's default).
 */
final class LichessBotFile {

  private final JsonNode root;
  private final Set<String> read = new LinkedHashSet<>();

  LichessBotFile(JsonNode root) {
    this.root = root == null ? MissingNode.getInstance() : root;
  }

  /** The node at {@code path}; missing (never null) when absent or null. Marks the path read. */
  JsonNode node(String path) {
    JsonNode node = walk(path);
    return node.isNull() ? MissingNode.getInstance() : node;
  }

  boolean has(String path) {
    return !node(path).isMissingNode();
  }

  /** Whether the file names {@code path}, even with an empty (null) value. */
  boolean names(String path) {
    return !walk(path).isMissingNode();
  }

  private JsonNode walk(String path) {
    read.add(path);
    JsonNode node = root;
    for (String part : path.split("\\.")) {
      node = node.path(part);
    }
    return node;
  }

  /** The text at {@code path} as written, for the report ({@code (missing)} when absent). */
  String shown(String path) {
    JsonNode node = node(path);
    return node.isMissingNode() ? "(missing)" : node.isTextual() ? "\"" + node.asText() + "\"" : node.toString();
  }

  Long integer(String path) {
    JsonNode node = node(path);
    return node.isIntegralNumber() ? Long.valueOf(node.asLong()) : null;
  }

  long integer(String path, long missing) {
    Long value = integer(path);
    return value == null ? missing : value;
  }

  boolean bool(String path, boolean missing) {
    JsonNode node = node(path);
    return node.isBoolean() ? node.asBoolean() : missing;
  }

  String text(String path, String missing) {
    JsonNode node = node(path);
    return node.isValueNode() ? node.asText() : missing;
  }

  /** A list of values; a single value counts as a one-item list, as lichess-bot reads it. */
  List<String> texts(String path, List<String> missing) {
    JsonNode node = node(path);
    if (node.isValueNode()) {
      return List.of(node.asText());
    }
    if (!node.isArray()) {
      return missing;
    }
    List<String> values = new ArrayList<>();
    node.forEach(item -> values.add(item.asText()));
    return values;
  }

  /** Every leaf key path in the file (mappings are walked; a list or a value is a leaf). */
  List<String> leafPaths() {
    List<String> paths = new ArrayList<>();
    collect("", root, paths);
    return paths;
  }

  /** Whether {@code path} or a mapping above it was read. */
  boolean accountedFor(String path) {
    for (String done : read) {
      if (path.equals(done) || path.startsWith(done + ".")) {
        return true;
      }
    }
    return false;
  }

  private static void collect(String prefix, JsonNode node, List<String> paths) {
    if (node.isObject() && !node.isEmpty()) {
      for (Map.Entry<String, JsonNode> entry : node.properties()) {
        collect(prefix.isEmpty() ? entry.getKey() : prefix + "." + entry.getKey(), entry.getValue(), paths);
      }
    } else if (!prefix.isEmpty()) {
      paths.add(prefix);
    }
  }
}
