package dev.zeitnot.config.importer;

/**
 * What the lichess-bot importer did with one key: the zeitnot key it became, or why none.
 *
 * @param lichessBotKey the dotted key in lichess-bot's config
 * @param lichessBotValue the value as written there, or {@code (missing)}
 * @param zeitnotKey the zeitnot key it maps to, or null when it has no counterpart
 * @param zeitnotValue the value written for {@code zeitnotKey} (null when unmapped)
 * @param remark why it was mapped that way or left out (may be empty for a plain copy)
 */
public record KeyMapping(
    String lichessBotKey, String lichessBotValue, String zeitnotKey, String zeitnotValue, String remark) {

  public boolean mapped() {
    return zeitnotKey != null;
  }

  /** One comment line for the imported file's header. */
  String line() {
    String from = lichessBotKey + ": " + lichessBotValue;
    String to = mapped() ? " -> " + zeitnotKey + ": " + zeitnotValue : "";
    return from + to + (remark.isEmpty() ? "" : (mapped() ? " (" + remark + ")" : ": " + remark));
  }
}
