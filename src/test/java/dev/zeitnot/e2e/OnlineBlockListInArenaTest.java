package dev.zeitnot.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import dev.zeitnot.arena.Arena;
import dev.zeitnot.arena.accounts.Accounts;
import dev.zeitnot.arena.lobby.ArenaChallenge;
import dev.zeitnot.arena.settings.ArenaSettings;
import dev.zeitnot.config.OnlineListsConfig;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The real bot reads its block list from a URL (a local HTTP server) and declines who is on it. */
class OnlineBlockListInArenaTest {

  @TempDir
  Path dir;

  @Test
  void aChallengerOnTheListAtTheUrlIsDeclinedAndOthersAreAccepted() throws Exception {
    AtomicInteger reads = new AtomicInteger();
    HttpServer lists = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    lists.createContext("/block.txt", exchange -> {
      byte[] body = "# bots and people we do not play\nRival\n\n  someone-else  # a comment\n"
          .getBytes(StandardCharsets.UTF_8);
      exchange.sendResponseHeaders(200, body.length);
      exchange.getResponseBody().write(body);
      exchange.close();
      reads.incrementAndGet();
    });
    lists.start();
    String url = "http://127.0.0.1:" + lists.getAddress().getPort() + "/block.txt";
    try (Arena arena = Arena.start(0, Accounts.defaults(), ArenaSettings.DEFAULT.withKeepAliveMillis(300))) {
      RunningBot bot = new RunningBot(arena, Accounts.BOT_TOKEN, dir, System::nanoTime,
          config -> config.withChallenge(config.challenge().withOnlineLists(
              new OnlineListsConfig(List.of(url), List.of(), 3600))));
      try {
        bot.awaitOnline();
        Await.until("the list is read", () -> reads.get() > 0);
        ArenaChallenge blocked = arena.challenge("Rival", "zeitnot", Map.of("clock.limit", "60",
            "clock.increment", "1"));
        Await.until("the bot answers Rival", () -> !arena.lobby().challenge(blocked.id()).orElseThrow()
            .status().equals("created"));
        assertThat(arena.lobby().challenge(blocked.id()).orElseThrow().status()).isEqualTo("declined");
        assertThat(arena.lobby().challenge(blocked.id()).orElseThrow().declineReasonKey()).isEqualTo("generic");
        ArenaChallenge welcome = arena.challenge("Alice", "zeitnot", Map.of("clock.limit", "60",
            "clock.increment", "1"));
        Await.until("the bot accepts Alice", () -> arena.lobby().game(welcome.id()).isPresent());
      } finally {
        bot.close();
      }
    } finally {
      lists.stop(0);
    }
  }
}
