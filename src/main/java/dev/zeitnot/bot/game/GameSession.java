package dev.zeitnot.bot.game;

import dev.zeitnot.bot.chat.GameFacts;
import dev.zeitnot.bot.report.GameReport;
import dev.zeitnot.bot.report.PositionReport;
import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Position;
import dev.zeitnot.config.DrawOfferPolicy;
import dev.zeitnot.config.DrawPolicy;
import dev.zeitnot.config.GameKind;
import dev.zeitnot.engine.SearchInfo;
import dev.zeitnot.lichess.model.GameFull;
import dev.zeitnot.lichess.model.GameInfo;
import dev.zeitnot.lichess.model.GameState;
import dev.zeitnot.lichess.model.GameStatus;
import dev.zeitnot.lichess.model.Player;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;

/**
 * One game, played on its own thread: the coordinator of the game's parts. Stream events are
 * queued and handled in order ({@link SessionInbox}); each is checked against the game so far
 * ({@link StreamedGame}), which feeds the conduct rules ({@link Conduct}), the PGN record
 * ({@link PgnRecorder}) and, when it is our turn, the mover ({@link Mover}). Before moving,
 * every queued state is taken in, so the bot never answers a position that is already gone.
 * Every log line of the game carries the MDC key {@code game}.
 */
public final class GameSession implements Runnable {

  /** The MDC key that names the game in every log line of its session. */
  public static final String MDC_KEY = "game";

  private static final Logger log = LoggerFactory.getLogger(GameSession.class);
  /** After a forced end (resign or abort), wait this long for the server's final state. */
  private static final long FORCED_END_GRACE_NANOS = TimeUnit.SECONDS.toNanos(10);
  /** After the event stream said the game is over, wait this long for the game stream to say it. */
  private static final long FINISH_GRACE_NANOS = TimeUnit.SECONDS.toNanos(2);
  /** At the end, wait this long for the last commands (the goodbye) to reach the server. */
  private static final long COMMANDS_GRACE_MS = 5_000;

  private final SessionContext context;
  private final String gameId;
  private final int ourColor;
  private final String opponent;
  private final String opponentId;
  private final Consumer<GameSession> onOver;
  private final Consumer<GameSession> onEnd;
  private final String speed;
  /** An arena pairing: the server ends it ({@code noStart}) if a side never moves, so we never abort it. */
  private final boolean tournament;
  private final SessionInbox inbox;
  private final GameCommands commands;
  private final SessionChat chat;
  private final Conduct conduct;
  private final PgnRecorder pgn;
  private final Mover mover;
  private final StreamedGame streamed;

  /** The owner asked to end the game now (set from another thread; the session then resigns). */
  private volatile boolean forcedEnd;
  /**
   * The event stream said the game is over (set from its thread): no search is started or
   * finished for it and no move posted, even before the session has taken in the news.
   */
  private volatile boolean finishHeard;
  private volatile SessionState state = new SessionState.Playing();
  private boolean quietStart;
  private long lastActivityNanos;
  private volatile SearchInfo lastSearch;
  /** The position {@link #lastSearch} started from. */
  private volatile Position lastSearchPosition;
  /** The last state asked for a takeback we granted: wait for the position taken back. */
  private boolean takebackGranted;
  /** The state being answered while a move is made; left set when making it failed, to retry. */
  private PendingState pending;

  /** A state that asks us for a move, as it came off the stream. */
  private record PendingState(GameState state, long receivedNanos, int generation) {}

