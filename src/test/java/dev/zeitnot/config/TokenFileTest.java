package dev.zeitnot.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TokenFileTest {

  @TempDir
  Path dir;

  private Path tokenFile(String text, String permissions) throws Exception {
    Path file = Files.writeString(dir.resolve("token"), text);
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString(permissions));
    return file;
  }

  @Test
  void aFileLargerThanFourKibibytesIsRefusedNamingTheKeyWithoutItsContent() throws Exception {
    Path file = tokenFile("lip_" + "x".repeat(TokenFile.MAX_BYTES), "rw-------");
    assertThatThrownBy(() -> Token.resolve(new ServerConfig("https://lichess.org", file), Map.of()))
        .isInstanceOf(ConfigException.class)
        .hasMessage("server.token_file: \"" + file + "\" is larger than 4096 bytes; it must hold the token alone "
            + "(a few dozen characters): is it the right file?");
  }

  @Test
  void aFileOfExactlyTheLimitIsRead() throws Exception {
    Path file = tokenFile("lip_abc" + " ".repeat(TokenFile.MAX_BYTES - 7), "rw-------");
    assertThat(TokenFile.read(file)).isEqualTo("lip_abc");
  }

  @Test
  void aFileEveryUserCanReadIsWarnedAbout() throws Exception {
    Path file = tokenFile("lip_abc", "rw-r--r--");
    assertThat(TokenFile.exposure(file)).hasValue("server.token_file \"" + file + "\" is readable by every user; "
        + "let only the bot's user read it: chmod 600 " + file);
  }

  @Test
  void aFileOnlyTheOwnerCanReadIsNot() throws Exception {
    assertThat(TokenFile.exposure(tokenFile("lip_abc", "r--------"))).isEmpty();
    assertThat(TokenFile.exposure(tokenFile("lip_abc", "rw-------"))).isEmpty();
  }

  @Test
  void aFileOurOwnGroupCanReadIsNotAsAKubernetesSecretWithFsGroupIs() throws Exception {
    // A new file's group is this process's own.
    assertThat(TokenFile.exposure(tokenFile("lip_abc", "r--r-----"))).isEmpty();
  }

  @Test
  void aFileAnotherGroupCanReadIsWarnedAbout() throws Exception {
    Path file = tokenFile("lip_abc", "r--r-----");
    try {
      Files.setAttribute(file, "unix:gid", 4242);
    } catch (java.io.IOException notRoot) {
      Assumptions.abort("only root can give the file another group");
    }
    assertThat(TokenFile.exposure(file)).hasValueSatisfying(warning -> assertThat(warning)
        .startsWith("server.token_file \"" + file + "\" is readable by group ").endsWith("chmod 600 " + file));
  }

  @Test
  void noWarningWhereThereAreNoPermissionsToRead() {
    assertThat(TokenFile.exposure(dir.resolve("missing"))).isEmpty();
  }
}
