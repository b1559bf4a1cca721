package dev.zeitnot.arena.http;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/** Reads an {@code application/x-www-form-urlencoded} text; a malformed escape is the client's 400. */
public final class FormFields {

  private FormFields() {}

  /** The fields of {@code encoded} (null or empty: none), the last of a repeated key winning. */
  public static Map<String, String> parse(String encoded) {
    Map<String, String> fields = new LinkedHashMap<>();
    if (encoded == null || encoded.isEmpty()) {
      return fields;
    }
    for (String pair : encoded.split("&")) {
      int eq = pair.indexOf('=');
      fields.put(decode(eq < 0 ? pair : pair.substring(0, eq)), eq < 0 ? "" : decode(pair.substring(eq + 1)));
    }
    return fields;
  }

  /** {@code text} URL-decoded; a malformed escape is the client's 400 ({@link ApiError}). */
  public static String decode(String text) {
    try {
      return URLDecoder.decode(text, StandardCharsets.UTF_8);
    } catch (IllegalArgumentException e) {
      throw ApiError.badRequest("Malformed form or query encoding: " + e.getMessage());
    }
  }
}
