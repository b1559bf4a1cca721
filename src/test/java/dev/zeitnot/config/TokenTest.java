package dev.zeitnot.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TokenTest {

  private static final ServerConfig NO_FILE = new ServerConfig("https://lichess.org", null);

  @Test
  void readsTheTokenFromTheEnvironment() {
    Token token = Token.resolve(NO_FILE, Map.of("LICHESS_BOT_TOKEN", " lip_abc123 \n"));
    assertThat(token.value()).isEqualTo("lip_abc123");
    assertThat(token.source()).isEqualTo("LICHESS_BOT_TOKEN");
  }

  @Test
  void tokenFileWinsOverTheEnvironment(@TempDir Path dir) throws Exception {
    Path file = Files.writeString(dir.resolve("token"), "lip_fromfile\n");
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
    Token token = Token.resolve(new ServerConfig("https://lichess.org", file),
        Map.of("LICHESS_BOT_TOKEN", "lip_fromenv"));
    assertThat(token.value()).isEqualTo("lip_fromfile");
  }

  @Test
  void missingTokenSaysHowToProvideIt() {
    assertThatThrownBy(() -> Token.resolve(NO_FILE, Map.of()))
        .isInstanceOf(ConfigException.class)
        .hasMessageContaining("LICHESS_BOT_TOKEN").hasMessageContaining("server.token_file");
  }

  @Test
  void malformedTokenIsRefusedWithoutEchoingIt() {
    assertThatThrownBy(() -> Token.resolve(NO_FILE, Map.of("LICHESS_BOT_TOKEN", "\"lip_quoted\"")))
        .isInstanceOf(ConfigException.class).message().doesNotContain("lip_quoted");
  }

  @Test
  void toStringNeverShowsTheSecret() {
    assertThat(new Token("lip_0123456789abcdef", "x").toString())
        .doesNotContain("0123456789abcdef");
  }
}
