package dev.zeitnot.bot.challenge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zeitnot.config.ChallengeConfig;
import dev.zeitnot.config.ChallengeFilter;
import dev.zeitnot.config.ConfigLoader;
import dev.zeitnot.lichess.DeclineReason;
import dev.zeitnot.lichess.model.Challenge;
import dev.zeitnot.lichess.model.ChallengeUser;
import dev.zeitnot.lichess.model.TimeControl;
import dev.zeitnot.lichess.model.VariantInfo;
import org.junit.jupiter.api.Test;

class ChallengePolicyTest {

  /** A challenge with everything the default policy accepts; the tests change one thing. */
  private record Spec(String user, boolean bot, int rating, String variant, String speed,
      TimeControl clock, boolean rated) {

    static Spec blitz() {
      return new Spec("alice", false, 1900, "standard", "blitz",
          new TimeControl("clock", 180, 2, "3+2", null), true);
    }

    Spec user(String id, boolean isBot) {
      return new Spec(id, isBot, rating, variant, speed, clock, rated);
    }

    Spec rating(int value) {
      return new Spec(user, bot, value, variant, speed, clock, rated);
    }

    Spec variant(String key) {
      return new Spec(user, bot, rating, key, speed, clock, rated);
    }

    Spec clock(String speedName, int limit, int increment) {
      return new Spec(user, bot, rating, variant, speedName,
          new TimeControl("clock", limit, increment, limit / 60 + "+" + increment, null), rated);
    }

    Spec correspondence() {
      return new Spec(user, bot, rating, variant, "correspondence",
          new TimeControl("correspondence", null, null, null, 3), rated);
    }

    Spec rated(boolean value) {
      return new Spec(user, bot, rating, variant, speed, clock, value);
    }

    Challenge build() {
      ChallengeUser challenger = new ChallengeUser(user, user, rating, bot ? "BOT" : null, false, true, 4);
      return new Challenge("Qw7Rt2Yu", "https://lichess.org/Qw7Rt2Yu", "created", challenger, null,
          new VariantInfo(variant, variant, null), rated, speed, clock, "random", "black", null, null,
          null, null, null, null);
    }
  }

  private static ChallengePolicy policy(String challengeYaml) {
    ChallengeConfig config = ConfigLoader.parse("challenge:\n" + challengeYaml).challenge();
    return new ChallengePolicy(config);
  }

  private static ChallengeVerdict judge(String challengeYaml, Spec spec) {
    return policy(challengeYaml).judge(spec.build());
  }

  @Test
  void acceptsAnOrdinaryBlitzChallengeByDefault() {
    assertThat(judge("  concurrency: 1\n", Spec.blitz()).accept()).isTrue();
  }

  @Test
  void declinesABlockedUserWithGeneric() {
    ChallengeVerdict verdict = judge("  block_list: [Alice]\n", Spec.blitz());
    assertThat(verdict.reason()).isEqualTo(DeclineReason.GENERIC);
    assertThat(verdict.explanation()).contains("block list");
  }

  @Test
  void declinesAnyoneOffTheAllowListWithGeneric() {
    assertThat(judge("  allow_list: [bob]\n", Spec.blitz()).reason()).isEqualTo(DeclineReason.GENERIC);
    assertThat(judge("  allow_list: [bob, alice]\n", Spec.blitz()).accept()).isTrue();
  }

  @Test
  void declinesBotsWithNoBotWhenOnlyHumansAreWanted() {
    assertThat(judge("  accept_bots: false\n", Spec.blitz().user("otherbot", true)).reason())
        .isEqualTo(DeclineReason.NO_BOT);
  }

  @Test
  void declinesHumansWithOnlyBotWhenOnlyBotsAreWanted() {
    assertThat(judge("  accept_humans: false\n", Spec.blitz()).reason()).isEqualTo(DeclineReason.ONLY_BOT);
  }

  @Test
  void declinesAnUnplayableVariantWithVariant() {
    assertThat(judge("  concurrency: 1\n", Spec.blitz().variant("crazyhouse")).reason())
        .isEqualTo(DeclineReason.VARIANT);
  }

  @Test
  void declinesAnAcceptedVariantNoEngineCanPlayWithVariant() {
    ChallengePolicy policy = policy("  variants: [standard, kingOfTheHill]\n");
    policy.playable((variant, speed) -> !variant.equals("kingOfTheHill"));
    ChallengeVerdict verdict = policy.judge(Spec.blitz().variant("kingOfTheHill").build());
    assertThat(verdict.reason()).isEqualTo(DeclineReason.VARIANT);
    assertThat(verdict.explanation()).contains("no configured engine plays kingOfTheHill at blitz");
    assertThat(policy.judge(Spec.blitz().build()).accept()).isTrue();
  }

