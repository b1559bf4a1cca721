package dev.zeitnot.cli;

import dev.zeitnot.chess.FenException;
import dev.zeitnot.chess.Move;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.San;
import dev.zeitnot.chess.Uci;
import dev.zeitnot.engine.book.BookEntry;
import dev.zeitnot.engine.book.BookFileException;
import dev.zeitnot.engine.book.PolyglotBook;
import dev.zeitnot.engine.book.PolyglotKey;
import dev.zeitnot.engine.book.PolyglotMove;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code book probe}: lists the entries a Polyglot book holds for one position. */
@Command(name = "probe", mixinStandardHelpOptions = true,
    description = "List a position's entries in a Polyglot book: move, weight, share, learn.")
public final class BookProbeCommand implements Callable<Integer> {

  /** Exactly one position. */
  static final class Source {
    @Option(names = "--fen", paramLabel = "FEN", description = "the position")
    String fen;

    @Option(names = "--startpos", description = "the standard start position")
    boolean startpos;
  }

  @Option(names = "--book", required = true, paramLabel = "FILE", description = "the .bin book")
  Path book;

  @ArgGroup(exclusive = true, multiplicity = "1")
  Source source;

  @Option(names = "--chess960", description = "read the FEN as Chess960")
  boolean chess960;

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    try {
      Position position = source.startpos ? Position.startpos() : Position.fromFen(source.fen, chess960);
      PolyglotBook opened = PolyglotBook.open(book);
      long key = PolyglotKey.of(position);
      List<BookEntry> entries = opened.entries(key);
      long total = entries.stream().mapToLong(BookEntry::weight).sum();
      out.printf("key %016x entries %d%n", key, entries.size());
      for (BookEntry entry : entries) {
        int move = PolyglotMove.decode(position, entry.move());
        String text = move == Move.NONE ? PolyglotMove.uci(entry.move()) + " (not legal here)"
            : Uci.format(move, position.isChess960() ? Uci.CastlingStyle.KING_TAKES_ROOK
                : Uci.CastlingStyle.KING_TWO_SQUARES) + " " + San.format(position, move);
        out.printf(java.util.Locale.ROOT, "%s weight %d share %.1f%% learn %d%n", text, entry.weight(),
            total == 0 ? 0.0 : 100.0 * entry.weight() / total, entry.learn());
      }
      out.flush();
      return 0;
    } catch (FenException | BookFileException e) {
      err.println(e.getMessage());
      err.flush();
      return 1;
    }
  }
}
