package dev.zeitnot.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.arena.accounts.Accounts;
import dev.zeitnot.arena.Arena;
import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.settings.ArenaSettings;
import dev.zeitnot.arena.lobby.ArenaChallenge;
import dev.zeitnot.arena.opponents.RandomOpponent;
import dev.zeitnot.arena.http.StreamKind;
import dev.zeitnot.config.OpsConfig;
import dev.zeitnot.ops.OpsServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The ops endpoint of a bot playing in the arena, scraped as Prometheus and a probe would. */
class OpsEndpointInArenaTest {

  private static final Pattern MOVES = Pattern.compile("(?m)^zeitnot_moves_total (\\S+)$");

  private final HttpClient http = HttpClient.newHttpClient();

  private HttpResponse<String> get(OpsServer ops, String path) {
    try {
      return http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + ops.port() + path)).build(),
          HttpResponse.BodyHandlers.ofString());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  private double movesCounted(OpsServer ops) {
    Matcher moves = MOVES.matcher(get(ops, "/metrics").body());
    return moves.find() ? Double.parseDouble(moves.group(1)) : -1;
  }

  @Test
  void metricsCountTheMovesOfAGameItsRateLimitsAndReconnectsAndHealthFailsOnceTheEventStreamIsRefusedForGood()
      throws Exception {
    Arena arena = Arena.start(0, Accounts.defaults(), ArenaSettings.DEFAULT.withKeepAliveMillis(300));
    arena.addOpponent("Random", () -> new RandomOpponent(7));
    try (OpsServer ops = OpsServer.start(OpsConfig.DEFAULT.listeningOn("127.0.0.1", 0),
        "https://lichess.org", System::nanoTime);
        RunningBot bot = new RunningBot(arena, Accounts.BOT_TOKEN, Files.createTempDirectory("zeitnot-ops"),
            System::nanoTime, ops.observer()).awaitOnline()) {
      Await.until("/health says healthy", () -> get(ops, "/health").statusCode() == 200);

      ArenaChallenge challenge = arena.challenge("Random", "zeitnot", 60, 1, "white");
      Await.until("the bot accepts", () -> arena.lobby().game(challenge.id()).isPresent());
      ArenaGame game = arena.lobby().game(challenge.id()).orElseThrow();
      Await.until("the bot has moved", () -> movesCounted(ops) >= 1);
      double early = movesCounted(ops);
      // Early in the game: its next move meets a 429, its game stream is cut.
      arena.faults().failRequests("/move/", 429, 1);
      arena.streams().closeAll(StreamKind.GAME);
      Await.until("the 429 and the game stream's reconnect are counted", () -> {
        String metrics = get(ops, "/metrics").body();
        return metrics.contains("zeitnot_rate_limited_total{endpoint=\"move\"} 1.0")
            && !metrics.contains("zeitnot_reconnects_total{stream=\"game\"} 0.0");
      });
      Await.until("the move counter grows", () -> movesCounted(ops) > early || game.isOver());
      assertThat(movesCounted(ops)).isGreaterThan(early);

      arena.faults().failRequests("/api/stream/event", 401, -1);
      arena.streams().closeAll(StreamKind.EVENT);
      Await.until("/health says unhealthy", () -> get(ops, "/health").statusCode() == 503);
      assertThat(get(ops, "/health").body()).contains("\"event_stream\":\"refused\"")
          .contains("the server refused the event stream for good");
    } finally {
      arena.faults().clearFailures();
      arena.close();
    }
  }

  @Test
  void whileStalledSocketsAndPageStreamsCrowdTheEndpointHealthAnswersInASecondAndTheGameGoesOn() throws Exception {
    Arena arena = Arena.start(0, Accounts.defaults(), ArenaSettings.DEFAULT.withKeepAliveMillis(300));
    arena.addOpponent("Random", () -> new RandomOpponent(11));
    List<Socket> crowd = new ArrayList<>();
    try (OpsServer ops = OpsServer.start(OpsConfig.DEFAULT.listeningOn("127.0.0.1", 0),
        "https://lichess.org", System::nanoTime);
        RunningBot bot = new RunningBot(arena, Accounts.BOT_TOKEN, Files.createTempDirectory("zeitnot-ops"),
            System::nanoTime, ops.observer()).awaitOnline()) {
      ArenaChallenge challenge = arena.challenge("Random", "zeitnot", 60, 1, "white");
      Await.until("the bot has moved", () -> movesCounted(ops) >= 1);
      ArenaGame game = arena.lobby().game(challenge.id()).orElseThrow();
      for (int i = 0; i < 16; i++) {
        crowd.add(sending(ops, "GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"));
      }
      for (int i = 0; i < 50; i++) {
        crowd.add(sending(ops, "G"));
      }
      double crowded = movesCounted(ops);
      for (int i = 0; i < 10; i++) {
        long start = System.nanoTime();
        assertThat(get(ops, "/health").statusCode()).isEqualTo(200);
        assertThat((System.nanoTime() - start) / 1_000_000).as("probe %d", i + 1).isLessThan(1_000);
      }
      Await.until("the bot moves again", () -> movesCounted(ops) > crowded || game.isOver());
      assertThat(game.rejectedMoves(game.colorOf(bot.account()))).isZero();
    } finally {
      for (Socket socket : crowd) {
        socket.close();
      }
      arena.close();
    }
  }

  private static Socket sending(OpsServer ops, String text) throws IOException {
    Socket socket = new Socket("127.0.0.1", ops.port());
    socket.getOutputStream().write(text.getBytes(StandardCharsets.US_ASCII));
    socket.getOutputStream().flush();
    return socket;
  }
}