  @Test
  void declinesAnyVariantWithStandardWhenOnlyStandardIsAccepted() {
    assertThat(judge("  variants: [standard]\n", Spec.blitz().variant("chess960")).reason())
        .isEqualTo(DeclineReason.STANDARD);
  }

  @Test
  void declinesWithTooFastWhenBelowMinimumClock() {
    assertThat(judge("  min_initial_seconds: 300\n", Spec.blitz()).reason())
        .isEqualTo(DeclineReason.TOO_FAST);
  }

  @Test
  void declinesWithTooFastWhenBelowMinimumIncrement() {
    assertThat(judge("  min_increment_seconds: 3\n", Spec.blitz()).reason())
        .isEqualTo(DeclineReason.TOO_FAST);
  }

  @Test
  void declinesWithTooSlowWhenAboveMaximumClockOrIncrement() {
    assertThat(judge("  max_initial_seconds: 120\n", Spec.blitz()).reason())
        .isEqualTo(DeclineReason.TOO_SLOW);
    assertThat(judge("  max_increment_seconds: 1\n", Spec.blitz()).reason())
        .isEqualTo(DeclineReason.TOO_SLOW);
  }

  @Test
  void declinesWithTooSlowAGameEstimatedToLastLongerThanMaxEstimatedGameDuration() {
    // 3+2 lasts about 7 minutes by BotLi's estimate, 15+10 about 37.
    assertThat(judge("  max_estimated_game_duration: 7\n", Spec.blitz()).accept()).isTrue();
    ChallengeVerdict verdict = judge("  max_estimated_game_duration: 6\n", Spec.blitz());
    assertThat(verdict.reason()).isEqualTo(DeclineReason.TOO_SLOW);
    assertThat(verdict.explanation()).contains("about 7 min").contains("max_estimated_game_duration");
    assertThat(judge("  max_estimated_game_duration: 30\n", Spec.blitz().clock("rapid", 900, 10)).reason())
        .isEqualTo(DeclineReason.TOO_SLOW);
  }

  @Test
  void maxEstimatedGameDurationMayBeSetForBotsAlone() {
    String yaml = "  bots: {max_estimated_game_duration: 6}\n";
    assertThat(judge(yaml, Spec.blitz()).accept()).isTrue();
    assertThat(judge(yaml, Spec.blitz().user("fastbot", true)).reason()).isEqualTo(DeclineReason.TOO_SLOW);
  }

  @Test
  void aGamesEstimatedLengthFollowsBotLisFormula() {
    assertThat(ChallengeFilter.estimatedGameMinutes(180, 0)).isEqualTo(4);
    assertThat(ChallengeFilter.estimatedGameMinutes(180, 2)).isEqualTo(7);
    assertThat(ChallengeFilter.estimatedGameMinutes(900, 10)).isEqualTo(37);
    assertThat(ChallengeFilter.estimatedGameMinutes(0, 1)).as("0+1 counts a 3 s initial clock").isEqualTo(2);
  }

  @Test
  void declinesASpeedFasterThanAllAcceptedWithTooFast() {
    assertThat(judge("  speeds: [blitz, rapid]\n", Spec.blitz().clock("bullet", 60, 0)).reason())
        .isEqualTo(DeclineReason.TOO_FAST);
  }

  @Test
  void declinesASpeedSlowerThanAllAcceptedWithTooSlow() {
    assertThat(judge("  speeds: [bullet, blitz]\n", Spec.blitz().clock("classical", 1800, 0)).reason())
        .isEqualTo(DeclineReason.TOO_SLOW);
  }

  @Test
  void declinesASpeedInAGapWithTimeControl() {
    assertThat(judge("  speeds: [bullet, rapid]\n", Spec.blitz()).reason())
        .isEqualTo(DeclineReason.TIME_CONTROL);
  }

  @Test
  void declinesAClockNotInTheListWithTimeControl() {
    assertThat(judge("  time_controls: [\"1+0\", \"3+0\"]\n", Spec.blitz()).reason())
        .isEqualTo(DeclineReason.TIME_CONTROL);
    assertThat(judge("  time_controls: [\"3+2\"]\n", Spec.blitz()).accept()).isTrue();
  }

  @Test
  void declinesCorrespondenceWithTooSlowUnlessEnabled() {
    assertThat(judge("  concurrency: 1\n", Spec.blitz().correspondence()).reason())
        .isEqualTo(DeclineReason.TOO_SLOW);
    assertThat(judge("  speeds: [blitz, correspondence]\n", Spec.blitz().correspondence()).accept()).isTrue();
  }

  @Test
  void asksForACasualGameWhenRatedIsRefused() {
    assertThat(judge("  accept_rated: false\n", Spec.blitz().rated(true)).reason())
        .isEqualTo(DeclineReason.CASUAL);
  }

  @Test
  void asksForARatedGameWhenCasualIsRefused() {
    assertThat(judge("  accept_casual: false\n", Spec.blitz().rated(false)).reason())
        .isEqualTo(DeclineReason.RATED);
  }

