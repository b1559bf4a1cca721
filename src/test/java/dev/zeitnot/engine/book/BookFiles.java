package dev.zeitnot.engine.book;

import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Uci;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Small books written for tests: entries given as position, UCI move (king-takes-rook castling) and weight. */
final class BookFiles {
  private final List<BookEntry> entries = new ArrayList<>();

  /** Adds {@code uci} with {@code weight} in the position after {@code moves} from the start. */
  BookFiles add(String moves, String uci, int weight) {
    Game game = Game.startpos();
    game.sync(moves);
    return add(game.position(), uci, weight);
  }

  BookFiles add(Position position, String uci, int weight) {
    int from = dev.zeitnot.chess.Square.parse(uci.substring(0, 2));
    int to = dev.zeitnot.chess.Square.parse(uci.substring(2, 4));
    int promotion = uci.length() == 5 ? "nbrq".indexOf(uci.charAt(4)) + 1 : 0;
    entries.add(new BookEntry(PolyglotKey.of(position), to | (from << 6) | (promotion << 12), weight, 0));
    return this;
  }

  Path write(Path file) {
    try {
      PolyglotWriter.write(file, entries);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return file;
  }

  static String uci(int move) {
    return Uci.format(move, Uci.CastlingStyle.KING_TAKES_ROOK);
  }
}
