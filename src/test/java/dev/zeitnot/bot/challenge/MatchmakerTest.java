package dev.zeitnot.bot.challenge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.bot.game.FakeLichessApi;
import dev.zeitnot.bot.game.GameEvents;
import dev.zeitnot.config.MatchmakingConfig;
import dev.zeitnot.config.ClockSetting;
import dev.zeitnot.lichess.model.Account;
import dev.zeitnot.lichess.model.Challenge;
import dev.zeitnot.lichess.model.ChallengeDeclinedEvent;
import dev.zeitnot.lichess.model.GameFinishEvent;
import dev.zeitnot.lichess.model.GameInfo;
import dev.zeitnot.lichess.model.GameStartEvent;
import dev.zeitnot.lichess.model.GameStatus;
import dev.zeitnot.lichess.model.Opponent;
import dev.zeitnot.lichess.model.PerfStats;
import dev.zeitnot.testing.SettableClock;
import dev.zeitnot.lichess.Endpoint;
import dev.zeitnot.lichess.LichessHttpException;
import dev.zeitnot.lichess.RateLimitedException;
import dev.zeitnot.lichess.model.LichessError;
import dev.zeitnot.lichess.model.RateLimit;
import java.time.Duration;
import java.time.Instant;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MatchmakerTest {

  private static Account bot(String name, int rating) {
    return new Account(name.toLowerCase(), name, "BOT", null, null,
        Map.of("bullet", new PerfStats(10, rating, 60, 0, false), "blitz", new PerfStats(10, rating, 60, 0, false)));
  }

  private static final MatchmakingConfig CONFIG = new MatchmakingConfig(true, 60,
      List.of(new ClockSetting(60, 1)), List.of("standard"), "casual", 600, 4000, 300, List.of("blockedbot"),
      30, false, 0, 2);

  private final SettableClock clock = new SettableClock(Instant.parse("2026-11-30T23:00:00Z"));
  private final FakeLichessApi api = new FakeLichessApi(bot("zeitnot", 2000), () -> 0L);
  private final AtomicInteger busy = new AtomicInteger();

  private Matchmaker matchmaker(MatchmakingConfig config) {
    return new Matchmaker(config, Set.of("spammer"), 1, api, clock, busy::get, new Random(1));
  }

  private List<String> challenges() {
    return api.commands.stream().filter(c -> c.startsWith("challenge ")).toList();
  }

  private static GameInfo game(String id, String opponent) {
    return new GameInfo(id, id + "full", "white", "", "", false, true, false, "friend", GameStatus.STARTED,
        GameEvents.STANDARD, "bullet", null, new Opponent(opponent, opponent, 2000, null, null), 60, 2000,
        null, null, null, null, null);
  }

  private static Challenge challenge(String id, String reasonKey) {
    return new Challenge(id, "x", "declined", null, null, null, false, null, null, "random", null, null, null,
        null, null, reasonKey, "out");
  }

  private String lastChallengeId() {
    List<String> sent = challenges();
    String last = sent.get(sent.size() - 1);
    return last.substring(last.lastIndexOf(' ') + 1);
  }

  @Test
  void challengesAnOnlineBotInTheRatingWindowOnlyAfterTheIdleTime() {
    api.online.addAll(List.of(bot("zeitnot", 2000), bot("FarAbove", 2400), bot("BlockedBot", 2000),
        bot("Spammer", 2000), new Account("alice", "Alice", null, null, null, Map.of()), bot("Fitting", 2100)));
    Matchmaker matchmaker = matchmaker(CONFIG);
    matchmaker.tick();
    assertThat(api.commands).isEmpty();
    clock.advance(60_000);
    matchmaker.tick();
    assertThat(challenges()).singleElement().asString().startsWith("challenge Fitting 60+1 standard casual");
    matchmaker.tick();
    assertThat(challenges()).hasSize(1); // one challenge at a time
  }

  @Test
  void itsStateSaysWhetherItIsIdleLookingOrWaitingForAnAnswer() {
    api.online.add(bot("Fitting", 2000));
    Matchmaker matchmaker = matchmaker(CONFIG);
    assertThat(matchmaker.state()).isEqualTo("idle; looking again at 2026-11-30T23:01:00Z (0 of 2 bot games today)");
    clock.advance(60_000);
    assertThat(matchmaker.state()).startsWith("looking for an opponent");
    matchmaker.tick();
    assertThat(matchmaker.state()).startsWith("challenged fitting to 1+1 casual").contains("waiting for an answer");
    busy.set(1);
    matchmaker.onEvent(new ChallengeDeclinedEvent(challenge(lastChallengeId(), "later")));
    assertThat(matchmaker.state()).startsWith("waiting for a free slot");
  }

  @Test
  void pausedByTheOwnerItSendsNoChallengeUntilResumed() {
    api.online.add(bot("Fitting", 2000));
    Matchmaker matchmaker = matchmaker(CONFIG);
    clock.advance(60_000);
    matchmaker.pauseByOwner();
    matchmaker.tick();
    assertThat(challenges()).isEmpty();
    assertThat(matchmaker.state()).startsWith("paused by the owner");
    matchmaker.resumeByOwner();
    matchmaker.tick();
    assertThat(challenges()).singleElement().asString().startsWith("challenge Fitting 60+1");
  }

  @Test
  void withdrawsAChallengeLeftUnansweredAndNeverChallengesDuringAGameUnlessAllowed() {
    api.online.add(bot("Fitting", 2000));
    Matchmaker matchmaker = matchmaker(CONFIG);
    clock.advance(60_000);
    matchmaker.tick();
    String id = lastChallengeId();
    clock.advance(30_000);
    matchmaker.tick();
    assertThat(api.commands).contains("cancel " + id);
    busy.set(1);
    clock.advance(3_600_000);
    matchmaker.tick();
    assertThat(challenges()).hasSize(1);
  }

  @Test
  void aTimeControlDeclineLeadsToAnotherClockForThatBot() {
    api.online.add(bot("Picky", 2000));
    MatchmakingConfig twoClocks = new MatchmakingConfig(true, 60,
        List.of(new ClockSetting(60, 1), new ClockSetting(180, 2)), List.of("standard"), "casual", 600, 4000, 0,
        List.of(), 30, false, 0, 100);
    Matchmaker matchmaker = matchmaker(twoClocks);
    clock.advance(60_000);
    matchmaker.tick();
    String first = challenges().get(0);
    matchmaker.onEvent(new ChallengeDeclinedEvent(challenge(lastChallengeId(), "timecontrol")));
    clock.advance(60_000);
    matchmaker.tick();
    String second = challenges().get(1);
    assertThat(second.split(" ")[2]).isNotEqualTo(first.split(" ")[2]);
    matchmaker.onEvent(new ChallengeDeclinedEvent(challenge(lastChallengeId(), "later")));
    clock.advance(60_000);
    matchmaker.tick();
    assertThat(challenges()).hasSize(2); // "later": left alone for a while
  }

  @Test
  void stopsAtTheDailyBotGameLimitAndResumesAfterMidnight() {
    api.online.add(bot("Rival", 2000));
    Matchmaker matchmaker = matchmaker(CONFIG); // at most 2 bot games a day
    for (int game = 0; game < 2; game++) {
      clock.advance(60_000);
      matchmaker.tick();
      String id = lastChallengeId();
      matchmaker.onEvent(new GameStartEvent(game(id, "rival")));
      matchmaker.onEvent(new GameFinishEvent(game(id, "rival")));
    }
    assertThat(matchmaker.botGamesToday()).isEqualTo(2);
    clock.advance(60_000);
    matchmaker.tick();
    clock.advance(1_200_000);
    matchmaker.tick();
    assertThat(challenges()).hasSize(2);
    clock.set(Instant.parse("2026-12-01T00:00:01Z"));
    matchmaker.tick();
    assertThat(challenges()).hasSize(3);
    assertThat(matchmaker.botGamesToday()).isZero();
  }

  @Test
  void ourCapAtChallengeCreationPausesForTheServersSecondsNotUntilMidnight() {
    api.online.add(bot("Rival", 2000));
    api.failNextChallenge(new RateLimitedException(Endpoint.CHALLENGE_CREATE, Duration.ofHours(2),
        "You played 100 games against other bots today"));
    Matchmaker matchmaker = matchmaker(CONFIG);
    clock.advance(60_000); // 23:01 UTC
    matchmaker.tick();
    assertThat(api.commands).contains("refused challenge to Rival");
    clock.advance(Duration.ofMinutes(119).toMillis()); // past midnight, a minute short of the server's time
    matchmaker.tick();
    assertThat(challenges()).isEmpty();
    clock.advance(60_000);
    matchmaker.tick();
    assertThat(challenges()).singleElement().asString().startsWith("challenge Rival");
  }

  @Test
  void anOpponentAtItsCapIsLeftAloneForTheSecondsTheServerGives() {
    api.online.add(bot("Busy", 2000));
    api.failNextChallenge(new LichessHttpException(400, Endpoint.CHALLENGE_CREATE, new LichessError(
        "Busy played 100 games against other bots today", new RateLimit(RateLimit.BOT_VS_BOT_DAY, 7200))));
    Matchmaker matchmaker = matchmaker(CONFIG);
    clock.advance(60_000);
    matchmaker.tick();
    clock.advance(Duration.ofMinutes(119).toMillis());
    matchmaker.tick();
    assertThat(challenges()).isEmpty();
    clock.advance(Duration.ofMinutes(2).toMillis());
    matchmaker.tick();
    assertThat(challenges()).singleElement().asString().startsWith("challenge Busy");
  }

  @Test
  void arenaPairingsCountTowardsTheDailyBotGames() {
    Matchmaker matchmaker = matchmaker(CONFIG);
    GameInfo arena = new GameInfo("Ar3naGam", "Ar3naGamfull", "white", "", "", false, true, false, "arena",
        GameStatus.STARTED, GameEvents.STANDARD, "bullet", null, new Opponent("rival", "Rival", 2000, null, null), 60,
        2000, null, null, "tourney1", null, null);
    matchmaker.onEvent(new GameStartEvent(arena));
    assertThat(matchmaker.botGamesToday()).isEqualTo(1);
  }

  @Test
  void remembersTodaysBotGamesAndTheDeclinesOverARestart(@TempDir Path dir) {
    MatchmakingStore store = new MatchmakingStore(dir.resolve("matchmaking-state.json"));
    api.online.add(bot("Rival", 2000));
    Matchmaker before = matchmaker(CONFIG);
    before.remember(store);
    clock.advance(60_000);
    before.tick();
    String id = lastChallengeId();
    before.onEvent(new GameStartEvent(game(id, "rival")));
    before.onEvent(new GameFinishEvent(game(id, "rival")));
    clock.advance(60_000);
    before.tick();
    before.onEvent(new ChallengeDeclinedEvent(challenge(lastChallengeId(), "nobot")));

    Matchmaker after = matchmaker(CONFIG); // the bot restarted
    after.remember(store);
    clock.advance(600_000); // idle long enough, still before midnight
    after.tick();

    assertThat(after.botGamesToday()).isEqualTo(1);
    assertThat(challenges()).hasSize(2); // Rival said noBot before the restart
    clock.set(Instant.parse("2026-12-01T12:00:00Z"));
    assertThat(after.botGamesToday()).isZero();
  }
}
