package dev.zeitnot.chess;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One game's history: the initial FEN and the moves played, with the live position. Follows a
 * server's move list incrementally ({@link #sync}) and judges automatic endings ({@link #outcome}).
 */
public final class Game {
  private final String initialFen;
  private Position position;
  private int[] moves = new int[128];
  private int size;
  private Uci.CastlingStyle castlingStyle;

  /** {@code initialFen} may be "startpos"; {@code chess960} forces Chess960 castling rules and notation. */
  public Game(String initialFen, boolean chess960) {
    this(initialFen, chess960, Variant.STANDARD);
  }

  /**
   * A game of {@code variant} (its rules, FEN and endings) from {@code initialFen}; "startpos" is the
   * variant's own start, as the server means it (horde's pawns, racing kings' rows).
   */
  public Game(String initialFen, boolean chess960, Variant variant) {
    String fen = initialFen == null || initialFen.isBlank() || initialFen.trim().equals("startpos")
        ? variant.startFen() : initialFen.trim();
    this.position = Position.fromFen(fen, chess960, variant);
    this.initialFen = fen;
    this.castlingStyle = position.isChess960() ? Uci.CastlingStyle.KING_TAKES_ROOK
        : Uci.CastlingStyle.KING_TWO_SQUARES;
  }

  public static Game startpos() {
    return new Game(Position.STARTPOS_FEN, false);
  }

  /** Parses and plays a UCI move; returns it. Throws IllegalMoveException (the game is unchanged then). */
  public int play(String uci) {
    int move = Uci.parse(position, uci);
    play(move);
    return move;
  }

  /** Plays a move; throws IllegalMoveException if it is not legal here. */
  public void play(int move) {
    if (!position.isLegal(move)) {
      throw new IllegalMoveException(Uci.format(move, castlingStyle), position.toFen(), "not legal in this position");
    }
    if (size == moves.length) {
      moves = Arrays.copyOf(moves, size * 2);
    }
    moves[size++] = move;
    position.makeMove(move);
  }

  /**
   * Makes the history equal to the server's full move list: appends only the new moves when the list
   * extends ours, rebuilds from the initial FEN otherwise (a takeback). Castling may come in either form.
   * Returns the number of moves played after the common prefix. On an illegal move the game is unchanged.
   */
  public int sync(String movesSpaceSeparated) {
    String trimmed = movesSpaceSeparated == null ? "" : movesSpaceSeparated.trim();
    String[] tokens = trimmed.isEmpty() ? new String[0] : trimmed.split("\\s+");
    int common = 0;
    while (common < Math.min(tokens.length, size) && sameMove(moves[common], tokens[common])) {
      common++;
    }
    if (common == size) {
      int before = size;
      try {
        for (int i = common; i < tokens.length; i++) {
          play(tokens[i]);
        }
      } catch (IllegalMoveException e) {
        while (size > before) {
          size--;
          position.unmakeMove();
        }
        throw e;
      }
      return tokens.length - common;
    }
    Game rebuilt = new Game(initialFen, position.isChess960(), position.variant());
    for (int i = 0; i < common; i++) {
      rebuilt.play(moves[i]);
    }
    for (int i = common; i < tokens.length; i++) {
      rebuilt.play(tokens[i]);
    }
    position = rebuilt.position;
    moves = rebuilt.moves;
    size = rebuilt.size;
    return tokens.length - common;
  }

  private static boolean sameMove(int move, String token) {
    return token.equals(Uci.format(move, Uci.CastlingStyle.KING_TWO_SQUARES))
        || token.equals(Uci.format(move, Uci.CastlingStyle.KING_TAKES_ROOK));
  }

  /** The live position; do not mutate it (use {@link Position#copy()}). */
  public Position position() {
    return position;
  }

  /** The starting FEN (the standard one for "startpos"). */
  public String initialFen() {
    return initialFen;
  }

  public boolean isChess960() {
    return position.isChess960();
  }

  public Variant variant() {
    return position.variant();
  }

  public Uci.CastlingStyle castlingStyle() {
    return castlingStyle;
  }

  public void setCastlingStyle(Uci.CastlingStyle style) {
    this.castlingStyle = style;
  }

  public int[] moves() {
    return Arrays.copyOf(moves, size);
  }

  public int ply() {
    return size;
  }

  /** The moves as UCI text in this game's castling style. */
  public List<String> uciMoves() {
    List<String> out = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      out.add(Uci.format(moves[i], castlingStyle));
    }
    return out;
  }

  public List<String> sanMoves() {
    Position replay = Position.fromFen(initialFen, position.isChess960(), position.variant());
    List<String> out = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      out.add(San.format(replay, moves[i]));
      replay.makeMove(moves[i]);
    }
    return out;
  }

  /** Automatic ending judged on the current position and the whole history. */
  public Outcome outcome() {
    return Outcome.of(position);
  }
}
