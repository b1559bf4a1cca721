package dev.zeitnot.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.arena.Arena;
import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.accounts.Accounts;
import dev.zeitnot.arena.settings.ArenaSettings;
import dev.zeitnot.cli.Main;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * docs/troubleshooting.md against the program: every exit status and every {@code check} refusal
 * class the page lists is produced here, and the message it quotes is in what the program printed.
 */
class TroubleshootingPageTest {

  private static final Pattern QUOTE = Pattern.compile("`([^`]+)`");

  @TempDir
  Path dir;

  /** What a command printed on stderr, and its exit status. */
  private record Outcome(int status, String err) {}

  @Test
  void everyExitStatusThePageQuotesComesWithThatMessage() throws Exception {
    Map<String, String> quoted = quotes("## Exit statuses", 2);
    assertThat(quoted.keySet()).containsExactly("0", "1", "2", "67", "77", "78");
    Map<String, Outcome> produced = new LinkedHashMap<>();
    produced.put("2", cli("run"));
    produced.put("78", cli("run", "--config", config("challenge:\n  concurrency: 0\n").toString()));
    try (Arena arena = Arena.start(0, Accounts.defaults(), ArenaSettings.DEFAULT)) {
      arena.accounts().add(new ArenaAccount("Scopeless", "BOT", "lip_scopeless",
          java.util.Set.of("challenge:read"), 1500));
      arena.accounts().add(new ArenaAccount("Human", null, "lip_human", ArenaAccount.BOT_SCOPES, 1500));
      produced.put("77", run(arena.port(), "lip_scopeless"));
      produced.put("67", run(arena.port(), "lip_human"));
    }
    for (Map.Entry<String, Outcome> entry : produced.entrySet()) {
      assertThat(quoted.get(entry.getKey())).as("the quote of exit " + entry.getKey()).isNotEmpty();
      assertThat(entry.getValue().status()).as("exit status").isEqualTo(Integer.parseInt(entry.getKey()));
      assertThat(entry.getValue().err()).as("the message of exit " + entry.getKey())
          .contains(quoted.get(entry.getKey()));
    }
    // 0 (a stop on request) and 1 (an unexpected failure) have no one message to quote.
    assertThat(quoted.get("0")).isEmpty();
    assertThat(quoted.get("1")).isEmpty();
  }

  @Test
  void everyCheckRefusalClassThePageListsComesWithTheMessageItQuotes() throws Exception {
    Map<String, String> quoted = quotes("## `check` refusals", 1);
    String token = tokenFile().toString();
    Map<String, String> configs = new LinkedHashMap<>();
    configs.put("a key the loader does not know", "time:\n  move_overhead: 5\n");
    configs.put("a value out of its range", "challenge:\n  concurrency: 0\n");
    configs.put("a value of the wrong kind", "challenge:\n  concurrency: many\n");
    configs.put("a clock that is not a time control", "challenge:\n  time_controls: [\"5+x\"]\n");
    configs.put("plain http to another machine", "server:\n  url: http://example.org\n");
    configs.put("a file that cannot be read", "server:\n  token_file: " + dir.resolve("missing") + "\n");
    configs.put("no token", "server:\n  url: https://lichess.org\n");
    configs.put("the games do not fit in Java's heap", "server:\n  token_file: " + token
        + "\nengine:\n  builtin:\n    threads: 64\nchallenge:\n  concurrency: 100\n"); // about 50 GiB
    configs.put("external engines do not fit in memory", "server:\n  token_file: " + token
        + "\nengine:\n  type: uci\n  uci:\n    command: [/bin/sh]\n    options: {Hash: 4000000, Threads: 1}\n");
    configs.put("not valid YAML", "server:\n  url: https://lichess.org\n  token: x: y\n");
    assertThat(quoted.keySet()).containsExactlyElementsOf(configs.keySet());
    for (Map.Entry<String, String> entry : configs.entrySet()) {
      assertThat(quoted.get(entry.getKey())).as("the quote of " + entry.getKey()).isNotEmpty();
      Outcome outcome = cli("check", "--config", config(entry.getValue()).toString());
      assertThat(outcome.status()).as(entry.getKey()).isEqualTo(1);
      assertThat(outcome.err()).as(entry.getKey()).contains(quoted.get(entry.getKey()));
    }
  }

  /** The first column and the quote of column {@code column} of each row of the table under {@code heading}. */
  private static Map<String, String> quotes(String heading, int column) throws IOException {
    List<String> lines = Files.readAllLines(Path.of("docs/troubleshooting.md"));
    Map<String, String> rows = new LinkedHashMap<>();
    int at = lines.indexOf(heading);
    assertThat(at).as(heading + " on the page").isNotNegative();
    for (String line : lines.subList(at + 1, lines.size())) {
      if (line.startsWith("## ")) {
        break;
      }
      if (line.startsWith("| ") && !line.startsWith("| status |") && !line.startsWith("| class |")) {
        String[] cells = line.split("\\|");
        Matcher quote = QUOTE.matcher(cells[column + 1]);
        rows.put(cells[1].trim(), quote.find() ? quote.group(1) : "");
      }
    }
    return rows;
  }

  private Outcome cli(String... args) {
    StringWriter err = new StringWriter();
    CommandLine cli = Main.commandLine();
    cli.setOut(new PrintWriter(new StringWriter()));
    cli.setErr(new PrintWriter(err, true));
    int status = cli.execute(args);
    return new Outcome(status, err.toString());
  }

  private Outcome run(int port, String token) throws Exception {
    Path tokenFile = Files.writeString(dir.resolve("token-" + token), token + "\n");
    Files.setPosixFilePermissions(tokenFile, PosixFilePermissions.fromString("rw-------"));
    Path config = config("server:\n  url: http://127.0.0.1:" + port + "\n  token_file: " + tokenFile + "\n"
        + "game:\n  pgn_directory: " + dir.resolve("games") + "\n");
    StringWriter err = new StringWriter();
    CommandLine cli = Main.commandLine();
    cli.setErr(new PrintWriter(err, true));
    int status = CompletableFuture.supplyAsync(() -> cli.execute("run", "--config", config.toString()))
        .get(60, TimeUnit.SECONDS);
    return new Outcome(status, err.toString());
  }

  private Path config(String yaml) throws IOException {
    return Files.writeString(Files.createTempFile(dir, "bot", ".yml"), yaml);
  }

  private Path tokenFile() throws IOException {
    Path file = Files.writeString(dir.resolve("token"), "lip_0123456789abcdef");
    return Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
  }
}
