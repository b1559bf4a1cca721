package dev.zeitnot.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zeitnot.chess.Variant;
import org.junit.jupiter.api.Test;

class MatchmakingConfigTest {

  @Test
  void readsTheOffersAndLimits() {
    MatchmakingConfig config = ConfigLoader.parse("matchmaking:\n  enabled: true\n"
        + "  time_controls: [\"0.5+0\", \"5+3\"]\n"
        + "  variants: [chess960]\n  mode: random\n  block_list: [SomeBot]\n  daily_bot_games: 40\n").matchmaking();
    assertThat(config.enabled()).isTrue();
    assertThat(config.timeControls()).containsExactly(new ClockSetting(30, 0), new ClockSetting(300, 3));
    assertThat(config.variants()).containsExactly("chess960");
    assertThat(config.blockList()).containsExactly("somebot");
    assertThat(config.dailyBotGames()).isEqualTo(40);
  }

  @Test
  void offersEveryVariantWhoseRulesExistAndRefusesAnUnknownOneNamingTheKnown() {
    String keys = String.join(", ", MatchmakingConfig.OFFERED_VARIANTS);
    assertThat(ConfigLoader.parse("matchmaking:\n  variants: [" + keys + "]\n").matchmaking().variants())
        .containsExactlyElementsOf(MatchmakingConfig.OFFERED_VARIANTS);
    assertThat(MatchmakingConfig.OFFERED_VARIANTS).contains(Variant.THREE_CHECK.lichessKey())
        .doesNotContain("fromPosition");
    assertThatThrownBy(() -> ConfigLoader.parse("matchmaking:\n  variants: [kingofthehil]\n"))
        .isInstanceOf(ConfigException.class)
        .hasMessageContaining("matchmaking.variants[0]: \"kingofthehil\" is not a variant the bot offers; "
            + "did you mean \"kingOfTheHill\"? allowed: " + keys);
  }

  @Test
  void refusesClocksTheServerWouldRefuseAndCapsAboveTheServers() {
    assertThatThrownBy(() -> ConfigLoader.parse("matchmaking:\n  time_controls: [\"0.25+0\", \"2.5+0\"]\n"
        + "  daily_bot_games: 150\n  mode: sometimes\n"))
        .isInstanceOf(ConfigException.class)
        .hasMessageContaining("matchmaking.time_controls[0]: \"0.25+0\" is ultraBullet")
        .hasMessageContaining("matchmaking.time_controls[1]: \"2.5+0\" is not a clock the server accepts")
        .hasMessageContaining("matchmaking.daily_bot_games: 150 is out of range; allowed 1..100")
        .hasMessageContaining("matchmaking.mode: \"sometimes\" is not a mode");
  }

  @Test
  void readsThePreferenceFilterBlockListAndLeaverKeysAndNamesABadOne() {
    MatchmakingConfig config = ConfigLoader.parse("""
        matchmaking:
          rating_preference: high
          challenge_filter: coarse
          include_challenge_block_list: false
          leaver_wait_minutes: 0
        """).matchmaking();
    assertThat(config.ratingPreference()).isEqualTo(MatchmakingConfig.RatingPreference.HIGH);
    assertThat(config.challengeFilter()).isEqualTo(MatchmakingConfig.ChallengeFilterMode.COARSE);
    assertThat(config.includeChallengeBlockList()).isFalse();
    assertThat(config.leaverWaitMinutes()).isZero();
    assertThatThrownBy(() -> ConfigLoader.parse("matchmaking:\n  rating_preference: higher\n"
        + "  challenge_filter: strict\n  leaver_wait_minutes: -5\n"))
        .hasMessageContaining("matchmaking.rating_preference: \"higher\" is not allowed; use one of: none, high, low")
        .hasMessageContaining("matchmaking.challenge_filter: \"strict\" is not allowed; use one of: none, coarse, fine")
        .hasMessageContaining("matchmaking.leaver_wait_minutes: -5 is out of range; allowed 0..43200");
  }
}
