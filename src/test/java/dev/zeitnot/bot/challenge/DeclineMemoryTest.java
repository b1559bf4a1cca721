package dev.zeitnot.bot.challenge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.config.MatchmakingConfig;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class DeclineMemoryTest {

  private static final Instant NOW = Instant.parse("2026-11-30T12:00:00Z");
  private static final MatchOffer BLITZ = new MatchOffer(180, 2, "standard", false);
  private static final MatchOffer BULLET = new MatchOffer(60, 1, "standard", false);

  private final DeclineMemory memory = new DeclineMemory();

  @Test
  void aTimeControlDeclineRulesOutOnlyThatClockForADay() {
    memory.declined("OtherBot", "timecontrol", BLITZ, NOW);
    assertThat(memory.allows("otherbot", BLITZ, NOW.plusSeconds(3600))).isFalse();
    assertThat(memory.allows("otherbot", BULLET, NOW)).isTrue();
    assertThat(memory.allows("thirdbot", BLITZ, NOW)).isTrue();
    assertThat(memory.allows("otherbot", BLITZ, NOW.plus(DeclineMemory.AVOID))).isTrue();
  }

  @Test
  void laterMeansWaitingBeforeAnyOffer() {
    memory.declined("otherbot", "later", BLITZ, NOW);
    assertThat(memory.allows("otherbot", BULLET, NOW.plusSeconds(60))).isFalse();
    assertThat(memory.allows("otherbot", BULLET, NOW.plus(DeclineMemory.WAIT))).isTrue();
  }

  @Test
  void noBotMeansNever() {
    memory.declined("humanonly", "noBot", BLITZ, NOW);
    assertThat(memory.allows("humanonly", BULLET, NOW.plusSeconds(365L * 86_400))).isFalse();
  }

  @Test
  void variantAndModeDeclinesRuleOutThatVariantOrMode() {
    memory.declined("otherbot", "variant", new MatchOffer(180, 2, "chess960", false), NOW);
    memory.declined("otherbot", "casual", BLITZ, NOW);
    assertThat(memory.allows("otherbot", new MatchOffer(60, 1, "chess960", true), NOW)).isFalse();
    assertThat(memory.allows("otherbot", BULLET, NOW)).isFalse();
    assertThat(memory.allows("otherbot", new MatchOffer(60, 1, "standard", true), NOW)).isTrue();
  }

  @Test
  void theCoarseFilterRulesOutTheBotForEveryOfferForADayAfterAnyDecline() {
    DeclineMemory coarse = new DeclineMemory(MatchmakingConfig.ChallengeFilterMode.COARSE);
    coarse.declined("otherbot", "timecontrol", BLITZ, NOW);
    assertThat(coarse.allows("otherbot", BULLET, NOW.plusSeconds(3600))).isFalse();
    assertThat(coarse.allows("otherbot", BULLET, NOW.plus(DeclineMemory.AVOID))).isTrue();
  }

  @Test
  void withoutAFilterNoDeclineIsRememberedButALeaverStillIs() {
    DeclineMemory none = new DeclineMemory(MatchmakingConfig.ChallengeFilterMode.NONE);
    none.declined("otherbot", "noBot", BLITZ, NOW);
    assertThat(none.allows("otherbot", BLITZ, NOW)).isTrue();
    none.left("Leaver", NOW, Duration.ofHours(2));
    assertThat(none.allows("leaver", BLITZ, NOW.plusSeconds(3600))).isFalse();
    assertThat(none.allows("leaver", BLITZ, NOW.plusSeconds(7200))).isTrue();
  }
}