  @Test
  void declinesARatingOutsideTheRangeWithGeneric() {
    assertThat(judge("  min_rating: 2000\n", Spec.blitz()).reason()).isEqualTo(DeclineReason.GENERIC);
    assertThat(judge("  max_rating: 1800\n", Spec.blitz()).reason()).isEqualTo(DeclineReason.GENERIC);
    assertThat(judge("  max_rating: 1900\n", Spec.blitz().rating(1900)).accept()).isTrue();
  }

  @Test
  void declinesARematchOfferWhenRematchesAreNotWanted() {
    Challenge rematch = withRematchOf(Spec.blitz().build(), "Ab12Cd34");
    assertThat(policy("  accept_rematch: false\n").judge(rematch).reason()).isEqualTo(DeclineReason.GENERIC);
    assertThat(policy("  accept_rematch: true\n").judge(rematch).accept()).isTrue();
  }

  private static Challenge withRematchOf(Challenge c, String gameId) {
    return new Challenge(c.id(), c.url(), c.status(), c.challenger(), c.destUser(), c.variant(), c.rated(),
        c.speed(), c.timeControl(), c.color(), c.finalColor(), c.perf(), gameId, c.initialFen(),
        c.declineReason(), c.declineReasonKey(), c.direction());
  }

  @Test
  void botsAndHumansEachGetTheirOwnFilterAndInheritTheRest() {
    String yaml = "  speeds: [blitz, rapid]\n  bots:\n    speeds: [bullet]\n  humans:\n    accept_rated: false\n";
    Spec bulletBot = Spec.blitz().user("otherbot", true).clock("bullet", 60, 1);
    assertThat(judge(yaml, bulletBot).accept()).isTrue();
    assertThat(judge(yaml, Spec.blitz().user("otherbot", true)).reason()).isEqualTo(DeclineReason.TOO_SLOW);
    assertThat(judge(yaml, Spec.blitz().clock("bullet", 60, 1)).reason()).isEqualTo(DeclineReason.TOO_FAST);
    assertThat(judge(yaml, Spec.blitz()).reason()).as("humans: rated refused").isEqualTo(DeclineReason.CASUAL);
    assertThat(judge(yaml, Spec.blitz().rated(false)).accept()).as("humans keep speeds from the top").isTrue();
  }

  @Test
  void declinesBulletWithoutIncrementWhenItMustHaveOne() {
    String yaml = "  speeds: [bullet, blitz]\n  bullet_requires_increment: true\n";
    assertThat(judge(yaml, Spec.blitz().clock("bullet", 60, 0)).reason()).isEqualTo(DeclineReason.TOO_FAST);
    assertThat(judge(yaml, Spec.blitz().clock("bullet", 60, 1)).accept()).isTrue();
    assertThat(judge(yaml, Spec.blitz().clock("blitz", 180, 0)).accept()).isTrue();
  }

  @Test
  void correspondenceDaysMustLieWithinMinAndMaxDays() {
    String speeds = "  speeds: [blitz, correspondence]\n";
    assertThat(judge(speeds + "  min_days: 5\n", Spec.blitz().correspondence()).reason())
        .isEqualTo(DeclineReason.TOO_FAST);
    assertThat(judge(speeds + "  max_days: 2\n", Spec.blitz().correspondence()).reason())
        .isEqualTo(DeclineReason.TOO_SLOW);
    assertThat(judge(speeds + "  min_days: 3\n  max_days: 3\n", Spec.blitz().correspondence()).accept()).isTrue();
  }

  @Test
  void theRatingWindowIsRelativeToOurOwnRatingInTheGamesCategory() {
    ChallengePolicy policy = policy("  rating_difference: 200\n");
    assertThat(policy.judge(Spec.blitz().rating(2500).build()).accept()).as("our rating unknown yet").isTrue();
    policy.ourRatings(java.util.Map.of("blitz", 2000, "bullet", 2600));
    ChallengeVerdict far = policy.judge(Spec.blitz().rating(2500).build());
    assertThat(far.reason()).isEqualTo(DeclineReason.GENERIC);
    assertThat(far.explanation()).contains("from ours (2000 in blitz)");
    assertThat(policy.judge(Spec.blitz().rating(2150).build()).accept()).isTrue();
    assertThat(policy.judge(Spec.blitz().rating(1750).build()).accept()).isFalse();
  }

  @Test
  void aFilterProblemInTheBotsSectionNamesItsKey() {
    assertThatThrownBy(() -> ConfigLoader.parse("challenge:\n  bots:\n    min_days: 9\n    max_days: 3\n"
        + "    spedes: [bullet]\n"))
        .hasMessageContaining("challenge.bots.min_days: 9 is above max_days 3")
        .hasMessageContaining("challenge.bots.spedes: unknown key; did you mean \"speeds\"?");
  }
}
