package dev.zeitnot.lab.match;

import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Outcome;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Decides when a match game is over by the chess rules, by the match's move cap, or (when the
 * match adjudicates, to save the CPU time of decided games) by the engines' own scores.
 */
public final class Adjudication {

  /** Both engines agree one side is this far ahead (centipawns) ... */
  static final int RESIGN_CP = 1000;
  /** ... for this many plies in a row (3 moves each): the game is scored as won. */
  static final int RESIGN_PLIES = 6;
  /** From this many plies into the match game on ... */
  static final int DRAW_FROM_PLY = 80;
  /** ... both engines scoring within this many centipawns of 0 ... */
  static final int DRAW_CP = 10;
  /** ... for this many plies in a row: the game is scored as drawn. */
  static final int DRAW_PLIES = 8;

  private Adjudication() {}

  /**
   * The result by agreement of the engines' scores, if any: a win when the last {@link #RESIGN_PLIES}
   * scores all give the same side at least {@link #RESIGN_CP}, a draw from ply {@link #DRAW_FROM_PLY}
   * when the last {@link #DRAW_PLIES} are all within {@link #DRAW_CP} of 0 (as cutechess's
   * {@code -resign} and {@code -draw} options, with conservative values).
   *
   * @param whiteScores per ply of this match game, the mover's score seen from White (mates as
   *     +-{@link Integer#MAX_VALUE} / 2), or null when the engine reported none
   */
  public static Optional<MatchOutcome> byScores(List<Integer> whiteScores) {
    int plies = whiteScores.size();
    if (plies >= RESIGN_PLIES) {
      List<Integer> last = whiteScores.subList(plies - RESIGN_PLIES, plies);
      if (last.stream().allMatch(s -> s != null && s >= RESIGN_CP)) {
        return Optional.of(MatchOutcome.loss(Color.BLACK, MatchOutcome.Termination.MOVE_CAP,
            "both engines score white ahead by " + RESIGN_CP + " cp or more"));
      }
      if (last.stream().allMatch(s -> s != null && s <= -RESIGN_CP)) {
        return Optional.of(MatchOutcome.loss(Color.WHITE, MatchOutcome.Termination.MOVE_CAP,
            "both engines score black ahead by " + RESIGN_CP + " cp or more"));
      }
    }
    if (plies >= DRAW_FROM_PLY
        && whiteScores.subList(plies - DRAW_PLIES, plies).stream().allMatch(s -> s != null && Math.abs(s) <= DRAW_CP)) {
      return Optional.of(MatchOutcome.draw(MatchOutcome.Termination.MOVE_CAP,
          "both engines score within " + DRAW_CP + " cp of a draw"));
    }
    return Optional.empty();
  }

  /**
   * The result if the game is over: by our rules (mate, stalemate, threefold repetition, fifty
   * moves, insufficient material) or, as a draw, once {@code pliesPlayed} (half-moves played in
   * this match, the opening's own moves not counted) reaches {@code maxMoves} full moves (0 = no cap).
   */
  public static Optional<MatchOutcome> judge(Game game, int pliesPlayed, int maxMoves) {
    Outcome outcome = game.outcome();
    if (outcome.kind() == Outcome.Kind.CHECKMATE) {
      return Optional.of(new MatchOutcome(outcome.winner(), MatchOutcome.Termination.NORMAL, "checkmate"));
    }
    if (outcome.isOver()) {
      String reason = outcome.kind().name().toLowerCase(Locale.ROOT).replace('_', ' ');
      return Optional.of(MatchOutcome.draw(MatchOutcome.Termination.NORMAL, reason));
    }
    if (maxMoves > 0 && pliesPlayed >= 2 * maxMoves) {
      return Optional.of(MatchOutcome.draw(MatchOutcome.Termination.MOVE_CAP, "move cap of " + maxMoves + " moves"));
    }
    return Optional.empty();
  }
}
