package dev.zeitnot.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OpsConfigTest {

  @Test
  void thePageBeyondLoopbackWithoutAPasswordIsRefusedNamingTheKey() {
    assertThatThrownBy(() -> ConfigLoader.parse("ops:\n  enabled: true\n  host: 0.0.0.0\n"))
        .isInstanceOf(ConfigException.class)
        .hasMessageContaining("ops.password_file: is not set, and ops.host 0.0.0.0 is reachable beyond this machine");
  }

  @Test
  void beyondLoopbackAPasswordFileOrThePageOffIsAccepted() {
    OpsConfig guarded = ConfigLoader.parse("ops:\n  enabled: true\n  host: 0.0.0.0\n  password_file: /run/pw\n")
        .ops();
    assertThat(guarded.passwordFile()).isEqualTo(Path.of("/run/pw"));
    assertThat(ConfigLoader.parse("ops:\n  enabled: true\n  host: 0.0.0.0\n  page: false\n").ops().page()).isFalse();
  }

  @Test
  void anUnreadableControlSecretFileIsRefusedNamingTheKey(@TempDir Path dir) throws Exception {
    assertThatThrownBy(() -> ConfigLoader.parse("ops:\n  control_secret_file: " + dir.resolve("missing") + "\n"))
        .isInstanceOf(ConfigException.class)
        .hasMessageContaining("ops.control_secret_file: \"" + dir.resolve("missing") + "\" cannot be read");
    Path secret = Files.writeString(dir.resolve("secret"), "s3cret");
    assertThat(ConfigLoader.parse("ops:\n  control_secret_file: " + secret + "\n").ops().controlSecretFile())
        .isEqualTo(secret);
    assertThat(ConfigLoader.parse("ops:\n  enabled: true\n").ops().controlSecretFile()).isNull();
  }

  @Test
  void loopbackNeedsNoPassword() {
    assertThat(ConfigLoader.parse("ops:\n  enabled: true\n  host: localhost\n").ops().passwordFile()).isNull();
    assertThat(OpsConfig.isLoopback("127.0.0.1")).isTrue();
    assertThat(OpsConfig.isLoopback("::1")).isTrue();
    assertThat(OpsConfig.isLoopback("192.168.1.2")).isFalse();
  }

  @Test
  void onlyAnAddressIsLoopbackNotANameThatStartsLikeOne() {
    assertThat(OpsConfig.isLoopback("127.8.9.10")).isTrue();
    assertThat(OpsConfig.isLoopback("[::1]")).isTrue();
    assertThat(OpsConfig.isLoopback("LOCALHOST")).isTrue();
    assertThat(OpsConfig.isLoopback("127.evil.tld")).isFalse();
    assertThat(OpsConfig.isLoopback("127.0.0.1.nip.io")).isFalse();
    assertThat(OpsConfig.isLoopback("127.0.0.256")).isFalse();
    assertThat(OpsConfig.isLoopback("::2")).isFalse();
    assertThatThrownBy(() -> ConfigLoader.parse("ops:\n  enabled: true\n  host: 127.evil.tld\n"))
        .hasMessageContaining("ops.password_file: is not set, and ops.host 127.evil.tld is reachable beyond");
  }

  @Test
  void hostNamesAreNamesAloneWithoutSchemeOrPort() {
    assertThat(ConfigLoader.parse("ops:\n  host_names: [bot.example.org]\n").ops().hostNames())
        .containsExactly("bot.example.org");
    assertThatThrownBy(() -> ConfigLoader.parse("ops:\n  host_names: [\"https://bot.example.org:443\"]\n"))
        .hasMessageContaining("ops.host_names: \"https://bot.example.org:443\" is not a host name");
  }
}
