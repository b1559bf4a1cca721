package dev.zeitnot.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class EngineCommandLineTest {

  @Test
  void splitsOnBlanks() {
    assertThat(EngineCommandLine.split("  java -jar target/zeitnot.jar   uci "))
        .containsExactly("java", "-jar", "target/zeitnot.jar", "uci");
  }

  @Test
  void quotesKeepBlanksInsideAWord() {
    assertThat(EngineCommandLine.split("\"/opt/my engines/sf\" --flag 'a b'"))
        .containsExactly("/opt/my engines/sf", "--flag", "a b");
  }

  @Test
  void rejectsEmptyCommandsAndOpenQuotes() {
    assertThatThrownBy(() -> EngineCommandLine.split("  ")).hasMessageContaining("empty");
    assertThatThrownBy(() -> EngineCommandLine.split("\"sf")).hasMessageContaining("unclosed quote");
  }
}
