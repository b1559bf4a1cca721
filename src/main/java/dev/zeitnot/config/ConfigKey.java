package dev.zeitnot.config;

/**
 * One key the loader asks for, as it asks: its path ({@code challenge.concurrency}), what it
 * takes ({@code a whole number 1..64}, {@code one of: ...}, {@link #SECTION}) and its default.
 */
public record ConfigKey(String path, String takes, String fallback) {

  /** What a mapping of further keys takes. */
  public static final String SECTION = "a section";
}
