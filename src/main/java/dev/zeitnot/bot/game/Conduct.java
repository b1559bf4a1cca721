package dev.zeitnot.bot.game;

import dev.zeitnot.chess.Color;
import dev.zeitnot.config.GameConfig;
import dev.zeitnot.engine.Score;
import dev.zeitnot.lichess.model.GameState;
import dev.zeitnot.lichess.model.OpponentGone;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The conduct rules of one game, as the config sets them: answer draw offers, resign a lost
 * game, claim the win when the opponent has left, abort a game the opponent never starts.
 */
final class Conduct {

  private static final Logger log = LoggerFactory.getLogger(GameSession.class);

  private final GameConfig config;
  private final GameCommands commands;
  private final int ourColor;
  private final String opponent;
  private final ScoreHistory scores;
  private int drawAnsweredPly = -1;
  private boolean abortSent;
  private boolean claimed;

  Conduct(GameConfig config, GameCommands commands, int ourColor, String opponent) {
    this.config = config;
    this.commands = commands;
    this.ourColor = ourColor;
    this.opponent = opponent;
    this.scores = new ScoreHistory(config.draw(), config.resign());
  }

  /** Answers the opponent's draw offer in {@code state} (once per ply) by the draw policy. */
  void answerDrawOffer(GameState state, int ply) {
    boolean offered = ourColor == Color.WHITE ? state.bdraw() : state.wdraw();
    if (!offered || drawAnsweredPly == ply) {
      return;
    }
    drawAnsweredPly = ply;
    if (scores.acceptsDraw(ply)) {
      log.info("accepting {}'s draw offer", opponent);
      commands.acceptDraw();
    } else {
      log.info("declining {}'s draw offer (draw policy)", opponent);
    }
  }

  /**
   * Our engine scored our next move {@code score} (null if unknown); true when that makes the
   * resign policy hold, in which case the game has been resigned instead of moving.
   */
  boolean resignsInsteadOfMoving(Score score) {
    scores.add(score);
    if (!scores.shouldResign()) {
      return false;
    }
    log.info("resigning (resign policy: lost for {} moves)", config.resign().moves());
    commands.resign();
    return true;
  }

  /** The opponent left or came back: claims the win once the server allows it. */
  void opponentPresence(OpponentGone gone) {
    if (!gone.gone()) {
      log.info("{} is back", opponent);
      return;
    }
    if (gone.canClaimNow() && config.claimVictory() && !claimed) {
      claimed = true;
      log.info("{} has left; claiming the win", opponent);
      commands.claimVictory();
    } else if (gone.claimWinInSeconds() != null) {
      log.info("{} has left; the win can be claimed in {} s", opponent, gone.claimWinInSeconds());
    }
  }

  /** Aborts the game once the opponent has not made its first move for too long. */
  void checkAbort(StreamedGame game, long nowNanos) {
    // The first-move rule is for real-time games: a correspondence opponent has days to move.
    if (abortSent || !game.hasClock() || !game.awaitsOpponentsFirstMove()) {
      return;
    }
    long waitedSeconds = TimeUnit.NANOSECONDS.toSeconds(nowNanos - game.lastMoveNanos());
    if (waitedSeconds >= config.abortAfterSeconds()) {
      abortSent = true;
      log.info("{} has not moved for {} s; aborting", opponent, waitedSeconds);
      commands.abort();
    }
  }
}
