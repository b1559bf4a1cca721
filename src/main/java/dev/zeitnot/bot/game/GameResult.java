package dev.zeitnot.bot.game;

import dev.zeitnot.bot.report.GameReport;
import dev.zeitnot.lichess.model.GameStatus;

/**
 * How a game ended, as the server said: status and winner, with the PGN result token.
 *
 * @param status the final status
 * @param winner "white", "black" or null
 */
public record GameResult(GameStatus status, String winner) {

  /** {@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, or {@code *} for an abort or an unknown end. */
  public String pgnToken() {
    if ("white".equals(winner)) {
      return "1-0";
    }
    if ("black".equals(winner)) {
      return "0-1";
    }
    return switch (status) {
      case DRAW, STALEMATE, TIMEOUT, OUT_OF_TIME, INSUFFICIENT_MATERIAL_CLAIM, VARIANT_END -> "1/2-1/2";
      default -> "*";
    };
  }

  /** The result from our side, for the metrics; {@code ourColor} is "white" or "black". */
  public GameReport.Outcome outcomeFor(String ourColor) {
    if (status == GameStatus.ABORTED) {
      return GameReport.Outcome.ABORTED;
    }
    if (winner == null) {
      return "1/2-1/2".equals(pgnToken()) ? GameReport.Outcome.DRAW : GameReport.Outcome.UNFINISHED;
    }
    return winner.equals(ourColor) ? GameReport.Outcome.WIN : GameReport.Outcome.LOSS;
  }

  /** For the log, from our side: "won by mate", "drawn (stalemate)", "aborted". */
  public String describeFor(String ourColor) {
    if (status == GameStatus.ABORTED) {
      return "aborted";
    }
    if (winner == null) {
      return "1/2-1/2".equals(pgnToken()) ? "drawn (" + status.wireName() + ")" : "ended (" + status.wireName() + ")";
    }
    return (winner.equals(ourColor) ? "won" : "lost") + " by " + status.wireName();
  }
}
