package dev.zeitnot.cli;

import dev.zeitnot.chess.PgnGame;
import dev.zeitnot.chess.PgnReader;
import dev.zeitnot.engine.book.BookBuilder;
import dev.zeitnot.engine.book.BookEntry;
import dev.zeitnot.engine.book.PolyglotWriter;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code book build}: writes a Polyglot book from PGN files, reading them game by game. */
@Command(name = "build", mixinStandardHelpOptions = true,
    description = "Write a Polyglot book from PGN files (weights 2 x wins + draws, as polyglot make-book).")
public final class BookBuildCommand implements Callable<Integer> {

  @Option(names = "--pgn", required = true, arity = "1..*", paramLabel = "FILE",
      description = "PGN files (the bot's own game archive is fine)")
  List<Path> pgn;

  @Option(names = "--out", required = true, paramLabel = "FILE", description = "the book to write")
  Path out;

  @Option(names = "--max-ply", paramLabel = "N",
      description = "only the first N plies of each game (default ${DEFAULT-VALUE})")
  int maxPly = 1024;

  @Option(names = "--min-games", paramLabel = "N",
      description = "keep a move played in at least N games (default ${DEFAULT-VALUE}, as polyglot)")
  int minGames = 3;

  @Option(names = "--only-winner-moves", description = "count only the moves of the side that won")
  boolean onlyWinnerMoves;

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (maxPly < 1 || minGames < 1) {
      err.println("--max-ply and --min-games must be at least 1");
      err.flush();
      return 1;
    }
    BookBuilder builder = new BookBuilder(maxPly, minGames, onlyWinnerMoves);
    for (Path file : pgn) {
      try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
        PgnReader games = new PgnReader(reader);
        for (PgnGame game = games.next(); game != null; game = games.next()) {
          builder.add(game);
        }
      } catch (IOException e) {
        err.println(file + ": cannot be read (" + e.getMessage() + ")");
        err.flush();
        return 1;
      }
    }
    List<BookEntry> entries = builder.entries();
    try {
      PolyglotWriter.write(this.out, entries);
    } catch (IOException e) {
      err.println(this.out + ": cannot be written (" + e.getMessage() + ")");
      err.flush();
      return 1;
    }
    out.printf("games %d skipped %d positions %d entries %d written to %s%n", builder.games(), builder.skipped(),
        builder.positions(), entries.size(), this.out);
    out.flush();
    return 0;
  }
}