  /**
   * A session for the game {@code start}; {@code onOver} hears as soon as the game is over (before
   * the goodbye and the PGN), {@code onEnd} when the session has finished.
   */
  public GameSession(SessionContext context, GameInfo start, Consumer<GameSession> onOver,
      Consumer<GameSession> onEnd) {
    this.context = context;
    this.gameId = start.gameId();
    this.ourColor = "black".equals(start.color()) ? Color.BLACK : Color.WHITE;
    this.opponent = start.opponent() == null || start.opponent().username() == null ? "opponent"
        : start.opponent().username();
    this.opponentId = start.opponent() == null || start.opponent().id() == null
        ? opponent.toLowerCase(Locale.ROOT) : start.opponent().id().toLowerCase(Locale.ROOT);
    this.onOver = onOver;
    this.onEnd = onEnd;
    this.speed = start.speed() == null ? "unknown" : start.speed();
    this.tournament = start.tournamentId() != null;
    this.inbox = new SessionInbox(() -> context.observer().gameStreamConnected(gameId));
    this.commands = new GameCommands(context.api(), gameId);
    Facts facts = new Facts();
    this.chat = new SessionChat(commands, opponent, facts, context.chat().forGame(gameId, facts, context.nanoClock()));
    this.streamed = new StreamedGame(ourColor, opponent, now());
    this.conduct = new Conduct(context.config().game(), commands, ourColor, opponent, streamed);
    this.pgn = new PgnRecorder(context.archive());
    OptionalInt opponentRating = start.opponent() == null || start.opponent().rating() == null
        ? OptionalInt.empty() : OptionalInt.of(start.opponent().rating());
    GameKind kind = new GameKind(start.variant() == null ? "standard" : start.variant().key(), start.speed(),
        Color.name(ourColor), null, start.rated(), tournament || start.swissId() != null);
    this.mover = new Mover(context, gameId, ourColor, VariantOfGame.of(start.variant()), kind, opponentRating,
        inbox, this::ending);
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
    finishHeard = true;
    mover.stopSearch(); // a search under way answers a position that is gone: its move is not posted
    inbox.add(new SessionInbox.FinishInput(info));
  }

  /**
   * Whether the session ended with the game still going: a correspondence or unlimited game
   * waiting for the opponent, put aside so that it holds no thread, engine or stream.
   */
  public boolean isParked() {
    return state instanceof SessionState.PutAside;
  }

  /** This session takes up a game put aside earlier: no second greeting. Call before {@link #run()}. */
  public void resumeQuietly() {
    quietStart = true;
  }

  /** Ends the game now: resigns it (the server aborts it instead while that is allowed). */
  public void forceEnd() {
    forcedEnd = true;
    mover.stopSearch();
    inbox.add(new SessionInbox.ForceEndInput());
  }

