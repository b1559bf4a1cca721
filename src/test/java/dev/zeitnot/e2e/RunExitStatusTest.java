package dev.zeitnot.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.accounts.Accounts;
import dev.zeitnot.arena.Arena;
import dev.zeitnot.arena.settings.ArenaSettings;
import dev.zeitnot.arena.http.StreamKind;
import dev.zeitnot.cli.Main;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code run} against the arena: the exit statuses of faults that retrying cannot mend, and an outage it survives. */
class RunExitStatusTest {

  @TempDir
  Path dir;

  private final StringWriter err = new StringWriter();

  @Test
  void exitsWith77WhenTheTokenLacksTheBotPlayScope() throws Exception {
    try (Arena arena = Arena.start(0, Accounts.defaults(), ArenaSettings.DEFAULT)) {
      arena.accounts().add(new ArenaAccount("Scopeless", "BOT", "lip_scopeless",
          Set.of("challenge:read", "challenge:write"), 1500));
      assertThat(run(arena.port(), "lip_scopeless").get(60, TimeUnit.SECONDS)).isEqualTo(77);
      assertThat(err.toString()).contains("lacks the bot:play scope")
          .contains("account/oauth/token/create?scopes[]=bot:play");
    }
  }

  @Test
  void exitsWith77ForATokenTheServerDoesNotKnow() throws Exception {
    try (Arena arena = Arena.start(0, Accounts.defaults(), ArenaSettings.DEFAULT)) {
      assertThat(run(arena.port(), "lip_nobody").get(60, TimeUnit.SECONDS)).isEqualTo(77);
      assertThat(err.toString()).contains("does not know the token").doesNotContain("lip_nobody");
    }
  }

  @Test
  void exitsWith67ForAnAccountThatIsNotABot() throws Exception {
    try (Arena arena = Arena.start(0, Accounts.defaults(), ArenaSettings.DEFAULT)) {
      // A token made with bot:play for an account that was never upgraded.
      arena.accounts().add(new ArenaAccount("Human", null, "lip_human", ArenaAccount.BOT_SCOPES, 1500));
      assertThat(run(arena.port(), "lip_human").get(60, TimeUnit.SECONDS)).isEqualTo(67);
      assertThat(err.toString()).contains("not a BOT account").contains("api/bot/account/upgrade");
    }
  }

  @Test
  void exitsWith77WhenTheTokenIsRevokedWhileRunning() throws Exception {
    try (Arena arena = Arena.start(0, Accounts.defaults(),
        ArenaSettings.DEFAULT.withKeepAliveMillis(300))) {
      ArenaAccount bot = arena.accounts().byToken(Accounts.BOT_TOKEN).orElseThrow();
      CompletableFuture<Integer> status = run(arena.port(), Accounts.BOT_TOKEN);
      Await.until("the bot connects", () -> arena.lobby().isOnline(bot));

      arena.accounts().revoke("zeitnot");
      arena.streams().closeAll(StreamKind.EVENT);

      assertThat(status.get(60, TimeUnit.SECONDS)).isEqualTo(77);
      assertThat(err.toString()).contains("refused the token (HTTP 401");
    }
  }

  @Test
  void waitsOutAServerThatIsDownAtStartUp() throws Exception {
    int port;
    try (ServerSocket probe = new ServerSocket(0)) {
      port = probe.getLocalPort();
    }
    CompletableFuture<Integer> status = run(port, Accounts.BOT_TOKEN);
    Thread.sleep(1_500); // the first tries find nothing listening
    assertThat(status).isNotDone();
    try (Arena arena = Arena.start(port, Accounts.defaults(),
        ArenaSettings.DEFAULT.withKeepAliveMillis(300))) {
      ArenaAccount bot = arena.accounts().byToken(Accounts.BOT_TOKEN).orElseThrow();
      Await.until("the bot connects once the server is up", () -> arena.lobby().isOnline(bot));
      assertThat(status).isNotDone();
      arena.accounts().revoke("zeitnot");
      arena.streams().closeAll(StreamKind.EVENT);
      assertThat(status.get(60, TimeUnit.SECONDS)).isEqualTo(77);
    }
  }

  private CompletableFuture<Integer> run(int port, String token) throws Exception {
    Path tokenFile = Files.writeString(dir.resolve("token-" + System.nanoTime()), token + "\n");
    Files.setPosixFilePermissions(tokenFile, PosixFilePermissions.fromString("rw-------"));
    Path config = Files.writeString(dir.resolve("bot-" + System.nanoTime() + ".yml"),
        "server:\n  url: http://127.0.0.1:" + port + "\n  token_file: " + tokenFile + "\n"
            + "game:\n  pgn_directory: " + dir.resolve("games") + "\n");
    CommandLine cli = Main.commandLine();
    cli.setErr(new PrintWriter(err, true));
    return CompletableFuture.supplyAsync(() -> cli.execute("run", "--config", config.toString()));
  }
}
