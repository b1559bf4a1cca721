package dev.zeitnot.arena;

import com.fasterxml.jackson.databind.JsonNode;

/** An HTTP answer of the API: status and JSON body. */
record Reply(int status, JsonNode body) {

  static Reply ok() {
    return new Reply(200, Json.ok());
  }

  static Reply ok(JsonNode body) {
    return new Reply(200, body);
  }

  static Reply badRequest(String text) {
    return new Reply(400, Json.error(text));
  }

  static Reply notFound(String text) {
    return new Reply(404, Json.error(text));
  }
}
