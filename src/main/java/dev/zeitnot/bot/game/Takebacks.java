package dev.zeitnot.bot.game;

import dev.zeitnot.chess.Color;
import dev.zeitnot.lichess.model.GameState;

/**
 * The takeback rule of one game: a human opponent's request is granted while fewer than the
 * configured number were granted in this game; a bot's is always declined (bots have no excuse
 * of a slipped mouse). Each request is answered once, however many states repeat it.
 */
final class Takebacks {

  /** What to do about the state just in. */
  enum Answer { NONE, ACCEPT, DECLINE }

  private final int ourColor;
  private final int allowed;
  private int granted;
  private boolean answered;

  Takebacks(int ourColor, int allowed) {
    this.ourColor = ourColor;
    this.allowed = allowed;
  }

  /** The answer to {@code state}'s takeback request by the opponent (a bot when {@code opponentIsBot}). */
  Answer answer(GameState state, boolean opponentIsBot) {
    boolean requested = ourColor == Color.WHITE ? state.btakeback() : state.wtakeback();
    if (!requested) {
      answered = false;
      return Answer.NONE;
    }
    if (answered) {
      return Answer.NONE;
    }
    answered = true;
    if (opponentIsBot || granted >= allowed) {
      return Answer.DECLINE;
    }
    granted++;
    return Answer.ACCEPT;
  }

  int granted() {
    return granted;
  }
}
