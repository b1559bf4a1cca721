package dev.zeitnot.engine.uci;

import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Variant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** A UCI {@code position} command: the start ({@code "startpos"} or a FEN) and the moves played from it. */
public record UciPosition(String initialFen, List<String> moves) {

  /** The value of {@link #initialFen} for the standard starting position. */
  public static final String STARTPOS = "startpos";

  public UciPosition {
    moves = List.copyOf(moves);
  }

  /**
   * Parses {@code position startpos|fen <fen> [moves m1 m2 ...]}.
   *
   * @throws IllegalArgumentException naming the line when it has neither {@code startpos} nor {@code fen}
   */
  public static UciPosition parse(String line) {
    List<String> words = new ArrayList<>(Arrays.asList(line.trim().split("\\s+")));
    if (!words.isEmpty() && words.get(0).equals("position")) {
      words.remove(0);
    }
    int movesAt = words.indexOf("moves");
    List<String> head = movesAt < 0 ? words : words.subList(0, movesAt);
    List<String> moves = movesAt < 0 ? List.of() : words.subList(movesAt + 1, words.size());
    if (!head.isEmpty() && head.get(0).equals(STARTPOS)) {
      return new UciPosition(STARTPOS, moves);
    }
    if (head.size() >= 2 && head.get(0).equals("fen")) {
      return new UciPosition(String.join(" ", head.subList(1, head.size())), moves);
    }
    throw new IllegalArgumentException(
        "position needs 'startpos' or 'fen <fen>', got: '" + line + "'");
  }

  /**
   * The {@code position} line for a start position (FEN or {@code "startpos"}) and moves. The
   * standard start FEN (also three-check's, which adds the checks given) goes as {@code startpos}: a
   * variant engine then starts from its variant's own start (Fairy-Stockfish reads a three-check FEN
   * with the server's check counters wrongly).
   */
  public static String format(String initialFen, List<String> moves) {
    StringBuilder line = new StringBuilder("position ");
    boolean start = initialFen.equals(STARTPOS) || initialFen.equals(Position.STARTPOS_FEN)
        || initialFen.equals(Variant.THREE_CHECK.startFen());
    line.append(start ? STARTPOS : "fen " + initialFen);
    if (!moves.isEmpty()) {
      line.append(" moves ").append(String.join(" ", moves));
    }
    return line.toString();
  }

  /**
   * The start as our board renders it ({@code "startpos"} stays): the engine is sent the position's
   * own FEN, never the text the server sent (X-FEN castling for Chess960, as python-chess writes it).
   *
   * @throws IllegalArgumentException naming the problem when {@code initialFen} is no position
   */
  public static String rendered(String initialFen, boolean chess960, Variant variant) {
    return initialFen.equals(STARTPOS) ? STARTPOS : Position.fromFen(initialFen, chess960, variant).toFen();
  }

  /** The {@link Color} to move after the moves, from the FEN's second field and the number of moves. */
  public static int sideToMove(String initialFen, List<String> moves) {
    String[] fields = initialFen.trim().split("\\s+");
    int first = fields.length > 1 && fields[1].equals("b") ? Color.BLACK : Color.WHITE;
    return moves.size() % 2 == 0 ? first : Color.opposite(first);
  }
}
