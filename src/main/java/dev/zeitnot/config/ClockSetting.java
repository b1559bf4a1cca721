package dev.zeitnot.config;

/**
 * A clock setting as people write it, {@code "3+2"}: initial minutes (¼, ½, ¾ allowed as
 * 0.25, 0.5, 0.75) plus increment seconds.
 *
 * @param initialSeconds the initial clock in seconds
 * @param incrementSeconds the increment per move in seconds
 */
public record ClockSetting(int initialSeconds, int incrementSeconds) {

  /** Parses {@code "3+2"} or {@code "0.5+0"}; throws IllegalArgumentException otherwise. */
  public static ClockSetting parse(String text) {
    String[] parts = text.trim().split("\\+", -1);
    if (parts.length != 2) {
      throw new IllegalArgumentException(text);
    }
    try {
      double minutes = Double.parseDouble(parts[0].trim());
      int increment = Integer.parseInt(parts[1].trim());
      double seconds = minutes * 60;
      if (minutes < 0 || increment < 0 || seconds != Math.rint(seconds)) {
        throw new IllegalArgumentException(text);
      }
      return new ClockSetting((int) seconds, increment);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(text, e);
    }
  }

  static ClockSetting read(ConfigNode.Element element) {
    try {
      return parse(element.text());
    } catch (IllegalArgumentException e) {
      return element.bad("is not a time control; write minutes+seconds like \"3+2\"");
    }
  }

  /** A game clock for logs: {@code "3+2"}, {@code "0.5+0"}, or in seconds when minutes do not fit ({@code "5s+0"}). */
  public static String describe(long initialMs, long incrementMs) {
    long seconds = initialMs / 1000;
    String increment = "+" + incrementMs / 1000 + (incrementMs % 1000 == 0 ? "" : "." + incrementMs % 1000 / 100);
    return seconds % 15 == 0 ? new ClockSetting((int) seconds, 0).toString().replace("+0", increment)
        : seconds + "s" + increment;
  }

  @Override
  public String toString() {
    return initialSeconds % 60 == 0
        ? initialSeconds / 60 + "+" + incrementSeconds
        : initialSeconds / 60.0 + "+" + incrementSeconds;
  }
}
