package dev.zeitnot.lab.match;

import dev.zeitnot.chess.Color;

/**
 * How a match game ended.
 *
 * @param winner {@link Color#WHITE}, {@link Color#BLACK} or -1 for a draw
 * @param termination the kind of ending, as the PGN {@code Termination} tag names it
 * @param reason what happened, for people: {@code checkmate}, {@code black lost on time}, ...
 */
public record MatchOutcome(int winner, Termination termination, String reason) {

  /** Why a game ended, beyond who won. */
  public enum Termination {
    /** Mate, stalemate, repetition, fifty moves or insufficient material. */
    NORMAL("normal"),
    /** A side's move came after its clock ran out. */
    TIME_FORFEIT("time forfeit"),
    /** A side answered an illegal move or no move. */
    ILLEGAL_MOVE("rules infraction"),
    /** A side's engine crashed or stopped answering. */
    ENGINE_FAILURE("abandoned"),
    /** The game reached the move cap, or the engines' scores agreed on its result. */
    MOVE_CAP("adjudication");

    private final String pgnTag;

    Termination(String pgnTag) {
      this.pgnTag = pgnTag;
    }

    public String pgnTag() {
      return pgnTag;
    }
  }

  public static MatchOutcome draw(Termination termination, String reason) {
    return new MatchOutcome(-1, termination, reason);
  }

  /** {@code loser} loses for {@code reason}. */
  public static MatchOutcome loss(int loser, Termination termination, String reason) {
    return new MatchOutcome(Color.opposite(loser), termination, reason);
  }

  public boolean isDraw() {
    return winner < 0;
  }

  /** The PGN result: {@code 1-0}, {@code 0-1} or {@code 1/2-1/2}. */
  public String resultToken() {
    if (isDraw()) {
      return "1/2-1/2";
    }
    return winner == Color.WHITE ? "1-0" : "0-1";
  }
}
