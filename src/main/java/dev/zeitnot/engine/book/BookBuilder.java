package dev.zeitnot.engine.book;

import dev.zeitnot.chess.FenException;
import dev.zeitnot.chess.IllegalMoveException;
import dev.zeitnot.chess.PgnGame;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.San;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Collects the moves of games into Polyglot entries the way {@code polyglot make-book} does: for
 * each (position, move) within the first {@code maxPly} plies it counts the games and the
 * points of the side that moved (2 for a win, 1 for a draw or an unknown result, 0 for a loss);
 * a move is kept if it was played in at least {@code minGames} games and scored at least once,
 * and its weight is its points (2 x wins + draws), scaled down per position when it exceeds 16
 * bits. Games are added one at a time, so only the table of counts stays in memory.
 */
public final class BookBuilder {
  private final int maxPly;
  private final int minGames;
  private final boolean onlyWinnerMoves;
  private final Map<Long, Map<Integer, long[]>> counts = new HashMap<>();
  private int games;
  private int skipped;

  /**
   * @param maxPly only the first this many plies of each game count
   * @param minGames a move needs at least this many games
   * @param onlyWinnerMoves count only the moves of the side that won (drawn games add nothing)
   */
  public BookBuilder(int maxPly, int minGames, boolean onlyWinnerMoves) {
    this.maxPly = maxPly;
    this.minGames = minGames;
    this.onlyWinnerMoves = onlyWinnerMoves;
  }

  /**
   * Adds one game. A game of another variant, or with an illegal move, is counted as skipped
   * (the moves before an illegal one still count). Returns whether it was used whole.
   */
  public boolean add(PgnGame game) {
    if (!game.isPlayable()) {
      skipped++;
      return false;
    }
    Position position;
    try {
      position = Position.fromFen(game.initialFen(), game.isChess960());
    } catch (FenException e) {
      skipped++;
      return false;
    }
    int whitePoints = switch (game.result()) {
      case "1-0" -> 2;
      case "0-1" -> 0;
      default -> 1;
    };
    games++;
    int ply = 0;
    for (String san : game.sanMoves()) {
      if (ply >= maxPly) {
        break;
      }
      int move;
      try {
        move = San.parse(position, san);
      } catch (IllegalMoveException e) {
        skipped++;
        return false;
      }
      int points = position.sideToMove() == dev.zeitnot.chess.Color.WHITE ? whitePoints : 2 - whitePoints;
      if (!onlyWinnerMoves || points == 2) {
        long[] count = counts.computeIfAbsent(PolyglotKey.of(position), k -> new HashMap<>(4))
            .computeIfAbsent(PolyglotMove.encode(move), m -> new long[2]);
        count[0]++;
        count[1] += points;
      }
      position.makeMove(move);
      ply++;
    }
    return true;
  }

  /** The entries to write (unsorted). */
  public List<BookEntry> entries() {
    List<BookEntry> entries = new ArrayList<>();
    for (Map.Entry<Long, Map<Integer, long[]>> position : counts.entrySet()) {
      long most = 0;
      for (long[] count : position.getValue().values()) {
        most = Math.max(most, count[1]);
      }
      for (Map.Entry<Integer, long[]> move : position.getValue().entrySet()) {
        long[] count = move.getValue();
        long weight = most > 0xFFFF ? count[1] * 0xFFFF / most : count[1];
        if (count[0] >= minGames && weight > 0) {
          entries.add(new BookEntry(position.getKey(), move.getKey(), (int) weight, 0));
        }
      }
    }
    return entries;
  }

  /** Games used (whole or in part before an illegal move). */
  public int games() {
    return games;
  }

  /** Games left out (another variant, a bad FEN) or cut short at an illegal move. */
  public int skipped() {
    return skipped;
  }

  /** Positions seen. */
  public int positions() {
    return counts.size();
  }
}
