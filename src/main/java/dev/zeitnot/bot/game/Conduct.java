package dev.zeitnot.bot.game;

import dev.zeitnot.chess.Color;
import dev.zeitnot.config.DrawOfferPolicy;
import dev.zeitnot.config.DrawPolicy;
import dev.zeitnot.config.GameConfig;
import dev.zeitnot.config.ResignPolicy;
import dev.zeitnot.engine.Score;
import dev.zeitnot.lichess.model.GameState;
import dev.zeitnot.lichess.model.OpponentGone;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The conduct rules of one game, as the config sets them: answer draw offers, offer draws,
 * resign a lost game (each by the policy for a human or a bot opponent, and its least opponent
 * rating; none of the three while a no-increment opponent is in time trouble), answer takeback
 * requests, claim the win when the opponent has left, abort a game the opponent never starts.
 */
final class Conduct {

  private static final Logger log = LoggerFactory.getLogger(GameSession.class);
  /**
   * Lichess ignores a player's draw offer made within this many plies of its previous one (and
   * before ply 2); we offer no more often, so no offer of ours is silently dropped.
   */
  static final int OFFER_SPACING_PLIES = 20;
  /** How much longer {@code !wait} keeps an unstarted game from being aborted (lichess-bot's 60 s). */
  static final int WAIT_COMMAND_SECONDS = 60;

  private final GameConfig config;
  private final GameCommands commands;
  private final int ourColor;
  private final String opponent;
  private final StreamedGame game;
  private final ScoreHistory scores = new ScoreHistory();
  private final Takebacks takebacks;
  private int drawAnsweredPly = -1;
  private int drawnAcceptedPly = -1;
  private int lastOfferPly = -OFFER_SPACING_PLIES;
  private boolean abortSent;
  /** Whether {@code !wait} was asked: then no abort before {@link #noAbortBeforeNanos}. */
  private boolean waitAsked;
  private long noAbortBeforeNanos;
  private boolean claimed;

  Conduct(GameConfig config, GameCommands commands, int ourColor, String opponent, StreamedGame game) {
    this.config = config;
    this.commands = commands;
    this.ourColor = ourColor;
    this.opponent = opponent;
    this.game = game;
    this.takebacks = new Takebacks(ourColor, config.maxTakebacksAccepted());
  }

  /**
   * Answers the opponent's takeback request in {@code state} by {@code game.max_takebacks_accepted};
   * true when it was granted (then the state is about to be replaced: do not move on it).
   */
  boolean grantsTakeback(GameState state, boolean opponentIsBot) {
    Takebacks.Answer answer = takebacks.answer(state, opponentIsBot);
    if (answer == Takebacks.Answer.ACCEPT) {
      log.info("granting {}'s takeback request ({} of {} this game)", opponent, takebacks.granted(),
          config.maxTakebacksAccepted());
      commands.takeback(true);
      return true;
    }
    if (answer == Takebacks.Answer.DECLINE) {
      log.info("declining {}'s takeback request ({})", opponent, opponentIsBot ? "a bot"
          : "game.max_takebacks_accepted: " + config.maxTakebacksAccepted() + " already granted");
      commands.takeback(false);
    }
    return false;
  }

  /** Answers the opponent's draw offer in {@code state} (once per ply) by the draw policy. */
  void answerDrawOffer(GameState state, int ply) {
    boolean offered = ourColor == Color.WHITE ? state.bdraw() : state.wdraw();
    if (!offered || drawAnsweredPly == ply) {
      return;
    }
    drawAnsweredPly = ply;
    DrawPolicy draw = config.draw().against(game.opponentIsBot());
    if (opponentInTimeTrouble()) {
      log.info("not accepting {}'s draw offer: {} is short of time without increment "
          + "(game.opponent_time_trouble_seconds)", opponent, opponent);
    } else if (draw.appliesTo(game.opponentRating()) && scores.acceptsDraw(draw, ply)) {
      log.info("accepting {}'s draw offer", opponent);
      commands.acceptDraw();
    } else {
      log.info("not accepting {}'s draw offer by our score (game.draw)", opponent);
    }
  }

  /**
   * The opponent's draw offer stands in {@code state}, our move at {@code ply} is due and the
   * tablebase says the position is drawn ({@code drawn}, asked for this move): accepts it, once
   * per ply, and returns true (then wait for the game to end; should the accept fail, the move is
   * made on the next try at the same ply).
   */
  boolean acceptsOfferAsDrawn(GameState state, int ply, boolean drawn) {
    boolean offered = ourColor == Color.WHITE ? state.bdraw() : state.wdraw();
    if (!offered || !drawn || drawnAcceptedPly == ply || opponentInTimeTrouble()) {
      return false;
    }
    drawnAcceptedPly = ply;
    log.info("accepting {}'s draw offer: the tablebase says the position is drawn", opponent);
    commands.acceptDraw();
    return true;
  }

