package dev.zeitnot.config.importer;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/** The lichess-bot importer's running list of what became of each key, with its small helpers. */
final class ImportReport {

  private final LichessBotFile file;
  private final List<KeyMapping> mappings = new ArrayList<>();

  ImportReport(LichessBotFile file) {
    this.file = file;
  }

  LichessBotFile file() {
    return file;
  }

  List<KeyMapping> mappings() {
    return List.copyOf(mappings);
  }

  void add(KeyMapping mapping) {
    mappings.add(mapping);
  }

  /** {@code key} became {@code zeitnotKey: value}. */
  void map(String key, String zeitnotKey, Object value, String remark) {
    mappings.add(new KeyMapping(key, file.shown(key), zeitnotKey, String.valueOf(value), remark));
  }

  /** {@code key} has no counterpart; listed only when the file has it. */
  void skip(String key, String reason) {
    if (file.names(key)) {
      JsonNode node = file.node(key);
      String shown = node.isMissingNode() ? "(empty)" : node.isObject() ? "{...}" : file.shown(key);
      mappings.add(new KeyMapping(key, shown, null, null, reason));
    }
  }

  /** {@code remark}, prefixed by what lichess-bot does when {@code key} is missing from the file. */
  String missingOr(String key, String missingRemark, String remark) {
    return file.has(key) ? remark : join("missing: " + missingRemark, remark);
  }

  static int clamp(long value, long min, long max) {
    return (int) Math.max(min, Math.min(max, value));
  }

  static String clampRemark(long value, int clamped) {
    return value == clamped ? "" : value + " is outside zeitnot's range; nearest allowed value";
  }

  static String join(String a, String b) {
    return a.isEmpty() ? b : b.isEmpty() ? a : a + "; " + b;
  }
}
