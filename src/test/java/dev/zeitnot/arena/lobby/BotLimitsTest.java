package dev.zeitnot.arena.lobby;

import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.http.ApiError;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class BotLimitsTest {

  private final ArenaAccount zeitnot = ArenaAccount.bot("zeitnot", "lip_zeitnot", 1500);
  private final ArenaAccount rival = ArenaAccount.bot("rival", "lip_rival", 1500);
  private final ArenaAccount alice = ArenaAccount.human("alice", "lip_alice", 1500);

  private static BotLimits at(String instant, int botGames) {
    return new BotLimits(botGames, Clock.fixed(Instant.parse(instant), ZoneOffset.UTC));
  }

  @Test
  void theAccepterAtItsCapGetsA429AndTheChallengerAtItsCapA400() {
    BotLimits limits = at("2026-11-30T12:00:00Z", 1);
    limits.checkGame(rival, zeitnot);
    limits.gameStarted(zeitnot, rival);
    assertThatThrownBy(() -> limits.checkGame(rival, zeitnot))
        .isInstanceOfSatisfying(ApiError.class, e -> assertThat(e.reply().status()).isEqualTo(429))
        .hasMessageContaining("bot.vsBot.day");
    limits.checkGame(alice, zeitnot); // games against humans are not capped
    assertThat(limits.tooManyRequests()).isEqualTo(1);
  }

  @Test
  void aBotsDayOfGamesIsAWindowFromItsFirstGameAndTheCapSaysWhenItCloses() {
    java.util.concurrent.atomic.AtomicLong now = new java.util.concurrent.atomic.AtomicLong(
        Instant.parse("2026-11-30T22:00:00Z").toEpochMilli());
    BotLimits limits = new BotLimits(1, new Clock() {
      @Override
      public java.time.ZoneId getZone() {
        return ZoneOffset.UTC;
      }

      @Override
      public Clock withZone(java.time.ZoneId zone) {
        return this;
      }

      @Override
      public Instant instant() {
        return Instant.ofEpochMilli(now.get());
      }
    });
    limits.gameStarted(zeitnot, rival);
    now.addAndGet(3 * 3_600_000L); // 01:00 the next UTC day: the window is still open
    assertThatThrownBy(() -> limits.checkGame(zeitnot, rival))
        .isInstanceOfSatisfying(ApiError.class, e -> {
          assertThat(e.reply().status()).isEqualTo(429);
          assertThat(e.reply().body().path("ratelimit").path("seconds").asLong()).isEqualTo(21 * 3600);
        });
    ArenaAccount third = ArenaAccount.bot("third", "lip_third", 1500);
    assertThatThrownBy(() -> limits.checkGame(third, rival))
        .isInstanceOfSatisfying(ApiError.class, e -> assertThat(e.reply().status()).isEqualTo(400));
    now.addAndGet(21 * 3_600_000L); // 24 h after the first game: a new window
    limits.checkGame(zeitnot, rival);
  }

  @Test
  void challengeCreditsRunOutAt25AMinuteForBots() {
    BotLimits limits = at("2026-11-30T12:00:00Z", 100);
    for (int i = 0; i < BotLimits.CREDITS_PER_MINUTE; i++) {
      limits.chargeChallenge(zeitnot, rival);
    }
    assertThatThrownBy(() -> limits.chargeChallenge(zeitnot, rival))
        .isInstanceOfSatisfying(ApiError.class, e -> assertThat(e.reply().status()).isEqualTo(429));
    BotLimits humans = at("2026-11-30T12:00:00Z", 100);
    for (int i = 0; i < 5; i++) {
      humans.chargeChallenge(zeitnot, alice); // 5 credits each
    }
    assertThatThrownBy(() -> humans.chargeChallenge(zeitnot, alice)).isInstanceOf(ApiError.class);
  }
}
