package dev.zeitnot.arena.http;

import com.fasterxml.jackson.databind.JsonNode;

/** An HTTP answer of the API: status and JSON body. */
public record Reply(int status, JsonNode body) {

  public static Reply ok() {
    return new Reply(200, Json.ok());
  }

  public static Reply ok(JsonNode body) {
    return new Reply(200, body);
  }

  public static Reply badRequest(String text) {
    return new Reply(400, Json.error(text));
  }

  public static Reply notFound(String text) {
    return new Reply(404, Json.error(text));
  }
}