  /**
   * Whether to offer a draw with our move at {@code ply} (its score already added by
   * {@link #resignsInsteadOfMoving}): the tablebase says drawn ({@code drawn}) or our score does
   * by {@code game.offer_draw} with {@code pieces} on the board, and no offer of ours is more
   * recent than {@link #OFFER_SPACING_PLIES}.
   */
  boolean offersDraw(int ply, int pieces, boolean drawn) {
    DrawOfferPolicy offer = config.offerDraw().against(game.opponentIsBot());
    boolean byScore = offer.appliesTo(game.opponentRating()) && scores.offersDraw(offer, pieces);
    if (!(drawn || byScore) || ply < 2 || ply - lastOfferPly < OFFER_SPACING_PLIES || opponentInTimeTrouble()) {
      return false;
    }
    lastOfferPly = ply;
    log.info("offering a draw: {}", drawn ? "the tablebase says the position is drawn"
        : "our score stayed level (game.offer_draw)");
    return true;
  }

  /**
   * Our engine scored our next move {@code score} (null if unknown); true when that makes the
   * resign policy hold, in which case the game has been resigned instead of moving.
   */
  boolean resignsInsteadOfMoving(Score score) {
    scores.add(score);
    ResignPolicy resign = config.resign().against(game.opponentIsBot());
    if (!resign.appliesTo(game.opponentRating()) || !scores.shouldResign(resign) || opponentInTimeTrouble()) {
      return false;
    }
    log.info("resigning (resign policy: lost for {} moves)", resign.moves());
    commands.resign();
    return true;
  }

  /**
   * Whether the opponent, without increment, has less than {@code game.opponent_time_trouble_seconds}
   * and less time than we do: then we neither resign nor offer or accept a draw, tablebase or not.
   */
  boolean opponentInTimeTrouble() {
    return game.opponentInTimeTrouble(config.opponentTimeTroubleSeconds());
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

  /**
   * Someone asked us to wait ({@code !wait}): a game the opponent has not started is not aborted
   * for another {@link #WAIT_COMMAND_SECONDS}; false when no first move is awaited.
   */
  boolean waitForOpponent(long nowNanos) {
    if (abortSent || !game.hasClock() || !game.awaitsOpponentsFirstMove()) {
      return false;
    }
    waitAsked = true;
    noAbortBeforeNanos = nowNanos + TimeUnit.SECONDS.toNanos(WAIT_COMMAND_SECONDS);
    log.info("asked to wait: no abort for {} s", WAIT_COMMAND_SECONDS);
    return true;
  }

  /** The draw-accepting policy against this opponent; disabled when its rating is below the policy's minimum. */
  DrawPolicy drawPolicy() {
    DrawPolicy draw = config.draw().against(game.opponentIsBot());
    return draw.appliesTo(game.opponentRating()) ? draw
        : new DrawPolicy(false, draw.maxScoreCp(), draw.moves(), draw.minPly(), draw.minOpponentRating());
  }

  /** The draw-offering policy to this opponent; disabled when its rating is below the policy's minimum. */
  DrawOfferPolicy drawOfferPolicy() {
    DrawOfferPolicy offer = config.offerDraw().against(game.opponentIsBot());
    return offer.appliesTo(game.opponentRating()) ? offer : new DrawOfferPolicy(false, offer.maxScoreCp(),
        offer.moves(), offer.maxPieces(), offer.minOpponentRating());
  }

  /** The most takebacks this opponent may have this game (none for a bot). */
  int maxTakebacks() {
    return game.opponentIsBot() ? 0 : config.maxTakebacksAccepted();
  }

  /** Takebacks granted so far this game. */
  int takebacksGranted() {
    return takebacks.granted();
  }

  /** Aborts the game once the opponent has not made its first move for too long. */
  void checkAbort(StreamedGame game, long nowNanos) {
    // The first-move rule is for real-time games: a correspondence opponent has days to move.
    if (abortSent || !game.hasClock() || !game.awaitsOpponentsFirstMove()) {
      return;
    }
    long waitedSeconds = TimeUnit.NANOSECONDS.toSeconds(nowNanos - game.lastMoveNanos());
    if (waitedSeconds >= config.abortAfterSeconds() && (!waitAsked || nowNanos - noAbortBeforeNanos >= 0)) {
      abortSent = true;
      log.info("{} has not moved for {} s; aborting", opponent, waitedSeconds);
      commands.abort();
    }
  }
}
