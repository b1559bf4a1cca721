package dev.zeitnot.bot.challenge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.bot.game.FakeLichessApi;
import dev.zeitnot.config.ConfigLoader;
import dev.zeitnot.config.MatchmakingConfig;
import dev.zeitnot.lichess.model.Account;
import dev.zeitnot.lichess.model.Challenge;
import dev.zeitnot.lichess.model.ChallengeCanceledEvent;
import dev.zeitnot.lichess.model.ChallengeDeclinedEvent;
import dev.zeitnot.lichess.model.PerfStats;
import dev.zeitnot.testing.SettableClock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

class MatchmakingProfilesTest {

  private final SettableClock clock = new SettableClock(Instant.parse("2026-12-06T12:00:00Z"));
  private final FakeLichessApi api = new FakeLichessApi(bot("zeitnot", 2000), () -> 0L);

  private static Account bot(String name, int rating) {
    PerfStats perf = new PerfStats(10, rating, 60, 0, false);
    return new Account(name.toLowerCase(), name, "BOT", null, null,
        Map.of("bullet", perf, "blitz", perf, "chess960", perf, "correspondence", perf));
  }

  private static MatchmakingConfig config(String keys) {
    return ConfigLoader.parse("matchmaking:\n  enabled: true\n  idle_seconds: 60\n  rating_difference: 0\n"
        + "  time_controls: [\"1+1\"]\n" + keys).matchmaking();
  }

  private Matchmaker matchmaker(MatchmakingConfig config) {
    return new Matchmaker(config, Set.of(), 1, api, clock, () -> 0, new Random(3));
  }

  private List<String> challenges() {
    return api.commands.stream().filter(c -> c.startsWith("challenge ")).map(c -> c.substring(0, c.lastIndexOf(' ')))
        .toList();
  }

  private static String idOf(String command) {
    return command.substring(command.lastIndexOf(' ') + 1);
  }

  /** Waits the idle time, challenges, and withdraws the challenge (as if it was cancelled elsewhere). */
  private void challengeOnce(Matchmaker matchmaker) {
    clock.advance(60_000);
    matchmaker.tick();
    String sent = api.commands.get(api.commands.size() - 1);
    matchmaker.onEvent(new ChallengeCanceledEvent(challenge(idOf(sent), null)));
  }

  private static Challenge challenge(String id, String reasonKey) {
    return new Challenge(id, "x", "declined", null, null, null, false, null, null, "random", null, null, null,
        null, null, reasonKey, "out");
  }

  @Test
  void profilesInTurnOfferTheDefaultKeysThenEachProfileWithItsOwnKeys() {
    api.online.add(bot("Rival", 2000));
    Matchmaker matchmaker = matchmaker(config("  profile_order: in_turn\n  profiles:\n"
        + "    blitz960: {time_controls: [\"3+2\"], variants: [chess960], mode: rated}\n"));
    for (int i = 0; i < 3; i++) {
      challengeOnce(matchmaker);
    }
    assertThat(challenges()).containsExactly("challenge Rival 60+1 standard casual",
        "challenge Rival 180+2 chess960 rated", "challenge Rival 60+1 standard casual");
  }

  @Test
  void aDefaultOfWeightZeroLeavesOnlyTheProfilesToChooseFrom() {
    api.online.add(bot("Rival", 2000));
    Matchmaker matchmaker = matchmaker(config("  weight: 0\n  profiles:\n    blitz: {time_controls: [\"3+2\"]}\n"));
    for (int i = 0; i < 5; i++) {
      challengeOnce(matchmaker);
    }
    assertThat(challenges()).hasSize(5).allMatch(c -> c.equals("challenge Rival 180+2 standard casual"));
  }

  @Test
  void correspondenceProfilesChallengeWithDaysPerMove() {
    api.online.add(bot("Rival", 2000));
    Matchmaker matchmaker = matchmaker(config("  weight: 0\n  profiles:\n"
        + "    daily: {time_controls: [], days: [3]}\n"));
    challengeOnce(matchmaker);
    assertThat(challenges()).containsExactly("challenge Rival 3d standard casual");
  }

  @Test
  void withATargetRatingDifferenceTheBotNearestThatGapIsChallengedFirst() {
    api.online.addAll(List.of(bot("Close", 2050), bot("Target", 2150), bot("Far", 2300)));
    Matchmaker matchmaker = matchmaker(config("  target_rating_difference: 150\n"));
    clock.advance(60_000);
    matchmaker.tick();
    String first = api.commands.get(api.commands.size() - 1);
    assertThat(first).startsWith("challenge Target ");
    matchmaker.onEvent(new ChallengeDeclinedEvent(challenge(idOf(first), "generic")));
    clock.advance(60_000);
    matchmaker.tick();
    assertThat(challenges()).containsExactly("challenge Target 60+1 standard casual",
        "challenge Close 60+1 standard casual");
  }

  @Test
  void weightsMakeAProfileChosenInProportion() {
    MatchmakingConfig config = config("  weight: 1\n  profiles:\n    often: {weight: 3}\n");
    ProfileChooser chooser = new ProfileChooser(config, new Random(11));
    int often = 0;
    for (int i = 0; i < 4000; i++) {
      often += chooser.next().name().equals("often") ? 1 : 0;
    }
    assertThat(often).isBetween(2850, 3150);
  }
}
