package dev.zeitnot.lab.datagen;

import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Position;
import dev.zeitnot.engine.Score;
import java.util.ArrayList;
import java.util.List;

/**
 * One self-play game as datagen keeps it: where it started, how it ended, and each ply's move
 * with the search's score. Nothing is filtered when a game is recorded; which positions are worth
 * training on ({@link QuietFilter}) is decided when the game is read back, so a later filter can
 * use everything.
 *
 * @param index the game's number (per seed)
 * @param startFen the position the engines started from (after the book and the random plies)
 * @param whiteHalfPoints the result for White in half points: 0 lost, 1 drawn, 2 won
 * @param moves each ply's move as {@code dev.zeitnot.chess.Move} packs it (16 bits)
 * @param scores each ply's search score in centipawns from the mover's view, or {@link #NO_SCORE}
 *     for a mate score or none
 */
public record GameRecord(int index, String startFen, int whiteHalfPoints, int[] moves, short[] scores) {

  /** The score of a ply that has none worth learning from (a mate, or no search result). */
  public static final short NO_SCORE = Short.MIN_VALUE;

  public GameRecord {
    if (moves.length != scores.length) {
      throw new IllegalArgumentException("a game needs one score per move: " + moves.length + " moves, "
          + scores.length + " scores");
    }
    if (whiteHalfPoints < 0 || whiteHalfPoints > 2) {
      throw new IllegalArgumentException("whiteHalfPoints must be 0, 1 or 2, not " + whiteHalfPoints);
    }
  }

  /** What a search reported, as a recorded score. */
  public static short recorded(Score score) {
    if (score == null || score.isMate()) {
      return NO_SCORE;
    }
    return (short) Math.max(Short.MIN_VALUE + 1, Math.min(Short.MAX_VALUE, score.centipawns()));
  }

  /** Sees a training position: the live position (valid during the call only) and its score. */
  public interface QuietPositionVisitor {
    void visit(Position pos, int scoreForSideToMove);
  }

  /**
   * Replays the game and shows {@code visitor} each position {@link QuietFilter} accepts.
   *
   * @throws IllegalArgumentException when a recorded move is not legal where it was played
   */
  public void forEachQuietPosition(QuietPositionVisitor visitor) {
    Position pos = Position.fromFen(startFen);
    for (int ply = 0; ply < moves.length; ply++) {
      int move = moves[ply];
      if (!pos.isLegal(move)) {
        throw new IllegalArgumentException("game " + index + ": the move of ply " + ply + " is not legal in "
            + pos.toFen());
      }
      short score = scores[ply];
      if (score != NO_SCORE && QuietFilter.accepts(pos, move, Score.cp(score))) {
        visitor.visit(pos, score);
      }
      pos.makeMove(move);
    }
  }

  /** The training positions as samples (scores from White's view). */
  public List<Sample> quietSamples() {
    List<Sample> samples = new ArrayList<>();
    forEachQuietPosition((pos, score) -> samples.add(new Sample(index, pos.toFen(),
        pos.sideToMove() == Color.WHITE ? score : -score, whiteHalfPoints)));
    return samples;
  }
}
