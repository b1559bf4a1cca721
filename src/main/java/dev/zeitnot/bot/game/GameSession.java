package dev.zeitnot.bot.game;

import dev.zeitnot.bot.clock.ClockBudget;
import dev.zeitnot.bot.clock.MoveBudget;
import dev.zeitnot.bot.clock.ReportedClocks;
import dev.zeitnot.bot.clock.RoundTripMeter;
import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Game;
import dev.zeitnot.config.Messages;
import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.SearchResult;
import dev.zeitnot.lichess.ChatRoom;
import dev.zeitnot.lichess.LichessException;
import dev.zeitnot.lichess.Received;
import dev.zeitnot.lichess.model.ChatLine;
import dev.zeitnot.lichess.model.GameFull;
import dev.zeitnot.lichess.model.GameInfo;
import dev.zeitnot.lichess.model.GameState;
import dev.zeitnot.lichess.model.GameStatus;
import dev.zeitnot.lichess.model.GameStreamEvent;
import dev.zeitnot.lichess.model.OpponentGone;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One game, played on its own thread: follows the game stream, keeps the game history and checks
 * every state against it, moves when it is our turn within the clock budget, answers draw
 * offers, aborts a game the opponent never starts, claims wins, chats, and writes the PGN.
 * Stream events are queued and handled in order; before moving, every queued state is taken in,
 * so the bot never answers a position that is already gone.
 */
public final class GameSession implements Runnable {

  private static final Logger log = LoggerFactory.getLogger(GameSession.class);
  /** After a forced end (resign or abort), wait this long for the server's final state. */
  private static final long FORCED_END_GRACE_NANOS = TimeUnit.SECONDS.toNanos(10);
  /** After the event stream said the game is over, wait this long for the game stream to say it. */
  private static final long FINISH_GRACE_NANOS = TimeUnit.SECONDS.toNanos(2);

  private final SessionContext context;
  private final String gameId;
  private final int ourColor;
  private final String opponent;
  private final String opponentId;
  private final Consumer<GameSession> onEnd;
  private final SessionInbox inbox = new SessionInbox();
  private final ScoreHistory scores;
  private final RoundTripMeter roundTrips;
  private final Ponderer ponderer;
  private final MovePoster poster;
  private final boolean ponder;
  private final List<String> clockComments = new ArrayList<>();

  private volatile Engine engine;
  private volatile boolean forcedEnd;
  private GameFull full;
  private Game game;
  private boolean finished;
  private int drawAnsweredPly = -1;
  private long lastMoveNanos;
  private boolean abortSent;
  private boolean claimed;
  private long forcedEndNanos;
  private GameInfo finishedElsewhere;
  private long finishedElsewhereNanos;

  public GameSession(SessionContext context, GameInfo start, Consumer<GameSession> onEnd) {
    this.context = context;
    this.gameId = start.gameId();
    this.ourColor = "black".equals(start.color()) ? Color.BLACK : Color.WHITE;
    this.opponent = start.opponent() == null || start.opponent().username() == null ? "opponent"
        : start.opponent().username();
    this.opponentId = start.opponent() == null || start.opponent().id() == null
        ? opponent.toLowerCase(Locale.ROOT) : start.opponent().id().toLowerCase(Locale.ROOT);
    this.onEnd = onEnd;
    this.scores = new ScoreHistory(context.config().game().draw(), context.config().game().resign());
    this.roundTrips = new RoundTripMeter(context.overhead(), ourColor);
    this.ponderer = new Ponderer(gameId);
    this.poster = new MovePoster(context, gameId, inbox, roundTrips, () -> forcedEnd);
    this.ponder = EngineFactory.ponders(context.config().engine());
  }

  public String gameId() {
    return gameId;
  }

  /** The opponent's user id in lower case, as the challenge policy counts games per opponent. */
  public String opponentId() {
    return opponentId;
  }

  /** The event stream said the game is over (it may say so before the game stream does). */
  public void gameFinished(GameInfo info) {
    inbox.add(new SessionInbox.FinishInput(info));
  }

  /** Ends the game now: resigns it (the server aborts it instead while that is allowed). */
  public void forceEnd() {
    forcedEnd = true;
    Engine running = engine;
    if (running != null) {
      running.stop();
    }
    inbox.add(new SessionInbox.ForceEndInput());
  }

