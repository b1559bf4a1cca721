package dev.zeitnot.bot.challenge;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.junit.jupiter.api.Test;

class DailyLimitsTest {

  private static final Instant BEFORE_MIDNIGHT = Instant.parse("2026-11-30T23:59:00Z");

  @Test
  void botGamesStopAtTheLimitAndCountAgainFromTheNextUtcDay() {
    DailyLimits limits = new DailyLimits(3);
    for (int i = 0; i < 3; i++) {
      assertThat(limits.botGameAllowed(BEFORE_MIDNIGHT)).isTrue();
      limits.botGameStarted(BEFORE_MIDNIGHT);
    }
    assertThat(limits.botGameAllowed(BEFORE_MIDNIGHT.plusSeconds(59))).isFalse();
    assertThat(DailyLimits.nextDay(BEFORE_MIDNIGHT)).isEqualTo(Instant.parse("2026-12-01T00:00:00Z"));
    Instant afterMidnight = BEFORE_MIDNIGHT.plusSeconds(60);
    assertThat(limits.botGamesToday(afterMidnight)).isZero();
    assertThat(limits.botGameAllowed(afterMidnight)).isTrue();
  }

  @Test
  void creditsAllow25AMinuteAnd200ADay() {
    DailyLimits limits = new DailyLimits(100);
    Instant start = Instant.parse("2026-11-30T10:00:00Z");
    for (int i = 0; i < DailyLimits.CREDITS_PER_MINUTE; i++) {
      assertThat(limits.creditAvailable(start)).isTrue();
      limits.spendCredit(start);
    }
    assertThat(limits.creditAvailable(start.plusSeconds(59))).isFalse();
    Instant t = start.plusSeconds(60);
    for (int i = DailyLimits.CREDITS_PER_MINUTE; i < DailyLimits.CREDITS_PER_DAY; i++) {
      t = t.plusSeconds(3); // 20 a minute
      assertThat(limits.creditAvailable(t)).as("credit %d", i).isTrue();
      limits.spendCredit(t);
    }
    assertThat(limits.creditAvailable(t.plusSeconds(3600))).isFalse();
    assertThat(limits.creditAvailable(DailyLimits.nextDay(t))).isTrue();
  }
}
