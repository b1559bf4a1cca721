package dev.zeitnot.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

class TournamentsConfigTest {

  @Test
  void isOffByDefault() {
    assertThat(ConfigLoader.parse("").tournaments().enabled()).isFalse();
  }

  @Test
  void readsTheListedArenasWithTheirTeamsAndEntryCodesAndTheAutoJoinLimits() {
    TournamentsConfig config = ConfigLoader.parse("tournaments:\n  join: [AbCd1234, Efgh5678]\n"
        + "  teams: {AbCd1234: my-team}\n  passwords: {Efgh5678: secret}\n  auto_join: true\n"
        + "  speeds: [blitz]\n  variants: [chess960]\n  mode: rated\n  max_per_day: 5\n"
        + "  starts_within_minutes: 10\n  check_seconds: 30\n").tournaments();

    assertThat(config.enabled()).isTrue();
    assertThat(config.join()).containsExactly("AbCd1234", "Efgh5678");
    assertThat(config.teams()).isEqualTo(Map.of("AbCd1234", "my-team"));
    assertThat(config.passwords()).isEqualTo(Map.of("Efgh5678", "secret"));
    assertThat(config.speeds()).containsExactly("blitz");
    assertThat(config.variants()).containsExactly("chess960");
    assertThat(config.mode()).isEqualTo("rated");
    assertThat(config.maxPerDay()).isEqualTo(5);
    assertThat(config.startsWithinMinutes()).isEqualTo(10);
    assertThat(config.checkSeconds()).isEqualTo(30);
  }

  @Test
  void namesTheKeyOfEveryBadValueWithTheFix() {
    assertThatThrownBy(() -> ConfigLoader.parse("tournaments:\n  join: [abc]\n  teams: {Zzzz9999: t}\n"
        + "  speeds: [ultraBullet]\n  variants: [atomik, fromPosition]\n  mode: sometimes\n  max_per_day: 0\n"))
        .isInstanceOf(ConfigException.class)
        .hasMessageContaining("tournaments.join[0]: \"abc\" is not a tournament id; it is the 8 letters and digits")
        .hasMessageContaining("tournaments.teams.Zzzz9999: is not in tournaments.join; add the id there")
        .hasMessageContaining("tournaments.speeds[0]: \"ultraBullet\" is not a speed bots play in arenas")
        .hasMessageContaining("tournaments.variants[0]: \"atomik\" is not an arena variant the bot plays; "
            + "did you mean \"atomic\"?")
        .hasMessageContaining("tournaments.variants[1]: \"fromPosition\" is not an arena variant the bot plays")
        .hasMessageContaining("tournaments.mode: \"sometimes\" is not a mode; allowed: any, rated, casual")
        .hasMessageContaining("tournaments.max_per_day: 0 is out of range; allowed 1..100");
  }

  @Test
  void acceptsEveryVariantTheBotPlaysInArenasByTheServersKeyInAnyCase() {
    TournamentsConfig config = ConfigLoader.parse("tournaments:\n  auto_join: true\n  variants: [standard, "
        + "chess960, kingofthehill, threeCheck, antichess, atomic, horde, racingKings, crazyhouse]\n").tournaments();
    assertThat(config.variants()).containsExactly("standard", "chess960", "kingOfTheHill", "threeCheck",
        "antichess", "atomic", "horde", "racingKings", "crazyhouse");
  }

  @Test
  void refusesAutoJoinWithNoSpeedToJoin() {
    assertThatThrownBy(() -> ConfigLoader.parse("tournaments:\n  auto_join: true\n  speeds: []\n"))
        .isInstanceOf(ConfigException.class)
        .hasMessageContaining("tournaments.speeds: is empty while auto_join is true");
  }
}
