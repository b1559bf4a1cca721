package dev.zeitnot.engine.book;

import dev.zeitnot.chess.FenException;
import dev.zeitnot.chess.IllegalMoveException;
import dev.zeitnot.chess.PgnGame;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.San;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Collects the moves of games into Polyglot entries exactly as {@code polyglot make-book} does:
 * for each (position, move) within the first {@code maxPly} plies it counts the games ({@code n})
 * and the points of the side that moved ({@code sum}: 2 for a win, 0 for a loss, 1 otherwise),
 * reading the result from the {@code Result} tag only (a missing or unknown tag, or {@code *},
 * counts as a draw; polyglot ignores the marker after the moves). When a move's count reaches
 * {@link #COUNT_MAX}, every move of that position has its count and points halved (rounding
 * up), as polyglot does, so a weight always fits 16 bits. A move is kept if it was played in at
 * least {@code minGames} games and scored at least once; its weight is its points. Entries come
 * out in the order their (position, move) was first seen, which a stable sort by key and weight
 * keeps for ties, as polyglot's does. Where polyglot stops with an error (an illegal move, a game
 * from a FEN, another variant) this builder skips the game (or its rest) instead. Games are added
 * one at a time, so only the table of counts stays in memory.
 */
public final class BookBuilder {
  /** A move's game count at which polyglot halves the counts of its position. */
  public static final int COUNT_MAX = 16_384;

  private final int maxPly;
  private final int minGames;
  private final boolean onlyWinnerMoves;
  /** Per position key, per move: {games, points}, both in first-seen order. */
  private final Map<Long, Map<Integer, int[]>> counts = new LinkedHashMap<>();
  private int games;
  private int skipped;

  /**
   * @param maxPly only the first this many plies of each game count
   * @param minGames a move needs at least this many games
   * @param onlyWinnerMoves count only the moves of the side that won (drawn games add nothing); not a polyglot option
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
    String result = game.tags().getOrDefault("Result", "*");
    int whitePoints = switch (result) {
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
        Map<Integer, int[]> moves = counts.computeIfAbsent(PolyglotKey.of(position), k -> new LinkedHashMap<>(4));
        int[] count = moves.computeIfAbsent(PolyglotMove.encode(move), m -> new int[2]);
        count[0]++;
        count[1] += points;
        if (count[0] >= COUNT_MAX) {
          for (int[] other : moves.values()) {
            other[0] = (other[0] + 1) / 2;
            other[1] = (other[1] + 1) / 2;
          }
        }
      }
      position.makeMove(move);
      ply++;
    }
    return true;
  }

  /** The entries to write, in the order each (position, move) was first seen. */
  public List<BookEntry> entries() {
    List<BookEntry> entries = new ArrayList<>();
    for (Map.Entry<Long, Map<Integer, int[]>> position : counts.entrySet()) {
      for (Map.Entry<Integer, int[]> move : position.getValue().entrySet()) {
        int[] count = move.getValue();
        if (count[0] >= minGames && count[1] > 0) {
          entries.add(new BookEntry(position.getKey(), move.getKey(), count[1], 0));
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
