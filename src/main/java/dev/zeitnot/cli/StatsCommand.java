package dev.zeitnot.cli;

import dev.zeitnot.bot.stats.GameStats;
import dev.zeitnot.bot.stats.HtmlReport;
import dev.zeitnot.bot.stats.PgnRecord;
import dev.zeitnot.bot.stats.StatsFormat;
import dev.zeitnot.bot.stats.StatsLine;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code stats}: the bot's results from its PGN archive, per speed and opponent kind. */
@Command(name = "stats", mixinStandardHelpOptions = true,
    description = "Results from the PGN archive per speed and per opponent kind (bot/human): games, "
        + "score, performance, losses on time, median clock left, book and tablebase move shares.")
public final class StatsCommand implements Callable<Integer> {

  @Option(names = "--pgn", required = true, paramLabel = "DIR", description = "the PGN archive (game.pgn_directory)")
  Path directory;

  @Option(names = "--account", paramLabel = "NAME",
      description = "the bot's account name; default: the player found in the most games")
  String account;

  @Option(names = "--json", description = "JSON for scripts instead of a table")
  boolean json;

  @Option(names = "--html", paramLabel = "FILE", description = "also write a self-contained HTML report with "
      + "charts (score by day, rating, clock left, think time per move, book and tablebase moves, losses on time)")
  Path html;

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    List<PgnRecord> records;
    try {
      records = GameStats.readArchive(directory);
    } catch (IOException e) {
      err.println("cannot read the archive: " + e.getMessage());
      err.flush();
      return 1;
    }
    String me = account != null ? account : GameStats.mostFrequentPlayer(records);
    if (me == null) {
      err.println(directory + " holds no PGN game");
      err.flush();
      return 1;
    }
    List<StatsLine> lines = GameStats.lines(records, me);
    out.print(json ? StatsFormat.json(me, lines) : StatsFormat.table(me, lines));
    out.flush();
    if (html != null) {
      try {
        Files.writeString(html, HtmlReport.of(records, me));
      } catch (IOException e) {
        err.println("cannot write " + html + ": " + e.getMessage());
        err.flush();
        return 1;
      }
    }
    return 0;
  }
}
