package dev.zeitnot.arena;

import dev.zeitnot.arena.accounts.Accounts;
import dev.zeitnot.arena.clock.TimeSource;
import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.settings.ArenaSettings;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.Map;

/** An arena on a manual clock with the default accounts and two bot clients, for the tests. */
final class ArenaFixture implements AutoCloseable {

  final ManualTime time = new ManualTime();
  final Arena arena;
  final TestClient bot;
  final TestClient rival;
  final TestClient human;

  ArenaFixture() throws IOException {
    this(ArenaSettings.DEFAULT.withKeepAliveMillis(200));
  }

  ArenaFixture(ArenaSettings settings) throws IOException {
    this(settings, null);
  }

  /** With {@code source} null the arena runs on {@link #time}. */
  ArenaFixture(ArenaSettings settings, TimeSource source) throws IOException {
    arena = Arena.start(0, Accounts.defaults(), settings.withTime(source == null ? time : source));
    bot = new TestClient(arena, Accounts.BOT_TOKEN);
    rival = new TestClient(arena, Accounts.RIVAL_TOKEN);
    human = new TestClient(arena, Accounts.HUMAN_TOKEN);
  }

  /** zeitnot (white) vs rival (black) at {@code limit}+{@code increment}; returns the game id. */
  String startGame(int limit, int increment) {
    TestClient.Answer created = bot.post("/api/challenge/rival", Map.of("clock.limit",
        Integer.toString(limit), "clock.increment", Integer.toString(increment), "color", "white"));
    assertThat(created.status()).as(created.body().toString()).isEqualTo(200);
    String id = created.body().path("id").asText();
    assertThat(rival.post("/api/challenge/" + id + "/accept").status()).isEqualTo(200);
    return id;
  }

  /** Plays {@code uci} for whoever is to move in a zeitnot-rival game. */
  TestClient.Answer play(String gameId, int ply, String uci) {
    return (ply % 2 == 0 ? bot : rival).post("/api/bot/game/" + gameId + "/move/" + uci);
  }

  /** Plays the moves from the start, each in time, asserting each is accepted. */
  void playAll(String gameId, String... moves) {
    for (int i = 0; i < moves.length; i++) {
      TestClient.Answer answer = play(gameId, i, moves[i]);
      assertThat(answer.status()).as(moves[i] + ": " + answer.body()).isEqualTo(200);
    }
  }

  ArenaGame game(String id) {
    return arena.lobby().game(id).orElseThrow();
  }

  @Override
  public void close() {
    arena.close();
  }
}