  @Override
  public void run() {
    lastMoveNanos = now();
    try (Engine created = context.engines().create()) {
      engine = created;
      created.newGame();
      inbox.subscribe(context.api(), gameId);
      while (!finished) {
        List<SessionInbox.Input> batch = inbox.next(1000);
        try {
          if (!batch.isEmpty()) {
            handleBatch(batch);
          }
          checkTimers();
        } catch (RuntimeException e) {
          // Leaving would lose the game on time: log it and go on with the next state.
          log.error("game {}: unexpected failure, carrying on", gameId, e);
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      log.warn("game {}: interrupted, leaving the game unfinished", gameId);
    } catch (RuntimeException e) {
      log.error("game {}: could not start the engine or the game stream; leaving the game", gameId, e);
    } finally {
      Engine used = engine;
      if (used != null) {
        ponderer.cancel(used);
      }
      ponderer.close();
      inbox.close();
      onEnd.accept(this);
    }
  }

  /** Takes in every queued input, then moves once, on the latest state. */
  private void handleBatch(List<SessionInbox.Input> batch) {
    GameState latest = null;
    long latestNanos = 0;
    int latestGeneration = 0;
    for (SessionInbox.Input input : batch) {
      if (finished) {
        return;
      }
      if (input instanceof SessionInbox.StreamInput stream) {
        GameState state = take(stream.received());
        if (state != null) {
          latest = state;
          latestNanos = stream.received().receivedNanos();
          latestGeneration = stream.generation();
        }
      } else if (input instanceof SessionInbox.FinishInput finish) {
        // The game stream's final state usually follows; it says more (moves, clocks), so wait for it.
        finishedElsewhere = finish.info();
        finishedElsewhereNanos = now();
      } else if (input instanceof SessionInbox.ForceEndInput) {
        resignNow();
      } else if (input instanceof SessionInbox.FailedInput failed) {
        log.warn("game {}: the server refused the game stream ({}); leaving the game", gameId,
            failed.failure().getMessage());
        finish(new GameResult(GameStatus.UNKNOWN_FINISH, null));
      }
    }
    if (latest != null && !finished) {
      maybeMove(latest, latestNanos, latestGeneration);
    }
  }

  /** Takes in one stream event; returns the state it carries, if any. */
  private GameState take(Received<GameStreamEvent> received) {
    GameStreamEvent event = received.event();
    if (event instanceof GameFull gameFull) {
      boolean first = game == null;
      full = gameFull;
      if (first) {
        game = new Game(gameFull.initialFen(), gameFull.variant() != null
            && "chess960".equals(gameFull.variant().key()));
        SessionLog.start(gameId, ourColor, opponent, gameFull);
      }
      GameState state = observe(gameFull.state());
      if (first && game.ply() < 2) {
        chat(context.config().game().greeting());
      }
      return state;
    }
    if (game == null) {
      log.debug("game {}: {} before gameFull, ignored", gameId, event.getClass().getSimpleName());
      return null;
    }
    if (event instanceof GameState state) {
      return observe(state);
    }
    if (event instanceof OpponentGone gone) {
      opponentGone(gone);
    } else if (event instanceof ChatLine line) {
      log.debug("game {} chat [{}] {}: {}", gameId, line.room(), line.username(), line.text());
    }
    return null;
  }

  /** Checks a state against our history, learns from it, and ends the game if it is over. */
  private GameState observe(GameState state) {
    int before = game.ply();
    try {
      game.sync(state.moves());
    } catch (IllegalArgumentException e) {
      log.error("game {}: the server's moves do not replay here ({}); waiting for the next state",
          gameId, e.getMessage());
      return null;
    }
    int ply = game.ply();
    if (ply != before) {
      lastMoveNanos = now();
    }
    recordClock(state, ply);
    roundTrips.observe(state, ply, full.clock() != null);
    if (state.status() != null && state.status().isOver()) {
      finish(new GameResult(state.status(), state.winner()));
      return null;
    }
    answerDrawOffer(state, ply);
    return state;
  }

  private void recordClock(GameState state, int ply) {
    while (clockComments.size() > ply) {
      clockComments.remove(clockComments.size() - 1); // a takeback
    }
    while (clockComments.size() < ply) {
      clockComments.add(null);
    }
    if (ply > 0 && full.clock() != null) {
      int mover = Color.opposite(game.position().sideToMove());
      clockComments.set(ply - 1, PgnArchive.clockComment(mover == Color.WHITE ? state.wtime() : state.btime()));
    }
  }

  private void answerDrawOffer(GameState state, int ply) {
    boolean offered = ourColor == Color.WHITE ? state.bdraw() : state.wdraw();
    if (!offered || drawAnsweredPly == ply) {
      return;
    }
    drawAnsweredPly = ply;
    if (scores.acceptsDraw(ply)) {
      log.info("game {}: accepting {}'s draw offer", gameId, opponent);
      call("accept the draw", () -> context.api().draw(gameId, true));
    } else {
      log.info("game {}: declining {}'s draw offer (draw policy)", gameId, opponent);
    }
  }

  private void maybeMove(GameState state, long receivedNanos, int stateGeneration) {
    int ply = game.ply();
    if (forcedEnd || state.status() != GameStatus.STARTED || game.position().sideToMove() != ourColor
        || game.outcome().isOver()) {
      return;
    }
    if (!poster.mayMove(ply, stateGeneration)) {
      return; // never twice for the same ply, unless the server refused it and we re-read the game
    }
    ReportedClocks clocks = new ReportedClocks(full.clock() != null, state.wtime(), state.btime(),
        state.winc(), state.binc());
    long overheadMs = context.overhead().currentMs();
    long elapsedMs = (now() - receivedNanos) / 1_000_000;
    MoveBudget budget = context.budget().plan(clocks, ourColor, ply, elapsedMs, overheadMs);
    ChosenMove chosen = null;
    SearchResult pondered = ponderer.resolve(engine, game);
    if (pondered != null) {
      chosen = ChosenMove.of(pondered, game);
      budget = new MoveBudget(MoveBudget.Kind.PONDER_HIT, budget.limits(), budget.availableMs());
    }
    if (chosen == null) {
      chosen = ChosenMove.search(engine, game, budget);
    }
    if (chosen == null || forcedEnd) {
      return;
    }
    scores.add(chosen.info() == null ? null : chosen.info().score());
    if (scores.shouldResign()) {
      log.info("game {}: resigning (resign policy: lost for {} moves)", gameId,
          context.config().game().resign().moves());
      call("resign", () -> context.api().resign(gameId));
      return;
    }
    long postedNanos = poster.post(ply, chosen.uci(), clocks.timeMs(ourColor), receivedNanos);
    if (postedNanos == 0) {
      return;
    }
    long usedMs = (postedNanos - receivedNanos) / 1_000_000;
    SessionLog.move(gameId, game.position().fullmoveNumber(), chosen, budget, usedMs,
        clocks.realTime() ? clocks.timeMs(ourColor) : -1, overheadMs);
    if (ponder && (budget.kind() == MoveBudget.Kind.CLOCK || budget.kind() == MoveBudget.Kind.PONDER_HIT)) {
      long increment = clocks.incMs(ourColor);
      long ourClock = Math.max(ClockBudget.FLOOR_MS, clocks.timeMs(ourColor) - usedMs - overheadMs + increment);
      ponderer.start(engine, game, chosen, ourColor, ourClock, clocks.timeMs(Color.opposite(ourColor)), increment);
    }
  }

  private void opponentGone(OpponentGone gone) {
    if (!gone.gone()) {
      log.info("game {}: {} is back", gameId, opponent);
      return;
    }
    if (gone.canClaimNow() && context.config().game().claimVictory() && !claimed) {
      claimed = true;
      log.info("game {}: {} has left; claiming the win", gameId, opponent);
      call("claim victory", () -> context.api().claimVictory(gameId));
    } else if (gone.claimWinInSeconds() != null) {
      log.info("game {}: {} has left; the win can be claimed in {} s", gameId, opponent,
          gone.claimWinInSeconds());
    }
  }

  /** Aborts a game the opponent does not start; gives up waiting after a forced end. */
  private void checkTimers() {
    if (finished) {
      return;
    }
    if (finishedElsewhere != null && now() - finishedElsewhereNanos > FINISH_GRACE_NANOS) {
      GameStatus status = finishedElsewhere.status();
      finish(new GameResult(status == null || !status.isOver() ? GameStatus.UNKNOWN_FINISH : status,
          finishedElsewhere.winner()));
      return;
    }
    if (forcedEndNanos != 0 && now() - forcedEndNanos > FORCED_END_GRACE_NANOS) {
      log.warn("game {}: no final state after resigning; leaving the game", gameId);
      finish(new GameResult(GameStatus.UNKNOWN_FINISH, null));
      return;
    }
    if (game == null || abortSent || game.ply() >= 2 || game.position().sideToMove() == ourColor) {
      return;
    }
    long waitedSeconds = TimeUnit.NANOSECONDS.toSeconds(now() - lastMoveNanos);
    if (waitedSeconds >= context.config().game().abortAfterSeconds()) {
      abortSent = true;
      log.info("game {}: {} has not moved for {} s; aborting", gameId, opponent, waitedSeconds);
      call("abort", () -> context.api().abort(gameId));
    }
  }

  private void resignNow() {
    if (forcedEndNanos != 0) {
      return;
    }
    forcedEndNanos = now();
    log.info("game {}: shutting down now, resigning (or aborting)", gameId);
    call("resign", () -> context.api().resign(gameId));
  }

  private void finish(GameResult result) {
    if (finished) {
      return;
    }
    finished = true;
    ponderer.cancel(engine);
    log.info("game {} against {}: {} ({})", gameId, opponent,
        result.describeFor(Color.name(ourColor)), result.pgnToken());
    if (result.status() != GameStatus.ABORTED) {
      chat(context.config().game().goodbye());
    }
    if (full != null && game != null) {
      try {
        log.info("game {}: PGN written to {}", gameId,
            context.archive().write(full, game, clockComments, result));
      } catch (IOException e) {
        log.warn("game {}: could not write the PGN ({})", gameId, e.getMessage());
      }
    }
  }

  private void chat(Messages messages) {
    for (ChatRoom room : ChatRoom.values()) {
      String text = messages.forRoom(room.key(), opponent);
      if (!text.isBlank()) {
        call("chat", () -> context.api().sendChat(gameId, room, text));
      }
    }
  }

  /** Runs a server command whose failure must not end the game: it is logged and the game goes on. */
  private void call(String what, Runnable command) {
    try {
      command.run();
    } catch (LichessException e) {
      log.warn("game {}: could not {} ({})", gameId, what, e.getMessage());
    }
  }

  private long now() {
    return context.nanoClock().getAsLong();
  }
}
