package dev.zeitnot.arena.games;

/**
 * The 960 Chess960 start positions by their standard number (518 is the classical setup), as
 * the server draws one for a chess960 challenge without a FEN.
 */
public final class Chess960Start {

  /** Number of the classical start position RNBQKBNR. */
  static final int CLASSICAL = 518;

  /** The two knight squares among the five left after bishops and queen, by knight code. */
  private static final int[][] KNIGHTS = {
      {0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}};

  private Chess960Start() {
  }

  /** The FEN of position {@code number} (0..959) with X-FEN castling rights KQkq. */
  public static String fen(int number) {
    if (number < 0 || number > 959) {
      throw new IllegalArgumentException("Chess960 positions are numbered 0..959, got " + number);
    }
    char[] rank = new char[8];
    int n = number;
    rank[2 * (n % 4) + 1] = 'B';
    n /= 4;
    rank[2 * (n % 4)] = 'B';
    n /= 4;
    place(rank, 'Q', n % 6);
    n /= 6;
    int[] knights = KNIGHTS[n];
    place(rank, 'N', knights[1]);
    place(rank, 'N', knights[0]);
    place(rank, 'R', 0);
    place(rank, 'K', 0);
    place(rank, 'R', 0);
    String white = new String(rank);
    return white.toLowerCase(java.util.Locale.ROOT) + "/pppppppp/8/8/8/8/PPPPPPPP/" + white
        + " w KQkq - 0 1";
  }

  /** Puts {@code piece} on the {@code index}-th empty square from the a-file. */
  private static void place(char[] rank, char piece, int index) {
    int empty = -1;
    for (int file = 0; file < 8; file++) {
      if (rank[file] == 0 && ++empty == index) {
        rank[file] = piece;
        return;
      }
    }
  }
}
