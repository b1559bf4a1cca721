package dev.zeitnot.bot.tournament;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.bot.game.FakeLichessApi;
import dev.zeitnot.bot.game.GameEvents;
import dev.zeitnot.config.TournamentsConfig;
import dev.zeitnot.lichess.Endpoint;
import dev.zeitnot.lichess.RateLimitedException;
import dev.zeitnot.lichess.model.Account;
import dev.zeitnot.lichess.model.GameFinishEvent;
import dev.zeitnot.lichess.model.GameInfo;
import dev.zeitnot.lichess.model.GameStartEvent;
import dev.zeitnot.lichess.model.GameStatus;
import dev.zeitnot.lichess.model.Tournament;
import dev.zeitnot.lichess.model.TournamentInfo;
import dev.zeitnot.lichess.model.TournamentList;
import dev.zeitnot.lichess.model.VariantInfo;
import dev.zeitnot.testing.SettableClock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class TournamentEntrantTest {

  private static final VariantInfo STANDARD = new VariantInfo("standard", "Standard", "Std");
  private static final VariantInfo CHESS960 = new VariantInfo("chess960", "Chess960", "960");

  private final SettableClock clock = new SettableClock(Instant.parse("2026-11-30T18:00:00Z"));
  private final FakeLichessApi api = new FakeLichessApi(new Account("zeitnot", "zeitnot", "BOT", null, null, null),
      System::nanoTime);
  private final AtomicInteger freeSlots = new AtomicInteger(1);

  private TournamentEntrant entrant(TournamentsConfig config) {
    return new TournamentEntrant(config, api, clock, freeSlots::get);
  }

  private static TournamentsConfig listing(List<String> ids, Map<String, String> teams, Map<String, String> passwords) {
    TournamentsConfig d = TournamentsConfig.DEFAULT;
    return new TournamentsConfig(ids, teams, passwords, false, d.speeds(), d.variants(), d.mode(), d.maxPerDay(),
        d.startsWithinMinutes(), d.checkSeconds());
  }

  private static TournamentsConfig autoJoin(int maxPerDay) {
    return new TournamentsConfig(List.of(), Map.of(), Map.of(), true, List.of("bullet", "blitz"),
        List.of("standard"), "any", maxPerDay, 60, 60);
  }

  private TournamentInfo running(String id) {
    return new TournamentInfo(id, "Bot Arena " + id, true, false, 0, 600, 4, new TournamentInfo.Me(1, false, null));
  }

  /** An arena of the server's list starting {@code inMinutes} from now (negative: running). */
  private Tournament arena(String id, int limit, int increment, VariantInfo variant, boolean botsAllowed,
      int inMinutes) {
    long start = clock.instant().plusSeconds(60L * inMinutes).toEpochMilli();
    return new Tournament(id, "Arena " + id, "arena", 60, new Tournament.Clock(limit, increment), false, variant,
        start, start + 3_600_000, inMinutes > 0 ? Tournament.CREATED : Tournament.STARTED, 3, botsAllowed);
  }

  private static GameInfo arenaGame(String gameId, String arenaId) {
    GameInfo game = GameEvents.arenaStart("white");
    return new GameInfo(gameId, gameId + "abcd", "white", "", "", false, true, true, "arena", GameStatus.STARTED,
        game.variant(), "bullet", null, game.opponent(), 60, null, null, null, arenaId, null, null);
  }

  @Test
  void joinsTheListedArenasWithTheirTeamAndEntryCode() {
    api.tournamentInfo.put("Arena001", running("Arena001"));
    api.tournamentInfo.put("Arena002", running("Arena002"));
    freeSlots.set(2);
    TournamentEntrant entrant = entrant(listing(List.of("Arena001", "Arena002"), Map.of("Arena001", "my-team"),
        Map.of("Arena002", "secret")));

    entrant.check();

    assertThat(api.commands).contains("join Arena001 team=my-team", "join Arena002 password=secret");
    assertThat(entrant.joined()).containsExactlyInAnyOrder("Arena001", "Arena002");
  }

  @Test
  void keepsASlotFreeForAJoinedArenaWhileNoGameOfItRuns() {
    api.tournamentInfo.put("Arena001", running("Arena001"));
    TournamentEntrant entrant = entrant(listing(List.of("Arena001"), Map.of(), Map.of()));
    entrant.check();
    assertThat(entrant.reserved()).isEqualTo(1);

    entrant.onEvent(new GameStartEvent(arenaGame("game0001", "Arena001")));
    assertThat(entrant.reserved()).isZero(); // the pairing holds the slot now
    assertThat(entrant.describe()).singleElement().asString().endsWith("(Arena001), running, a game of it in progress");

    entrant.onEvent(new GameFinishEvent(arenaGame("game0001", "Arena001")));
    assertThat(entrant.reserved()).isEqualTo(1);
  }

  @Test
  void keepsNoSlotForAnArenaThatStartsInAnHour() {
    api.tournamentInfo.put("Arena001", new TournamentInfo("Arena001", "Later", false, false, 3600, null, 2,
        new TournamentInfo.Me(null, false, null)));
    TournamentEntrant entrant = entrant(listing(List.of("Arena001"), Map.of(), Map.of()));

    entrant.check();

    assertThat(entrant.joined()).containsExactly("Arena001");
    assertThat(entrant.describe()).containsExactly("Later (Arena001), starts at 2026-11-30T19:00:00Z");
    assertThat(entrant.reserved()).isZero();
    clock.advance((3600 - 60) * 1000L);
    assertThat(entrant.reserved()).isEqualTo(1);
  }

  @Test
  void waitsForAFreeSlotBeforeJoining() {
    api.tournamentInfo.put("Arena001", running("Arena001"));
    freeSlots.set(0);
    TournamentEntrant entrant = entrant(listing(List.of("Arena001"), Map.of(), Map.of()));

    entrant.check();
    assertThat(api.commands).noneMatch(c -> c.startsWith("join"));

    freeSlots.set(1);
    entrant.check();
    assertThat(api.commands).contains("join Arena001");
  }

  @Test
  void withdrawsFromEveryJoinedArenaOnStopAndJoinsNoMore() {
    api.tournamentInfo.put("Arena001", running("Arena001"));
    TournamentEntrant entrant = entrant(listing(List.of("Arena001"), Map.of(), Map.of()));
    entrant.check();

    entrant.stop();
    entrant.check();

    assertThat(api.commands).containsOnlyOnce("join Arena001").contains("withdraw Arena001");
    assertThat(entrant.joined()).isEmpty();
    assertThat(entrant.reserved()).isZero();
  }

  @Test
  void withdrawsOnStopFromAnArenaWhosePairingItPlaysThoughItJoinedItInAnEarlierRun() {
    TournamentEntrant entrant = entrant(listing(List.of(), Map.of(), Map.of()));

    entrant.onEvent(new GameStartEvent(arenaGame("game0001", "Arena009")));
    entrant.stop();

    assertThat(api.commands).contains("withdraw Arena009");
  }

  @Test
  void leavesAnArenaThatIsOverAndDoesNotJoinItAgain() {
    api.tournamentInfo.put("Arena001", running("Arena001"));
    TournamentEntrant entrant = entrant(listing(List.of("Arena001"), Map.of(), Map.of()));
    entrant.check();

    api.tournamentInfo.put("Arena001", new TournamentInfo("Arena001", "Bot Arena", true, true, null, 0, 4,
        new TournamentInfo.Me(2, false, null)));
    entrant.check();
    entrant.check();

    assertThat(entrant.joined()).isEmpty();
    assertThat(entrant.reserved()).isZero();
    assertThat(api.commands).containsOnlyOnce("join Arena001");
  }

  @Test
  void givesUpAnArenaWhoseEntryTheServerRefuses() {
    api.refusedJoins.put("Arena001", "Wrong entry code");
    TournamentEntrant entrant = entrant(listing(List.of("Arena001"), Map.of(), Map.of("Arena001", "oops")));

    entrant.check();
    entrant.check();

    assertThat(api.commands).containsOnlyOnce("join-failed Arena001");
    assertThat(entrant.joined()).isEmpty();
  }

  @Test
  void joinsAgainWhenTheServerPausedIt() {
    api.tournamentInfo.put("Arena001", running("Arena001"));
    TournamentEntrant entrant = entrant(listing(List.of("Arena001"), Map.of(), Map.of()));
    entrant.check();

    api.tournamentInfo.put("Arena001", new TournamentInfo("Arena001", "Bot Arena", true, false, null, 300, 4,
        new TournamentInfo.Me(3, true, null)));
    entrant.check();

    assertThat(api.commands.stream().filter("join Arena001"::equals)).hasSize(2);
  }

  @Test
  void autoJoinsOnlyArenasThatAllowBotsAndFitTheOwnersLimits() {
    api.tournaments = new TournamentList(List.of(
        arena("NoBots01", 60, 0, STANDARD, false, 10),
        arena("Rapid001", 600, 0, STANDARD, true, 10),
        arena("Var96001", 60, 0, CHESS960, true, 10),
        arena("TooLate1", 60, 0, STANDARD, true, 120),
        arena("Fits0001", 180, 0, STANDARD, true, 30)), List.of(), List.of());
    api.tournamentInfo.put("Fits0001", new TournamentInfo("Fits0001", "Arena", false, false, 1800, null, 3, null));
    TournamentEntrant entrant = entrant(autoJoin(2));

    entrant.check();
    entrant.check();

    assertThat(api.commands.stream().filter(c -> c.startsWith("join"))).containsExactly("join Fits0001");
  }

  @Test
  void autoJoinsNoArenaOfAVariantNoConfiguredEnginePlays() {
    VariantInfo atomic = new VariantInfo("atomic", "Atomic", "Atom");
    api.tournaments = new TournamentList(List.of(
        arena("Atomic01", 60, 0, atomic, true, 10),
        arena("Fits0001", 180, 0, STANDARD, true, 30)), List.of(), List.of());
    api.tournamentInfo.put("Fits0001", new TournamentInfo("Fits0001", "Arena", false, false, 1800, null, 3, null));
    TournamentEntrant entrant = entrant(new TournamentsConfig(List.of(), Map.of(), Map.of(), true,
        List.of("bullet", "blitz"), List.of("standard", "atomic"), "any", 2, 60, 60));
    entrant.playable((variant, speed) -> !variant.equals("atomic"));

    entrant.check();
    entrant.check();

    assertThat(api.commands.stream().filter(c -> c.startsWith("join"))).containsExactly("join Fits0001");
  }

  @Test
  void autoJoinsAtMostMaxPerDayArenasADayAndMoreTheNextUtcDay() {
    clock.set(Instant.parse("2026-11-30T23:50:00Z"));
    api.tournaments = new TournamentList(List.of(), List.of(
        arena("Arena001", 60, 0, STANDARD, true, -5),
        arena("Arena002", 60, 1, STANDARD, true, -4),
        arena("Arena003", 60, 2, STANDARD, true, -3)), List.of());
    List.of("Arena001", "Arena002", "Arena003").forEach(id -> api.tournamentInfo.put(id, running(id)));
    freeSlots.set(3);
    TournamentEntrant entrant = entrant(autoJoin(2));

    entrant.check();
    entrant.check();
    entrant.check();
    assertThat(api.commands.stream().filter(c -> c.startsWith("join"))).containsExactly("join Arena001",
        "join Arena002");

    clock.set(Instant.parse("2026-12-01T00:00:01Z"));
    entrant.check();
    assertThat(api.commands).contains("join Arena003");
  }

  @Test
  void pausesForAMinuteAfterA429() {
    TournamentEntrant entrant = entrant(autoJoin(2));
    api.failNextTournamentList(new RateLimitedException(Endpoint.TOURNAMENTS, Duration.ZERO, "Too many requests"));
    entrant.check();
    int calls = api.commands.size();

    clock.advance(30_000);
    entrant.check();
    assertThat(api.commands).hasSize(calls);

    clock.advance(31_000);
    entrant.check();
    assertThat(api.commands).hasSizeGreaterThan(calls);
  }
}
