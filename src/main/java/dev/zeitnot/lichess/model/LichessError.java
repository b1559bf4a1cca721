package dev.zeitnot.lichess.model;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * The server's error text and, for rate limits, the {@code ratelimit} object (null otherwise).
 * Error bodies come as {@code {"error":"text"}}, as a form-error map under "error", with a
 * {@code ratelimit} object, or as plain text from a proxy (docs/lichess-server.md); all are read here.
 */
public record LichessError(String message, RateLimit rateLimit) {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final int MAX_PLAIN_TEXT = 300;

  /** Reads any error body; never throws. */
  public static LichessError parse(String body) {
    String text = body == null ? "" : body.strip();
    if (text.startsWith("{")) {
      try {
        return fromJson(JSON.readTree(text), text);
      } catch (JsonProcessingException notJson) {
        // fall through: keep the text as it is
      }
    }
    return new LichessError(shorten(text), null);
  }

  private static LichessError fromJson(JsonNode root, String text) {
    JsonNode error = root.get("error");
    String message;
    if (error == null || error.isNull()) {
      message = shorten(text);
    } else if (error.isObject()) {
      message = formErrors(error);
    } else {
      message = error.asText();
    }
    JsonNode limit = root.get("ratelimit");
    RateLimit rateLimit = limit == null || !limit.isObject()
        ? null
        : new RateLimit(limit.path("key").asText(null), limit.path("seconds").asInt(0));
    return new LichessError(message, rateLimit);
  }

  /** {"clock.limit":["..."],"global":["Invalid speed"]} -> "clock.limit: ...; global: Invalid speed". */
  private static String formErrors(JsonNode errors) {
    List<String> parts = new ArrayList<>();
    for (Iterator<Map.Entry<String, JsonNode>> it = errors.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> field = it.next();
      List<String> messages = new ArrayList<>();
      field.getValue().forEach(message -> messages.add(message.asText()));
      if (!field.getValue().isArray()) {
        messages.add(field.getValue().asText());
      }
      parts.add(field.getKey() + ": " + String.join(", ", messages));
    }
    return String.join("; ", parts);
  }

  private static String shorten(String text) {
    return text.length() <= MAX_PLAIN_TEXT ? text : text.substring(0, MAX_PLAIN_TEXT) + "...";
  }
}