  @Override
  public void run() {
    MDC.put(MDC_KEY, gameId);
    try (mover) {
      mover.open();
      inbox.subscribe(context.api(), gameId);
      lastActivityNanos = now();
      while (state.isOpen()) {
        List<SessionInbox.Input> batch = inbox.next(1000);
        try {
          if (!batch.isEmpty()) {
            lastActivityNanos = now();
            handleBatch(batch);
          } else if (pending != null && state instanceof SessionState.Playing) {
            maybeMove(pending); // the last try failed; no new state will come while it is our turn
          }
          checkTimers();
        } catch (RuntimeException | Error e) {
          // Leaving would lose the game on time: log it, and try the move again if it was ours.
          log.error("unexpected failure, carrying on", e);
        }
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      log.warn("interrupted, leaving the game unfinished");
    } catch (RuntimeException | Error e) {
      log.error("could not go on with the game; leaving it", e);
    } finally {
      inbox.close();
      finishCommands();
      onEnd.accept(this);
      MDC.remove(MDC_KEY);
    }
  }

  /** Takes in every queued input, then moves once, on the latest state. */
  private void handleBatch(List<SessionInbox.Input> batch) {
    PendingState latest = null;
    for (SessionInbox.Input input : batch) {
      if (state instanceof SessionState.Finished) {
        return;
      }
      if (input instanceof SessionInbox.StreamInput stream) {
        GameState state = take(streamed.take(stream.received().event(), now()));
        if (state != null) {
          latest = new PendingState(state, stream.received().receivedNanos(), stream.generation());
        }
      } else if (input instanceof SessionInbox.FinishInput finish) {
        // The game stream's final state usually follows; it says more (moves, clocks), so wait for it.
        state = new SessionState.EndingElsewhere(finish.info(), now());
      } else if (input instanceof SessionInbox.ForceEndInput) {
        resignNow();
      } else if (input instanceof SessionInbox.FailedInput failed) {
        log.warn("the server refused the game stream ({}); leaving the game", failed.failure().getMessage());
        finish(new GameResult(GameStatus.UNKNOWN_FINISH, null));
      }
    }
    if (latest != null && state instanceof SessionState.Playing) { // never a search for a game over
      if (takebackGranted) {
        pending = latest; // the server replaces it with the position taken back; moved on only if none comes
      } else {
        maybeMove(latest);
      }
    }
  }

  /** Hands what the stream told to the parts; returns the state to move on, if any. */
  private GameState take(StreamNews news) {
    if (news instanceof StreamNews.InPlay inPlay) {
      recordState(inPlay.state(), inPlay.ply());
      conduct.answerDrawOffer(inPlay.state(), inPlay.ply());
      takebackGranted = conduct.grantsTakeback(inPlay.state(), streamed.opponentIsBot());
      if (inPlay.opening()) {
        mover.opening(streamed.full());
      }
      if (inPlay.opening() && inPlay.ply() < 2 && !quietStart) {
        chat.say(context.config().game().greeting());
      }
      return inPlay.state();
    }
    if (news instanceof StreamNews.Over over) {
      recordState(over.state(), over.ply());
      finish(over.result());
    } else if (news instanceof StreamNews.Presence presence) {
      conduct.opponentPresence(presence.gone());
    } else if (news instanceof StreamNews.Chat line) {
      chat.heard(line.line());
    }
    return null;
  }

  private void recordState(GameState state, int ply) {
    pgn.record(state, ply, streamed.lastMover(), streamed.hasClock());
    mover.stateArrived(state, ply, streamed.hasClock());
    reportPosition(state);
  }

  /** Tells the observer (the bot's page) the position the stream just told. */
  private void reportPosition(GameState state) {
    if (streamed.game() == null) {
      return;
    }
    String moves = state.moves() == null ? "" : state.moves().trim();
    String lastMove = moves.isEmpty() ? "" : moves.substring(moves.lastIndexOf(' ') + 1);
    boolean clock = streamed.hasClock();
    context.observer().position(new PositionReport(gameId, Color.name(ourColor), opponent,
        streamed.game().position().toFen(), lastMove, clock ? state.wtime() : -1, clock ? state.btime() : -1));
  }

  private void maybeMove(PendingState state) {
    pending = state;
    Turn turn = ending() ? null : streamed.turn(state.state(), state.receivedNanos(), state.generation());
    if (turn != null) {
      Mover.MovePlan plan = mover.choose(turn);
      if (plan != null && !ending()
          && conduct.acceptsOfferAsDrawn(state.state(), turn.ply(), mover.drawnByTablebase())) {
        return; // still pending: should the accept fail, the next try at this ply moves
      } else if (plan != null && !ending() && mover.lostByTablebase() && !conduct.opponentInTimeTrouble()) {
        log.info("resigning: the tablebase says the position is lost (online.tablebase.resign_when_lost)");
        commands.resign();
      } else if (plan != null && !ending()
          && !conduct.resignsInsteadOfMoving(plan.move().info() == null ? null : plan.move().info().score())) {
        int pieces = Long.bitCount(turn.game().position().occupied());
        mover.play(turn, plan, conduct.offersDraw(turn.ply(), pieces, mover.drawnByTablebase()));
        pgn.source(turn.ply(), plan.move().source());
        if (plan.move().info() != null) {
          lastSearch = plan.move().info();
          lastSearchPosition = turn.game().position().copy();
        }
      }
    }
    pending = null;
  }

  /**
   * Ends the waits that time out (for the final state after the event stream's word or after
   * resigning); while playing, aborts a game the opponent does not start and puts a quiet
   * correspondence game aside.
   */
  private void checkTimers() {
    if (state instanceof SessionState.EndingElsewhere ending
        && now() - ending.sinceNanos() > FINISH_GRACE_NANOS) {
      GameStatus status = ending.info().status();
      finish(new GameResult(status == null || !status.isOver() ? GameStatus.UNKNOWN_FINISH : status,
          ending.info().winner()));
      return;
    }
    if (state instanceof SessionState.Resigning resigning
        && now() - resigning.sinceNanos() > FORCED_END_GRACE_NANOS) {
      log.warn("no final state after resigning; leaving the game");
      finish(new GameResult(GameStatus.UNKNOWN_FINISH, null));
      return;
    }
    if (!(state instanceof SessionState.Playing)) {
      return;
    }
    if (!tournament) {
      conduct.checkAbort(streamed, now());
    }
    maybePutAside();
  }

  /** A correspondence or unlimited game that has waited long enough for the opponent is put aside. */
  private void maybePutAside() {
    if (streamed.full() == null || streamed.game() == null || streamed.hasClock() || pending != null
        || streamed.game().position().sideToMove() == ourColor
        || now() - lastActivityNanos < TimeUnit.SECONDS.toNanos(
            context.config().challenge().correspondence().idleSeconds())) {
      return;
    }
    state = new SessionState.PutAside();
    log.info("{} has not moved for a while: putting the game aside (no thread, engine or stream) "
        + "until it is our turn", opponent);
  }

  private void resignNow() {
    if (!(state instanceof SessionState.Playing)) {
      return;
    }
    state = new SessionState.Resigning(now());
    log.info("shutting down now, resigning (or aborting)");
    commands.resign();
  }

  private void finish(GameResult result) {
    if (state instanceof SessionState.Finished) {
      return;
    }
    state = new SessionState.Finished();
    onOver.accept(this);
    mover.gameOver();
    GameReport.Outcome outcome = result.outcomeFor(Color.name(ourColor));
    context.observer().gameEnded(new GameReport(gameId, speed, outcome,
        outcome == GameReport.Outcome.LOSS && result.status() == GameStatus.OUT_OF_TIME));
    log.info("against {}: {} ({})", opponent, result.describeFor(Color.name(ourColor)), result.pgnToken());
    if (result.status() != GameStatus.ABORTED) {
      chat.say(context.config().game().goodbye());
    }
    if (streamed.full() != null && streamed.game() != null) {
      pgn.write(streamed.full(), streamed.game(), result, opponentId);
    }
  }

  private void finishCommands() {
    try {
      commands.finish(COMMANDS_GRACE_MS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** Whether the game is ending: the owner forced its end, or the event stream said it is over. */
  private boolean ending() {
    return forcedEnd || finishHeard;
  }

  private long now() {
    return context.nanoClock().getAsLong();
  }

  /** What the chat commands may know of this game. */
  private final class Facts implements GameFacts {
    @Override
    public String ourName() {
      GameFull full = streamed.full();
      Player us = full == null ? null : ourColor == Color.WHITE ? full.white() : full.black();
      return us == null ? null : us.name();
    }

    @Override
    public String engineName() {
      return mover.engineName();
    }

    @Override
    public SearchInfo lastSearch() {
      return lastSearch;
    }

    @Override
    public Position lastSearchPosition() {
      Position position = lastSearchPosition;
      return position == null ? null : position.copy();
    }

    @Override
    public boolean over() {
      return state instanceof SessionState.Finished;
    }

    @Override
    public OptionalLong lastRoundTripMs() {
      return context.overhead().lastTripMs();
    }

    @Override
    public DrawPolicy drawPolicy() {
      return conduct.drawPolicy();
    }

    @Override
    public DrawOfferPolicy drawOfferPolicy() {
      return conduct.drawOfferPolicy();
    }

    @Override
    public int maxTakebacks() {
      return conduct.maxTakebacks();
    }

    @Override
    public int takebacksGranted() {
      return conduct.takebacksGranted();
    }

    @Override
    public int waitForOpponent() {
      return conduct.waitForOpponent(now()) ? Conduct.WAIT_COMMAND_SECONDS : 0;
    }
  }
}
