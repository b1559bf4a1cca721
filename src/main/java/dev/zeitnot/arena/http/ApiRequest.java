package dev.zeitnot.arena.http;

import dev.zeitnot.arena.accounts.ArenaAccount;
import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;

/** One request as the routes see it: path groups, query and form fields, the caller, answers. */
public final class ApiRequest {

  private final HttpExchange exchange;
  private final Matcher path;
  private final ArenaAccount account;
  private final Reply malformed;
  private final Map<String, String> params = new HashMap<>();
  private String body = "";
  private int status;

  ApiRequest(HttpExchange exchange, Matcher path, ArenaAccount account) throws IOException {
    this.exchange = exchange;
    this.path = path;
    this.account = account;
    try (InputStream in = exchange.getRequestBody()) {
      body = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    Reply malformed = null;
    try {
      parseForm(exchange.getRequestURI().getRawQuery());
      String type = exchange.getRequestHeaders().getFirst("Content-Type");
      if (type == null || type.startsWith("application/x-www-form-urlencoded")) {
        parseForm(body);
      }
    } catch (ApiError e) {
      malformed = e.reply();
    }
    this.malformed = malformed;
  }

  /** The 400 for a query or form the request could not be read from, or null when it was read. */
  public Reply malformed() {
    return malformed;
  }

  public HttpExchange exchange() {
    return exchange;
  }

  /** The caller (null on endpoints without authentication). */
  public ArenaAccount account() {
    return account;
  }

  /** Group {@code n} of the route's path pattern (URL-decoded). */
  public String path(int n) {
    return FormFields.decode(path.group(n));
  }

  /** A query or form field, or null. */
  public String param(String name) {
    return params.get(name);
  }

  public Map<String, String> params() {
    return Map.copyOf(params);
  }

  public String body() {
    return body;
  }

  /** The status sent, for the request log (0 until answered). */
  int status() {
    return status;
  }

  public void reply(Reply reply) throws IOException {
    json(reply.status(), reply.body());
  }

  public void json(int code, JsonNode node) throws IOException {
    send(code, "application/json", Json.line(node));
  }

  public void send(int code, String contentType, String text) throws IOException {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    exchange.getResponseHeaders().set("Content-Type", contentType);
    exchange.sendResponseHeaders(code, bytes.length == 0 ? -1 : bytes.length);
    status = code;
    if (bytes.length > 0) {
      try (OutputStream out = exchange.getResponseBody()) {
        out.write(bytes);
      }
    }
    exchange.close();
  }

  /** Starts a 200 NDJSON response that stays open; the caller then runs the stream. */
  public void startStream() throws IOException {
    exchange.getResponseHeaders().set("Content-Type", "application/x-ndjson");
    exchange.sendResponseHeaders(200, 0);
    status = 200;
  }

  private void parseForm(String encoded) {
    if (encoded == null || encoded.isEmpty()) {
      return;
    }
    params.putAll(FormFields.parse(encoded));
  }
}
