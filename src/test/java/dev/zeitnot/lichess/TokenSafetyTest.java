package dev.zeitnot.lichess;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TokenSafetyTest {

  @Test
  void countsOnlyLocalhostAndLoopbackAddressesAsLoopback() {
    assertThat(TokenSafety.isLoopback("localhost")).isTrue();
    assertThat(TokenSafety.isLoopback("127.0.0.1")).isTrue();
    assertThat(TokenSafety.isLoopback("127.8.9.10")).isTrue();
    assertThat(TokenSafety.isLoopback("::1")).isTrue();

    assertThat(TokenSafety.isLoopback("localhost.example.com")).isFalse();
    assertThat(TokenSafety.isLoopback("127.0.0.1.nip.io")).isFalse();
    assertThat(TokenSafety.isLoopback("10.0.0.1")).isFalse();
    assertThat(TokenSafety.isLoopback("lichess.org")).isFalse();
  }
}
