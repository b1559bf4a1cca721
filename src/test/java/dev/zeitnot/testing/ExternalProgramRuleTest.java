package dev.zeitnot.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The suite passes on a machine with only a JDK and Maven: every program outside them is reached
 * through {@link ExternalProgram} (which skips the test where it is absent), and every test class
 * that reaches one is tagged so that CI can run those alone with the programs present.
 */
class ExternalProgramRuleTest {

  private static final Path TESTS = Path.of("src/test/java");
  private static final Path HOME = TESTS.resolve("dev/zeitnot/testing");

  private static List<Path> sources() {
    try (Stream<Path> files = Files.walk(TESTS)) {
      return files.filter(f -> f.toString().endsWith(".java")).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static List<String> forbiddenPaths() {
    List<String> paths = new ArrayList<>(List.of(ExternalProgram.ENGINES_DIR));
    for (ExternalProgram program : ExternalProgram.values()) {
      paths.add(program.path().toString());
    }
    return paths;
  }

  @Test
  void noTestNamesAnExternalProgramsPathButThroughExternalProgram() {
    List<String> offenders = new ArrayList<>();
    for (Path file : sources()) {
      if (file.equals(HOME.resolve("ExternalProgram.java"))) {
        continue;
      }
      String text = read(file);
      forbiddenPaths().stream().filter(text::contains).forEach(path -> offenders.add(file + " names " + path));
    }
    assertThat(offenders).as("use ExternalProgram.X.require(), which skips the test where X is absent").isEmpty();
  }

  @Test
  void everyTestThatReachesAnExternalProgramIsTaggedForCi() {
    List<String> untagged = new ArrayList<>();
    for (Path file : sources()) {
      String text = read(file);
      boolean reaches = text.contains("ExternalProgram.") || text.contains("HeadlessChromium.open(");
      if (reaches && !file.startsWith(HOME) && !text.contains("@UsesExternalPrograms")) {
        untagged.add(file.toString());
      }
    }
    assertThat(untagged).as("annotate them with @UsesExternalPrograms").isEmpty();
  }
}
