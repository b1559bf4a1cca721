package dev.zeitnot.lichess;

import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;

/**
 * Reads the {@code Retry-After} header of a 429 (RFC 9110: whole seconds, or an HTTP date), as
 * lichess-bot honours it on challenge creation; 0 when it is absent, unreadable or in the past.
 */
final class RetryAfter {
  /** Longer than any limit Lichess sets (a day): a larger value is a broken header, not a wish. */
  static final int MAX_SECONDS = 86_400;

  private RetryAfter() {}

  /** The seconds to wait by {@code header}, read at {@code nowMillis} (wall clock, for a date). */
  static int seconds(String header, long nowMillis) {
    if (header == null || header.isBlank()) {
      return 0;
    }
    String value = header.trim();
    try {
      long seconds = value.chars().allMatch(Character::isDigit) && value.length() <= 9
          ? Long.parseLong(value)
          : (ZonedDateTime.parse(value, DateTimeFormatter.RFC_1123_DATE_TIME).toInstant().toEpochMilli()
              - nowMillis + 999) / 1000;
      return (int) Math.max(0, Math.min(seconds, MAX_SECONDS));
    } catch (DateTimeParseException | NumberFormatException e) {
      return 0;
    }
  }
}
