package dev.zeitnot.lichess;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RetryAfterTest {
  private static final long NOW = 1_700_000_000_000L; // Tue, 14 Nov 2023 22:13:20 GMT

  @Test
  void readsWholeSecondsAndAnHttpDate() {
    assertThat(RetryAfter.seconds("120", NOW)).isEqualTo(120);
    assertThat(RetryAfter.seconds("Tue, 14 Nov 2023 22:15:20 GMT", NOW)).isEqualTo(120);
  }

  @Test
  void anAbsentPastOrBrokenHeaderAsksForNoWait() {
    assertThat(RetryAfter.seconds(null, NOW)).isZero();
    assertThat(RetryAfter.seconds("Tue, 14 Nov 2023 22:00:00 GMT", NOW)).isZero();
    assertThat(RetryAfter.seconds("soon", NOW)).isZero();
    assertThat(RetryAfter.seconds("-5", NOW)).isZero();
  }

  @Test
  void anAbsurdWaitIsCutToADay() {
    assertThat(RetryAfter.seconds("999999999", NOW)).isEqualTo(RetryAfter.MAX_SECONDS);
  }
}
