package dev.zeitnot.lichess;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A challenge we send: a real-time clock in SECONDS ({@code clockLimitSeconds} 0, 15, 30, 45, 60,
 * 90 or a multiple of 60), or correspondence {@code days}, or neither (unlimited). {@code color} is
 * OUR colour ("white", "black", "random"); {@code variant} a key; {@code fen} and {@code message}
 * may be null.
 */
public record ChallengeRequest(
    String username,
    Integer clockLimitSeconds,
    Integer clockIncrementSeconds,
    Integer days,
    boolean rated,
    String color,
    String variant,
    String fen,
    String message) {

  public static ChallengeRequest clock(String username, int limitSeconds, int incrementSeconds) {
    return new ChallengeRequest(username, limitSeconds, incrementSeconds, null, false, "random",
        "standard", null, null);
  }

  public static ChallengeRequest correspondence(String username, int days) {
    return new ChallengeRequest(username, null, null, days, false, "random", "standard", null, null);
  }

  public ChallengeRequest withRated(boolean rated) {
    return new ChallengeRequest(username, clockLimitSeconds, clockIncrementSeconds, days, rated,
        color, variant, fen, message);
  }

  public ChallengeRequest withColor(String color) {
    return new ChallengeRequest(username, clockLimitSeconds, clockIncrementSeconds, days, rated,
        color, variant, fen, message);
  }

  public ChallengeRequest withVariant(String variant) {
    return new ChallengeRequest(username, clockLimitSeconds, clockIncrementSeconds, days, rated,
        color, variant, fen, message);
  }

  public ChallengeRequest withFen(String fen) {
    return new ChallengeRequest(username, clockLimitSeconds, clockIncrementSeconds, days, rated,
        color, variant, fen, message);
  }

  public ChallengeRequest withMessage(String message) {
    return new ChallengeRequest(username, clockLimitSeconds, clockIncrementSeconds, days, rated,
        color, variant, fen, message);
  }

  /** Whether the server would let this challenge expire after 20 s unless kept alive: a real-time one. */
  boolean keepsAlive() {
    return clockLimitSeconds != null;
  }

  /**
   * The form fields of POST /api/challenge/{username}, in a stable order; a real-time challenge
   * asks for {@code keepAliveStream=true}.
   */
  Map<String, String> formFields() {
    Map<String, String> fields = new LinkedHashMap<>();
    if (clockLimitSeconds != null) {
      fields.put("clock.limit", clockLimitSeconds.toString());
      fields.put("clock.increment", String.valueOf(clockIncrementSeconds == null ? 0 : clockIncrementSeconds));
    }
    if (days != null) {
      fields.put("days", days.toString());
    }
    fields.put("rated", Boolean.toString(rated));
    putIfPresent(fields, "color", color);
    putIfPresent(fields, "variant", variant);
    putIfPresent(fields, "fen", fen);
    putIfPresent(fields, "message", message);
    if (keepsAlive()) {
      fields.put("keepAliveStream", "true");
    }
    return fields;
  }

  private static void putIfPresent(Map<String, String> fields, String key, String value) {
    if (value != null) {
      fields.put(key, value);
    }
  }
}
