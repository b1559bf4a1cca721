package dev.zeitnot.bot.game;

import dev.zeitnot.bot.clock.ReportedClocks;
import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Game;
import dev.zeitnot.lichess.model.ChatLine;
import dev.zeitnot.lichess.model.GameFull;
import dev.zeitnot.lichess.model.GameState;
import dev.zeitnot.lichess.model.GameStatus;
import dev.zeitnot.lichess.model.GameStreamEvent;
import dev.zeitnot.lichess.model.OpponentGone;
import dev.zeitnot.lichess.model.Player;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The game as the stream tells it: the board (every state is replayed on our own copy of the
 * game, by its variant's rules, and checked against it), the clocks, the status, and when the last move came.
 */
final class StreamedGame {

  private static final Logger log = LoggerFactory.getLogger(GameSession.class);

  private final int ourColor;
  private final String opponent;
  private GameFull full;
  private Game game;
  private GameState latest;
  private long lastMoveNanos;

  StreamedGame(int ourColor, String opponent, long startNanos) {
    this.ourColor = ourColor;
    this.opponent = opponent;
    this.lastMoveNanos = startNanos;
  }

  /** Takes in one stream event, read at {@code nowNanos}. */
  StreamNews take(GameStreamEvent event, long nowNanos) {
    if (event instanceof GameFull gameFull) {
      boolean opening = game == null;
      full = gameFull;
      if (opening) {
        game = new Game(gameFull.initialFen(), VariantOfGame.isChess960(gameFull), VariantOfGame.of(gameFull));
        SessionLog.start(ourColor, opponent, gameFull);
      }
      return observe(gameFull.state(), opening, nowNanos);
    }
    if (game == null) {
      log.debug("{} before gameFull, ignored", event.getClass().getSimpleName());
      return new StreamNews.Nothing();
    }
    if (event instanceof GameState state) {
      return observe(state, false, nowNanos);
    }
    if (event instanceof OpponentGone gone) {
      return new StreamNews.Presence(gone);
    }
    if (event instanceof ChatLine line) {
      return new StreamNews.Chat(line);
    }
    return new StreamNews.Nothing();
  }

  private StreamNews observe(GameState state, boolean opening, long nowNanos) {
    latest = state;
    int before = game.ply();
    try {
      game.sync(state.moves());
    } catch (IllegalArgumentException e) {
      log.error("the server's moves do not replay here ({}); waiting for the next state", e.getMessage());
      return new StreamNews.Nothing();
    }
    if (game.ply() != before) {
      lastMoveNanos = nowNanos;
    }
    if (state.status() != null && state.status().isOver()) {
      return new StreamNews.Over(state, game.ply(), new GameResult(state.status(), state.winner()));
    }
    return new StreamNews.InPlay(state, game.ply(), opening);
  }

  /** Our turn in {@code state}, or null when the state does not ask us for a move. */
  Turn turn(GameState state, long receivedNanos, int generation) {
    if (state.status() != GameStatus.STARTED || game.position().sideToMove() != ourColor
        || game.outcome().isOver()) {
      return null;
    }
    ReportedClocks clocks = new ReportedClocks(hasClock(), state.wtime(), state.btime(),
        state.winc(), state.binc(), hasClock() ? full.clock().initial() : 0);
    return new Turn(game, clocks, game.ply(), receivedNanos, generation);
  }

  /** The first full game, or null before it came. */
  GameFull full() {
    return full;
  }

  /** The game so far, or null before the first full game came. */
  Game game() {
    return game;
  }

  /** Whether the opponent's side of the full game carries the BOT title. */
  boolean opponentIsBot() {
    Player side = opponentSide();
    return side != null && side.isBot();
  }

  /** The opponent's rating in the full game, or null when unknown (before it, or an AI or anonymous opponent). */
  Integer opponentRating() {
    Player side = opponentSide();
    return side == null ? null : side.rating();
  }

  /**
   * Whether the opponent, in a clock game without increment, has less than {@code seconds} left
   * and less than we do, by the latest state (0 seconds: never).
   */
  boolean opponentInTimeTrouble(int seconds) {
    if (seconds <= 0 || !hasClock() || latest == null || full.clock().increment() > 0) {
      return false;
    }
    long ours = ourColor == Color.WHITE ? latest.wtime() : latest.btime();
    long theirs = ourColor == Color.WHITE ? latest.btime() : latest.wtime();
    return theirs < seconds * 1000L && theirs < ours;
  }

  private Player opponentSide() {
    return full == null ? null : ourColor == Color.WHITE ? full.black() : full.white();
  }

  boolean hasClock() {
    return full != null && full.clock() != null;
  }

  /** The side that made the last move, given {@code game} is not empty. */
  int lastMover() {
    return Color.opposite(game.position().sideToMove());
  }

  /** Whether the opening moves are still being waited for from the opponent. */
  boolean awaitsOpponentsFirstMove() {
    return game != null && game.ply() < 2 && game.position().sideToMove() != ourColor;
  }

  long lastMoveNanos() {
    return lastMoveNanos;
  }
}
