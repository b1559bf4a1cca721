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

    /** The termination whose PGN tag is {@code tag}; {@link #NORMAL} for any other text. */
    static Termination ofPgnTag(String tag) {
      for (Termination termination : values()) {
        if (termination.pgnTag.equals(tag)) {
          return termination;
        }
      }
      return NORMAL;
    }
  }

  public static MatchOutcome draw(Termination termination, String reason) {
    return new MatchOutcome(-1, termination, reason);
  }

  /** {@code loser} loses for {@code reason}. */
  public static MatchOutcome loss(int loser, Termination termination, String reason) {
    return new MatchOutcome(Color.opposite(loser), termination, reason);
  }

  /**
   * The outcome a PGN game's {@code Result} and {@code Termination} tags give (the inverse of
   * {@link #resultToken} and {@link Termination#pgnTag}); {@code resultToken} is {@code 1-0},
   * {@code 0-1} or {@code 1/2-1/2}.
   */
  static MatchOutcome fromPgn(String resultToken, String terminationTag, String reason) {
    Termination termination = Termination.ofPgnTag(terminationTag);
    return switch (resultToken) {
      case "1-0" -> loss(Color.BLACK, termination, reason);
      case "0-1" -> loss(Color.WHITE, termination, reason);
      default -> draw(termination, reason);
    };
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
