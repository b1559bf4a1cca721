package dev.zeitnot.arena.knowledge;

import dev.zeitnot.chess.Attacks;
import dev.zeitnot.chess.Bitboards;
import java.util.Arrays;

/**
 * King and queen (or rook) against a lone king, solved exactly by retrograde iteration: the
 * distance to mate in plies of every position, White being the strong side (without pawns or
 * castling the colours are interchangeable). The strong side never captures nor moves a pawn, so the
 * distance to mate is also the distance to the next zeroing move; the weak side's only zeroing
 * move takes the piece and draws. A legal position that is not a win is a draw.
 */
final class LoneKingEnding {

  /** Not a win (a draw, or not a legal position). */
  static final int DRAW = -1;

  private final int pieceType;
  /** White (strong) to move: plies to mate, or {@link #DRAW}. Index {@code wk << 12 | bk << 6 | piece}. */
  private final byte[] whiteToMove = new byte[1 << 18];
  /** Black (weak) to move: plies until mated, or {@link #DRAW}. */
  private final byte[] blackToMove = new byte[1 << 18];

  private LoneKingEnding(int pieceType) {
    this.pieceType = pieceType;
  }

  /** Solves the ending of a king and {@code pieceType} (queen or rook) against a king. */
  static LoneKingEnding solve(int pieceType) {
    LoneKingEnding ending = new LoneKingEnding(pieceType);
    ending.run();
    return ending;
  }

  /** Plies until White mates with best play on both sides, White to move; {@link #DRAW} if it cannot. */
  int whiteToMove(int whiteKing, int blackKing, int piece) {
    return whiteToMove[index(whiteKing, blackKing, piece)];
  }

  /** Plies until Black is mated with best play on both sides, Black to move; {@link #DRAW} if it is not lost. */
  int blackToMove(int whiteKing, int blackKing, int piece) {
    return blackToMove[index(whiteKing, blackKing, piece)];
  }

  private static int index(int wk, int bk, int piece) {
    return wk << 12 | bk << 6 | piece;
  }

  private void run() {
    Arrays.fill(whiteToMove, (byte) DRAW);
    Arrays.fill(blackToMove, (byte) DRAW);
    for (int i = 0; i < blackToMove.length; i++) {
      if (legal(i) && blackMoves(i, -1) == 0 && blackInCheck(i)) {
        blackToMove[i] = 0;
      }
    }
    for (int plies = 1; plies < Byte.MAX_VALUE; plies++) {
      boolean changed = plies % 2 == 1 ? markWhiteWins(plies) : markBlackLosses(plies);
      if (!changed) {
        return;
      }
    }
  }

  /** White positions with a move to a Black loss in {@code plies - 1}. */
  private boolean markWhiteWins(int plies) {
    boolean changed = false;
    for (int i = 0; i < whiteToMove.length; i++) {
      if (whiteToMove[i] == DRAW && legal(i) && !blackInCheck(i) && whiteReaches(i, plies - 1)) {
        whiteToMove[i] = (byte) plies;
        changed = true;
      }
    }
    return changed;
  }

  /** Black positions whose every move leads to a White win, the longest in {@code plies - 1}. */
  private boolean markBlackLosses(int plies) {
    boolean changed = false;
    for (int i = 0; i < blackToMove.length; i++) {
      if (blackToMove[i] == DRAW && legal(i) && blackMoves(i, plies - 1) == plies - 1) {
        blackToMove[i] = (byte) plies;
        changed = true;
      }
    }
    return changed;
  }

  private boolean whiteReaches(int i, int target) {
    int wk = i >>> 12;
    int bk = (i >>> 6) & 63;
    int piece = i & 63;
    long kingTargets = Attacks.king(wk) & ~Attacks.king(bk) & ~Bitboards.bit(piece) & ~Bitboards.bit(bk);
    for (long t = kingTargets; t != 0; t &= t - 1) {
      if (blackToMove[index(Long.numberOfTrailingZeros(t), bk, piece)] == target) {
        return true;
      }
    }
    long occupied = Bitboards.bit(wk) | Bitboards.bit(bk) | Bitboards.bit(piece);
    long pieceTargets = Attacks.of(pieceType, piece, occupied) & ~Bitboards.bit(wk) & ~Bitboards.bit(bk);
    for (long t = pieceTargets; t != 0; t &= t - 1) {
      if (blackToMove[index(wk, bk, Long.numberOfTrailingZeros(t))] == target) {
        return true;
      }
    }
    return false;
  }

  /**
   * Black to move in {@code i}: with {@code limit} -1, the number of legal moves; otherwise the
   * longest White win its moves lead to, or -1 when a move escapes (takes the piece, or reaches a
   * White position not yet known as won).
   */
  private int blackMoves(int i, int limit) {
    int wk = i >>> 12;
    int bk = (i >>> 6) & 63;
    int piece = i & 63;
    long occupied = Bitboards.bit(wk) | Bitboards.bit(piece); // the king leaves its square
    long guarded = Attacks.king(wk) | Attacks.of(pieceType, piece, occupied);
    int count = 0;
    int longest = -1;
    for (long t = Attacks.king(bk) & ~guarded; t != 0; t &= t - 1) {
      int to = Long.numberOfTrailingZeros(t);
      count++;
      if (limit < 0) {
        continue;
      }
      int win = to == piece ? DRAW : whiteToMove[index(wk, to, piece)];
      if (win == DRAW) {
        return -1;
      }
      longest = Math.max(longest, win);
    }
    return limit < 0 ? count : longest;
  }

  private boolean blackInCheck(int i) {
    int wk = i >>> 12;
    int bk = (i >>> 6) & 63;
    int piece = i & 63;
    long occupied = Bitboards.bit(wk) | Bitboards.bit(bk) | Bitboards.bit(piece);
    return Bitboards.contains(Attacks.of(pieceType, piece, occupied), bk);
  }

  // Three different squares and kings apart (which side is in check is up to the caller).
  private static boolean legal(int i) {
    int wk = i >>> 12;
    int bk = (i >>> 6) & 63;
    int piece = i & 63;
    return wk != bk && wk != piece && bk != piece && !Bitboards.contains(Attacks.king(wk), bk);
  }
}
