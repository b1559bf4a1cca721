package dev.zeitnot.engine.match;

import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.Outcome;
import java.util.Locale;
import java.util.Optional;

/** Decides when a match game is over by the chess rules, or by the match's move cap. */
public final class Adjudication {

  private Adjudication() {}

  /**
   * The result if the game is over: by our rules (mate, stalemate, threefold repetition, fifty
   * moves, insufficient material) or, as a draw, once {@code pliesPlayed} (half-moves played in
   * this match, the opening's own moves not counted) reaches {@code maxMoves} full moves (0 = no cap).
   */
  public static Optional<GameResult> judge(Game game, int pliesPlayed, int maxMoves) {
    Outcome outcome = game.outcome();
    if (outcome.kind() == Outcome.Kind.CHECKMATE) {
      return Optional.of(new GameResult(outcome.winner(), GameResult.Termination.NORMAL, "checkmate"));
    }
    if (outcome.isOver()) {
      String reason = outcome.kind().name().toLowerCase(Locale.ROOT).replace('_', ' ');
      return Optional.of(GameResult.draw(GameResult.Termination.NORMAL, reason));
    }
    if (maxMoves > 0 && pliesPlayed >= 2 * maxMoves) {
      return Optional.of(GameResult.draw(GameResult.Termination.MOVE_CAP, "move cap of " + maxMoves + " moves"));
    }
    return Optional.empty();
  }
}
