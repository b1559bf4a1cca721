package dev.zeitnot.chess;

/** How a game stands by the rules alone: ongoing, or ended automatically and who won (-1 for none). */
public record Outcome(Kind kind, int winner) {

  /** The automatic endings the rules know. */
  public enum Kind {
    ONGOING, CHECKMATE, STALEMATE, THREEFOLD_REPETITION, FIFTY_MOVE_RULE, INSUFFICIENT_MATERIAL,
    /**
     * The variant's own rule: a king on the hill, a third check, an exploded king, white's pawns
     * all taken, an antichess side without moves or pieces, the race to the 8th rank (won or drawn).
     */
    VARIANT_END
  }

  public static final Outcome ONGOING = new Outcome(Kind.ONGOING, -1);

  public boolean isOver() {
    return kind != Kind.ONGOING;
  }

  /** PGN result token: "1-0", "0-1", "1/2-1/2" or "*". */
  public String resultToken() {
    if (!isOver()) {
      return "*";
    }
    if (winner < 0) {
      return "1/2-1/2";
    }
    return winner == Color.WHITE ? "1-0" : "0-1";
  }

  /** The outcome of the position given its history. */
  public static Outcome of(Position p) {
    if (p.isVariantEnd()) {
      return new Outcome(Kind.VARIANT_END, p.variantWinner());
    }
    if (p.countLegal() == 0) {
      return p.inCheck() ? new Outcome(Kind.CHECKMATE, p.sideToMove() ^ 1) : new Outcome(Kind.STALEMATE, -1);
    }
    if (p.isInsufficientMaterial()) {
      return new Outcome(Kind.INSUFFICIENT_MATERIAL, -1);
    }
    if (p.repetitionCount() >= 2) {
      return new Outcome(Kind.THREEFOLD_REPETITION, -1);
    }
    if (p.halfmoveClock() >= 100) {
      return new Outcome(Kind.FIFTY_MOVE_RULE, -1);
    }
    return ONGOING;
  }
}
