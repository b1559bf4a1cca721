package dev.zeitnot.config;

/**
 * A clock setting as people write it, {@code "3+2"}: initial minutes (¼, ½, ¾ allowed as
 * 0.25, 0.5, 0.75) plus increment seconds.
 *
 * @param initialSeconds the initial clock in seconds
 * @param incrementSeconds the increment per move in seconds
 */
public record TimeControl(int initialSeconds, int incrementSeconds) {

  /** Parses {@code "3+2"} or {@code "0.5+0"}; throws IllegalArgumentException otherwise. */
  public static TimeControl parse(String text) {
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
      return new TimeControl((int) seconds, increment);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(text, e);
    }
  }

  static TimeControl read(ConfigNode.Element element) {
    try {
      return parse(element.text());
    } catch (IllegalArgumentException e) {
      return element.bad("is not a time control; write minutes+seconds like \"3+2\"");
    }
  }

  @Override
  public String toString() {
    return initialSeconds % 60 == 0
        ? initialSeconds / 60 + "+" + incrementSeconds
        : initialSeconds / 60.0 + "+" + incrementSeconds;
  }
}
