package dev.zeitnot.lichess.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * The rating category of a game. The server sends it in three shapes (docs/lichess-server.md): a key string in
 * gameStart/gameFinish ("blitz"), {@code {icon,name}} in challenges and {@code {name}} in gameFull;
 * all three read into this record, with the absent parts null.
 */
public record Perf(String key, String icon, String name) {

  @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
  static Perf fromJson(JsonNode node) {
    if (node == null || node.isNull()) {
      return null;
    }
    if (node.isTextual()) {
      return new Perf(node.asText(), null, null);
    }
    return new Perf(text(node, "key"), text(node, "icon"), text(node, "name"));
  }

  private static String text(JsonNode node, String field) {
    JsonNode value = node.get(field);
    return value == null || value.isNull() ? null : value.asText();
  }
}
