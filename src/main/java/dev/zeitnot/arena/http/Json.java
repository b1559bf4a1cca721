package dev.zeitnot.arena.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.UncheckedIOException;

/** The arena's one JSON mapper and the small helpers every route uses. */
public final class Json {

  public static final ObjectMapper MAPPER = new ObjectMapper();

  private Json() {
  }

  public static ObjectNode object() {
    return MAPPER.createObjectNode();
  }

  /** {@code {"error": text}}, the body of every 4xx. */
  public static ObjectNode error(String text) {
    return object().put("error", text);
  }

  public static ObjectNode ok() {
    return object().put("ok", true);
  }

  /** One NDJSON line without the newline. */
  public static String line(Object node) {
    try {
      return MAPPER.writeValueAsString(node);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }
}
