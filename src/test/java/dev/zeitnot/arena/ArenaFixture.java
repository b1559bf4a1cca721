package dev.zeitnot.arena;

import dev.zeitnot.arena.accounts.Accounts;
import dev.zeitnot.arena.clock.TimeSource;
import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.settings.ArenaSettings;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import java.util.Map;

/**
 * An arena on a manual clock with the default accounts and two bot clients, for the tests: a JUnit
 * extension ({@code @RegisterExtension final ArenaFixture fx = new ArenaFixture();} starts one per
 * test and closes it after), or a resource of its own in try-with-resources.
 */
final class ArenaFixture implements AfterEachCallback, AutoCloseable {

  private static final ArenaSettings TEST_SETTINGS = ArenaSettings.DEFAULT.withKeepAliveMillis(200);

  final ManualTime time = new ManualTime();
  Arena arena;
  TestClient bot;
  TestClient rival;
  TestClient human;

  ArenaFixture() {
    this(TEST_SETTINGS);
  }

  ArenaFixture(ArenaSettings settings) {
    this(settings, null);
  }

  /** With {@code source} null the arena runs on {@link #time}. */
  ArenaFixture(ArenaSettings settings, TimeSource source) {
    start(settings, source);
  }

  /** Closes this arena and starts another with {@code settings} (on {@link #time} when {@code source} is null). */
  void restart(ArenaSettings settings, TimeSource source) {
    close();
    start(settings, source);
  }

  private void start(ArenaSettings settings, TimeSource source) {
    try {
      arena = Arena.start(0, Accounts.defaults(), settings.withTime(source == null ? time : source));
    } catch (IOException e) {
      throw new UncheckedIOException("cannot start the test arena", e);
    }
    bot = new TestClient(arena, Accounts.BOT_TOKEN);
    rival = new TestClient(arena, Accounts.RIVAL_TOKEN);
    human = new TestClient(arena, Accounts.HUMAN_TOKEN);
  }

  @Override
  public void afterEach(ExtensionContext context) {
    close();
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
