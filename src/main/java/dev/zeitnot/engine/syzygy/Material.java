package dev.zeitnot.engine.syzygy;

import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.PieceType;
import dev.zeitnot.chess.Position;

/**
 * The pieces of a table as its file name writes them ("KRPvKR": the table's white side first),
 * with the facts of the index they decide. Counts are indexed {@code side * 6 + PieceType}.
 */
record Material(String name, int[] counts) {
  private static final String ORDER = "KQRBNP";

  /**
   * How a pawnless table indexes its first pieces: three unique pieces together, the only two
   * unique pieces together, or (antichess, no two unique pieces) the smallest group of like ones.
   */
  enum Lead { TRIPLE, PAIR, LIKE_GROUP }

  /** The name of a position's material with {@code firstSide}'s pieces first. */
  static String nameOf(Position pos, int firstSide) {
    return sideName(pos, firstSide) + "v" + sideName(pos, Color.opposite(firstSide));
  }

  private static String sideName(Position pos, int side) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < ORDER.length(); i++) {
      int type = PieceType.fromSymbol(ORDER.charAt(i));
      b.append(String.valueOf(ORDER.charAt(i)).repeat(Long.bitCount(pos.pieces(side, type))));
    }
    return b.toString();
  }

  /**
   * Reads a name such as "KQvKR"; throws IllegalArgumentException on anything else. With
   * {@code oneKingEach} each side must have exactly one king (standard, atomic), without it any
   * pieces will do but each side needs one (antichess: "RvK", "QQvK").
   */
  static Material parse(String name, boolean oneKingEach) {
    int v = name.indexOf('v');
    if (v < 1 || v != name.lastIndexOf('v')) {
      throw new IllegalArgumentException("not a table name: " + name + " (expected e.g. KQvKR)");
    }
    int[] counts = new int[12];
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (c == 'v') {
        continue;
      }
      if (ORDER.indexOf(c) < 0) {
        throw new IllegalArgumentException("not a table name: " + name + " (letter " + c + ")");
      }
      counts[(i > v ? 6 : 0) + PieceType.fromSymbol(c)]++;
    }
    if (oneKingEach && (counts[PieceType.KING] != 1 || counts[6 + PieceType.KING] != 1)) {
      throw new IllegalArgumentException("not a table name: " + name + " (each side needs one king)");
    }
    if (v == name.length() - 1) {
      throw new IllegalArgumentException("not a table name: " + name + " (each side needs a piece)");
    }
    return new Material(name, counts);
  }

  /** The same pieces with the sides swapped ("KvBB" for "BBvK"). */
  Material mirrored() {
    int v = name.indexOf('v');
    int[] swapped = new int[12];
    for (int i = 0; i < 6; i++) {
      swapped[i] = counts[6 + i];
      swapped[6 + i] = counts[i];
    }
    return new Material(name.substring(v + 1) + "v" + name.substring(0, v), swapped);
  }

  int pieceCount() {
    int n = 0;
    for (int c : counts) {
      n += c;
    }
    return n;
  }

  int count(int side, int type) {
    return counts[side * 6 + type];
  }

  boolean hasPawns() {
    return count(Color.WHITE, PieceType.PAWN) + count(Color.BLACK, PieceType.PAWN) > 0;
  }

  /** Both sides have the same pieces: one table serves both, seen from the side to move. */
  boolean symmetric() {
    for (int type = 0; type < 6; type++) {
      if (count(Color.WHITE, type) != count(Color.BLACK, type)) {
        return false;
      }
    }
    return true;
  }

  /** How a pawnless table indexes its first pieces. */
  Lead lead() {
    int unique = 0;
    for (int c : counts) {
      unique += c == 1 ? 1 : 0;
    }
    return unique >= 3 ? Lead.TRIPLE : unique == 2 ? Lead.PAIR : Lead.LIKE_GROUP;
  }

  /** How many pieces a pawnless table indexes together first: 3, 2, or the smallest like group's size. */
  int leaders() {
    return switch (lead()) {
      case TRIPLE -> 3;
      case PAIR -> 2;
      case LIKE_GROUP -> {
        int smallest = Integer.MAX_VALUE;
        for (int c : counts) {
          if (c > 1) {
            smallest = Math.min(smallest, c);
          }
        }
        yield smallest;
      }
    };
  }

  /** The side whose pawns lead the index: the one with fewer pawns, but some; white on a tie. */
  int leadingSide() {
    int white = count(Color.WHITE, PieceType.PAWN);
    int black = count(Color.BLACK, PieceType.PAWN);
    return black > 0 && (white == 0 || white > black) ? Color.BLACK : Color.WHITE;
  }

  int leadingPawns() {
    return count(leadingSide(), PieceType.PAWN);
  }

  int otherPawns() {
    return count(Color.opposite(leadingSide()), PieceType.PAWN);
  }
}
