package dev.zeitnot.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The programs outside the JDK and Maven that some tests use, and the only place their paths are
 * written (ExternalProgramRuleTest checks it): a test asks for one with {@link #require()}, which
 * skips it, saying why, where the program is not installed, and the test class carries
 * {@link UsesExternalPrograms} so that CI can run those tests alone.
 */
public enum ExternalProgram {

  FAIRY_STOCKFISH("Fairy-Stockfish", "/usr/games/fairy-stockfish"),
  CHROMIUM("Chromium", "/usr/bin/chromium"),
  CHROMEDRIVER("chromedriver", "/usr/bin/chromedriver");

  /** The JUnit tag of the tests that use one of these ({@code mvn test -Dgroups=external-programs}). */
  public static final String TAG = "external-programs";
  /** Where Debian installs the engines; no test names a path under it but through this class. */
  static final String ENGINES_DIR = "/usr/games/";

  private final String displayName;
  private final Path path;

  ExternalProgram(String displayName, String path) {
    this.displayName = displayName;
    this.path = Path.of(path);
  }

  /** Where the program is looked for. */
  public Path path() {
    return path;
  }

  /** Whether the program is installed (an executable file at its path). */
  public boolean installed() {
    return Files.isExecutable(path);
  }

  /** The program's path; skips the calling test, naming the program, where it is not installed. */
  public Path require() {
    assumeTrue(installed(), () -> displayName + " is not installed (no executable " + path + "); .ci/run installs it");
    return path;
  }
}
