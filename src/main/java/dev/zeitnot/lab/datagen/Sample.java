package dev.zeitnot.lab.datagen;

/**
 * One training position from a self-play game: the position, the game's result and the search's
 * score, both from White's point of view.
 *
 * @param game the index of the game it comes from (games are numbered from 0 per seed)
 * @param fen the position (standard chess; castling as KQkq letters)
 * @param whiteScore the search score in centipawns from White's view (never a mate score)
 * @param whiteHalfPoints the game's result for White in half points: 0 lost, 1 drawn, 2 won
 */
public record Sample(int game, String fen, int whiteScore, int whiteHalfPoints) {

  public Sample {
    if (whiteHalfPoints < 0 || whiteHalfPoints > 2) {
      throw new IllegalArgumentException("whiteHalfPoints must be 0, 1 or 2, not " + whiteHalfPoints);
    }
    if (whiteScore < Short.MIN_VALUE || whiteScore > Short.MAX_VALUE) {
      throw new IllegalArgumentException("whiteScore out of the 16-bit range: " + whiteScore);
    }
  }

  /** The result as a score for White: 0, 0.5 or 1. */
  public double whiteResult() {
    return whiteHalfPoints / 2.0;
  }
}
