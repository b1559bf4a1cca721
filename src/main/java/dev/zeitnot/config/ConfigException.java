package dev.zeitnot.config;

import java.util.List;

/** The configuration is not usable; each problem names the key path, the bad value and the fix. */
public final class ConfigException extends RuntimeException {

  private final List<String> problems;

  public ConfigException(List<String> problems) {
    super(String.join(System.lineSeparator(), problems));
    this.problems = List.copyOf(problems);
  }

  public ConfigException(String problem) {
    this(List.of(problem));
  }

  /** One line per problem, e.g. {@code time.move_overhead_ms: -5 is too small; allowed 0..10000}. */
  public List<String> problems() {
    return problems;
  }
}
