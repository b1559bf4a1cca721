package dev.zeitnot.arena;

import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.opponents.RandomOpponent;
import dev.zeitnot.arena.tournaments.ArenaTournament;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;

/** Arena tournaments on the arena: the endpoints, pairing of the players present, scores and the end. */
class ArenaTournamentsTest {

  private static Map<String, String> form(String seconds, String waitSeconds) {
    return Map.of("name", "Bot Bullet Arena", "clockTime", "1", "clockIncrement", "0", "seconds", seconds,
        "waitSeconds", waitSeconds, "conditions.bots", "true", "rated", "false");
  }

  @Test
  void listsAnArenaLetsABotJoinAndWithdrawAndShowsItsPlace() throws IOException {
    try (ArenaFixture fx = new ArenaFixture()) {
      TestClient.Answer created = fx.human.post("/api/tournament", form("600", "60"));
      assertThat(created.status()).as(created.body().toString()).isEqualTo(200);
      String id = created.body().path("id").asText();

      JsonNode upcoming = fx.bot.get("/api/tournament").body().path("created").get(0);
      assertThat(upcoming.path("id").asText()).isEqualTo(id);
      assertThat(upcoming.path("botsAllowed").asBoolean()).isTrue();
      assertThat(upcoming.path("status").asInt()).isEqualTo(10);
      assertThat(upcoming.path("secondsToStart").asInt()).isEqualTo(60);
      assertThat(upcoming.path("clock").path("limit").asInt()).isEqualTo(60);

      assertThat(fx.bot.post("/api/tournament/" + id + "/join", Map.of("pairMeAsap", "true")).status())
          .isEqualTo(200);
      JsonNode page = fx.bot.get("/api/tournament/" + id).body();
      assertThat(page.path("isStarted").asBoolean()).isFalse();
      assertThat(page.path("me").path("rank").asInt()).isEqualTo(1);
      assertThat(page.path("me").path("withdraw").asBoolean()).isFalse();

      assertThat(fx.bot.post("/api/tournament/" + id + "/withdraw").status()).isEqualTo(200);
      assertThat(fx.bot.get("/api/tournament/" + id).body().path("me").path("withdraw").asBoolean()).isTrue();
      fx.time.advance(61_000);
      assertThat(fx.bot.get("/api/tournament").body().path("started").get(0).path("id").asText()).isEqualTo(id);
    }
  }

  @Test
  void refusesAWrongEntryCodeAndBotsWhereTheyAreNotAllowed() throws IOException {
    try (ArenaFixture fx = new ArenaFixture()) {
      String closed = fx.human.post("/api/tournament", Map.of("clockTime", "3", "clockIncrement", "0",
          "minutes", "30")).body().path("id").asText();
      String locked = fx.human.post("/api/tournament", Map.of("clockTime", "3", "clockIncrement", "0",
          "minutes", "30", "password", "secret", "conditions.bots", "true")).body().path("id").asText();

      assertThat(fx.bot.post("/api/tournament/" + closed + "/join").error()).contains("Bot accounts cannot join");
      assertThat(fx.bot.post("/api/tournament/" + locked + "/join", Map.of("password", "nope")).error())
          .isEqualTo("Wrong entry code");
      assertThat(fx.bot.post("/api/tournament/" + locked + "/join", Map.of("password", "secret")).status())
          .isEqualTo(200);
      assertThat(fx.human.post("/api/tournament", Map.of("clockTime", "0.25", "clockIncrement", "0",
          "minutes", "30", "conditions.bots", "true")).error()).contains("UltraBullet");
    }
  }

  @Test
  void pairsThePresentPlayersUntilTheEndScoresTheirGamesAndRanksThem() throws IOException {
    try (ArenaFixture fx = new ArenaFixture()) {
      for (int i = 1; i <= 3; i++) {
        int seed = i;
        fx.arena.addOpponent("Random" + i, 1500 + i, () -> new RandomOpponent(seed));
      }
      String id = fx.human.post("/api/tournament", form("60", "0")).body().path("id").asText();
      for (int i = 1; i <= 3; i++) {
        fx.arena.joinTournament(id, "Random" + i);
      }
      fx.arena.joinTournament(id, "zeitnot"); // joined, but with no event stream open: never paired
      ArenaTournament tournament = fx.arena.tournaments().get(id).orElseThrow();

      for (int second = 0; second < 60; second++) {
        fx.time.advance(1_000);
        sleep(100); // the arena's timer pairs within 50 ms
        await(() -> fx.arena.lobby().games().stream().allMatch(ArenaGame::isOver));
      }
      fx.time.advance(1_000);
      await(() -> tournament.isFinished(fx.arena.tournaments().now()));
      int played = tournament.gamesPlayed();
      fx.time.advance(5_000);
      sleep(200);

      assertThat(tournament.gamesPlayed()).isEqualTo(played); // nothing paired after the end
      List<ArenaTournament.Standing> standings = tournament.standings();
      assertThat(standings).extracting(ArenaTournament.Standing::rank).containsExactly(1, 2, 3, 4);
      assertThat(standings).extracting(ArenaTournament.Standing::score).isSortedAccordingTo((a, b) -> b - a);
      assertThat(standings.stream().mapToInt(ArenaTournament.Standing::games).sum()).isEqualTo(2 * played);
      assertThat(standings.get(3).account().username()).isEqualTo("zeitnot");
      assertThat(standings.get(3).games()).isZero();
      assertThat(played).isGreaterThan(1);
      String results = fx.bot.text("/api/tournament/" + id + "/results");
      assertThat(results.lines()).hasSize(4).first().asString().contains("\"rank\":1");
      assertThat(fx.bot.get("/api/tournament/" + id).body().path("isFinished").asBoolean()).isTrue();
    }
  }

  @Test
  void aPairedBotGetsGameStartFromTheArenaWithTheTournamentId() throws IOException {
    try (ArenaFixture fx = new ArenaFixture()) {
      fx.arena.addOpponent("Random1", () -> new RandomOpponent(1));
      String id = fx.human.post("/api/tournament", form("600", "0")).body().path("id").asText();
      TestClient.Lines events = fx.bot.stream("/api/stream/event");
      fx.arena.joinTournament(id, "Random1");
      fx.bot.post("/api/tournament/" + id + "/join");
      ArenaAccount bot = fx.arena.accounts().byName("zeitnot").orElseThrow();
      await(() -> fx.arena.lobby().isOnline(bot)); // only players with an open event stream are paired
      fx.time.advance(1_000);
      await(() -> fx.arena.tournaments().get(id).orElseThrow().gameOf(bot) != null);

      JsonNode game = events.next("gameStart").path("game");
      assertThat(game.path("source").asText()).isEqualTo("arena");
      assertThat(game.path("tournamentId").asText()).isEqualTo(id);
      assertThat(fx.bot.post("/api/bot/game/" + game.path("gameId").asText() + "/berserk").status()).isEqualTo(400);
    }
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Waits (at most 10 s) for the arena's timer thread and players. */
  private static void await(BooleanSupplier condition) {
    long deadline = System.nanoTime() + 10_000_000_000L;
    while (!condition.getAsBoolean() && System.nanoTime() < deadline) {
      try {
        Thread.sleep(20);
      } catch (InterruptedException e) {
        throw new IllegalStateException(e);
      }
    }
    assertThat(condition.getAsBoolean()).as("condition met within 10 s").isTrue();
  }
}
