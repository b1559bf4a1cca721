package dev.zeitnot.chess;

import java.util.Arrays;
import java.util.Optional;

/**
 * The rules a {@link Position} follows beyond standard chess (Chess960 is a castling mode of
 * standard chess, not a variant here), as Lichess plays them. King of the hill: a king that reaches d4,
 * e4, d5 or e5 wins. Three-check: the third check given wins. Antichess: captures are forced, the
 * king is an ordinary piece, a side left without moves or pieces wins. Atomic: a capture explodes
 * the capturer and the pieces but pawns around it; exploding a king wins. Horde: white's pawns win
 * by mate, black by taking them all. Racing kings: no checks, the first king on the 8th rank wins
 * (black's reply to white's arrival may draw). Crazyhouse: a captured piece joins the captor's
 * pocket (a promoted one as a pawn) and may be dropped instead of a move.
 */
public enum Variant {
  STANDARD("standard", "chess", true),
  KING_OF_THE_HILL("kingOfTheHill", "kingofthehill", true),
  THREE_CHECK("threeCheck", "3check", true),
  ANTICHESS("antichess", "antichess", false),
  ATOMIC("atomic", "atomic", false),
  HORDE("horde", "horde", false),
  RACING_KINGS("racingKings", "racingkings", false),
  CRAZYHOUSE("crazyhouse", "crazyhouse", false);

  /** d4, e4, d5, e5. */
  static final long HILL = (1L << 27) | (1L << 28) | (1L << 35) | (1L << 36);
  /** Checks that win three-check. */
  static final int CHECKS_TO_WIN = 3;

  private final String lichessKey;
  private final String uciName;
  /** Moves as in standard chess (one king each, checks as usual): {@link MoveGenerator} alone generates them. */
  final boolean standardMoves;

  Variant(String lichessKey, String uciName, boolean standardMoves) {
    this.lichessKey = lichessKey;
    this.uciName = uciName;
    this.standardMoves = standardMoves;
  }

  /** The position a game of the variant starts from, as the server writes it. */
  public String startFen() {
    return switch (this) {
      case ANTICHESS -> "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";
      case HORDE -> "rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1";
      case RACING_KINGS -> "8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1";
      case CRAZYHOUSE -> "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";
      case THREE_CHECK -> Position.STARTPOS_FEN + " +0+0";
      default -> Position.STARTPOS_FEN;
    };
  }

  /** Whether the variant moves as standard chess does (one king each, checks as usual, no drops). */
  public boolean hasStandardMoves() {
    return standardMoves;
  }

  /** The server's name of the variant ({@code kingOfTheHill}). */
  public String lichessKey() {
    return lichessKey;
  }

  /** The name a variant engine takes in {@code UCI_Variant} (Fairy-Stockfish's). */
  public String uciName() {
    return uciName;
  }

  /** The variant the server's key names (case-insensitive), if zeitnot knows its rules. */
  public static Optional<Variant> ofLichessKey(String key) {
    return Arrays.stream(values()).filter(v -> v.lichessKey.equalsIgnoreCase(key.strip())).findFirst();
  }

  /** The server keys, for error messages. */
  public static String keys() {
    return String.join(", ", Arrays.stream(values()).map(Variant::lichessKey).toList());
  }
}
