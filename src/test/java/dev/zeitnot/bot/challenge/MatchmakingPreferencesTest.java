package dev.zeitnot.bot.challenge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.bot.game.FakeLichessApi;
import dev.zeitnot.bot.game.GameEvents;
import dev.zeitnot.config.ClockSetting;
import dev.zeitnot.config.MatchmakingConfig;
import dev.zeitnot.config.MatchmakingConfig.ChallengeFilterMode;
import dev.zeitnot.config.MatchmakingConfig.RatingPreference;
import dev.zeitnot.lichess.model.Account;
import dev.zeitnot.lichess.model.GameFinishEvent;
import dev.zeitnot.lichess.model.GameInfo;
import dev.zeitnot.lichess.model.GameStartEvent;
import dev.zeitnot.lichess.model.GameStatus;
import dev.zeitnot.lichess.model.Opponent;
import dev.zeitnot.lichess.model.PerfStats;
import dev.zeitnot.testing.SettableClock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Matchmaking's rating_preference, challenge_filter, include_challenge_block_list and leaver_wait_minutes. */
class MatchmakingPreferencesTest {

  private final SettableClock clock = new SettableClock(Instant.parse("2026-11-30T10:00:00Z"));
  private final FakeLichessApi api = new FakeLichessApi(bot("zeitnot", 2000), () -> 0L);

  private static Account bot(String name, int rating) {
    return new Account(name.toLowerCase(), name, "BOT", null, null, Map.of("bullet", new PerfStats(10, rating, 60, 0,
        false)));
  }

  private static MatchmakingConfig config(RatingPreference preference, ChallengeFilterMode filter,
      boolean includeChallengeBlockList, int leaverWaitMinutes) {
    return new MatchmakingConfig(true, 60, List.of(new ClockSetting(60, 1)), List.of("standard"), "casual", 600,
        4000, 0, List.of(), 30, false, 0, 100, preference, filter, includeChallengeBlockList, leaverWaitMinutes);
  }

  private Matchmaker matchmaker(MatchmakingConfig config) {
    return new Matchmaker(config, Set.of("spammer"), 1, api, clock, () -> 0, new Random(1));
  }

  private List<String> challenges() {
    return api.commands.stream().filter(c -> c.startsWith("challenge ")).toList();
  }

  private String lastChallengeId() {
    List<String> sent = challenges();
    String last = sent.get(sent.size() - 1);
    return last.substring(last.lastIndexOf(' ') + 1);
  }

  private static GameInfo game(String id, String opponent, GameStatus status, String winner) {
    return new GameInfo(id, id + "full", "white", "", "", false, true, false, "friend", status,
        GameEvents.STANDARD, "bullet", null, new Opponent(opponent, opponent, 2000, null, null), 60, 2000,
        null, winner, null, null, null);
  }

  private void playOneGame(Matchmaker matchmaker, GameStatus status, String winner) {
    clock.advance(60_000);
    matchmaker.tick();
    String id = lastChallengeId();
    matchmaker.onEvent(new GameStartEvent(game(id, "rival", GameStatus.STARTED, null)));
    matchmaker.onEvent(new GameFinishEvent(game(id, "rival", status, winner)));
    clock.advance(60_000);
    matchmaker.tick();
  }

  @Test
  void aBotThatAbortedOurGameIsNotChallengedUntilTheLeaverWaitIsOver() {
    api.online.add(bot("Rival", 2000));
    Matchmaker matchmaker = matchmaker(config(RatingPreference.NONE, ChallengeFilterMode.FINE, true, 30));
    playOneGame(matchmaker, GameStatus.ABORTED, null);
    assertThat(challenges()).hasSize(1);
    clock.advance(30 * 60_000);
    matchmaker.tick();
    assertThat(challenges()).hasSize(2);
  }

  @Test
  void aBotThatLeftSoThatTheServerGaveUsTheGameIsLeftAloneToo() {
    api.online.add(bot("Rival", 2000));
    Matchmaker matchmaker = matchmaker(config(RatingPreference.NONE, ChallengeFilterMode.FINE, true, 30));
    playOneGame(matchmaker, GameStatus.TIMEOUT, "white");
    assertThat(challenges()).hasSize(1);
  }

  @Test
  void aBotThatPlayedItsGameOutIsChallengedAgainAndWithoutAWaitAnAbortIsForgotten() {
    api.online.add(bot("Rival", 2000));
    playOneGame(matchmaker(config(RatingPreference.NONE, ChallengeFilterMode.FINE, true, 30)), GameStatus.MATE,
        "black");
    assertThat(challenges()).hasSize(2);
    api.commands.clear();
    playOneGame(matchmaker(config(RatingPreference.NONE, ChallengeFilterMode.FINE, true, 0)), GameStatus.ABORTED,
        null);
    assertThat(challenges()).hasSize(2);
  }

  @Test
  void theChallengeBlockListIsSkippedOnlyWhenIncluded() {
    api.online.add(bot("Spammer", 2000));
    Matchmaker including = matchmaker(config(RatingPreference.NONE, ChallengeFilterMode.FINE, true, 30));
    clock.advance(60_000);
    including.tick();
    assertThat(challenges()).isEmpty();
    Matchmaker excluding = matchmaker(config(RatingPreference.NONE, ChallengeFilterMode.FINE, false, 30));
    clock.advance(60_000);
    excluding.tick();
    assertThat(challenges()).singleElement().asString().startsWith("challenge Spammer ");
  }

  @Test
  void aRatingPreferenceMakesTheHighestOrLowestRatedTwiceAsLikelyAsTheOtherEnd() {
    List<Account> online = List.of(bot("Low", 1800), bot("High", 2200));
    assertThat(shareOfHigh(RatingPreference.NONE, online)).isBetween(0.45, 0.55);
    assertThat(shareOfHigh(RatingPreference.HIGH, online)).isBetween(0.62, 0.72);
    assertThat(shareOfHigh(RatingPreference.LOW, online)).isBetween(0.28, 0.38);
  }

  @Test
  void offersNoVariantThatNoConfiguredEnginePlays() {
    MatchmakingConfig both = new MatchmakingConfig(true, 60, List.of(new ClockSetting(60, 1)),
        List.of("standard", "atomic"), "casual", 600, 4000, 0, List.of(), 30, false, 0, 100, RatingPreference.NONE,
        ChallengeFilterMode.FINE, true, 30);
    OpponentPicker picker = new OpponentPicker(both, Set.of(), new DeclineMemory(), new Random(5));
    picker.playable((variant, speed) -> !variant.equals("atomic"));
    for (int i = 0; i < 50; i++) {
      assertThat(picker.pick(both.base(), List.of(bot("Other", 2000)), bot("zeitnot", 2000), Set.of(), Instant.EPOCH)
          .orElseThrow().offer().variant()).isEqualTo("standard");
    }
  }

  private static double shareOfHigh(RatingPreference preference, List<Account> online) {
    MatchmakingConfig config = config(preference, ChallengeFilterMode.FINE, true, 30);
    OpponentPicker picker = new OpponentPicker(config, Set.of(), new DeclineMemory(), new Random(5));
    Account us = bot("zeitnot", 2000);
    int high = 0;
    int draws = 3000;
    for (int i = 0; i < draws; i++) {
      if (picker.pick(config.base(), online, us, Set.of(), Instant.EPOCH).orElseThrow().botId().equals("high")) {
        high++;
      }
    }
    return high / (double) draws;
  }
}
