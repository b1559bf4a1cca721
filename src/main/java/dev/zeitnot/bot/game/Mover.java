package dev.zeitnot.bot.game;

import dev.zeitnot.bot.clock.ClockBudget;
import dev.zeitnot.bot.clock.FakeThinkTime;
import dev.zeitnot.bot.clock.FixedSearch;
import dev.zeitnot.bot.clock.LinkCost;
import dev.zeitnot.bot.clock.MoveBudget;
import dev.zeitnot.bot.clock.RecentScores;
import dev.zeitnot.bot.clock.ReportedClocks;
import dev.zeitnot.bot.clock.RoundTripMeter;
import dev.zeitnot.bot.knowledge.GameKnowledge;
import dev.zeitnot.bot.report.MoveReport;
import dev.zeitnot.bot.report.SearchReport;
import dev.zeitnot.chess.Variant;
import dev.zeitnot.config.GameKind;
import dev.zeitnot.config.GoCommand;
import dev.zeitnot.lichess.model.GameFull;
import dev.zeitnot.lichess.model.GameState;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;

/**
 * Makes our moves: budgets the clock, asks the move sources in order (knowledge such as the
 * opening book, the only legal move, the pondered search, the supervised engine, the fallback),
 * posts the move and,
 * when the engine ponders, starts thinking on the opponent's time. Also measures what each
 * move's round trip cost, and keeps the engine's scores of our last moves for the budget.
 */
final class Mover implements AutoCloseable {

  private final MoveContext context;
  private final String gameId;
  private final int ourColor;
  private final RoundTripMeter roundTrips;
  /** Holds a move until a human would have played it ({@code time.fake_think_time}). */
  private final FakeThinkTime fakeThinkTime;
  private final EngineSupervisor supervisor;
  private final Ponderer ponderer;
  private final FallbackMove fallback;
  private final MovePoster poster;
  private boolean ponder;
  private final List<MoveSource> sources;
  /** The kind of game as the start told it; the opponent's account is known from the first full state. */
  private GameKind kind;
  /** The engine factory chosen for {@link #kind}, before the opponent's rating is applied. */
  private EngineFactory chosenEngines;
  private final OptionalInt opponentRating;
  private GameKnowledge knowledge;
  private RecentScores recent = RecentScores.NONE;
  private GoCommand goCommand = GoCommand.NONE;

  /**
   * The move chosen for a turn: what to post, the budget it was chosen under, and the overhead
   * the budget took off the clock.
   */
  record MovePlan(ChosenMove move, MoveBudget budget, long overheadMs, String note) {}

  Mover(MoveContext context, String gameId, int ourColor, Variant variant, GameKind kind, OptionalInt opponentRating,
      SessionInbox inbox, BooleanSupplier ending) {
    this.context = context;
    this.gameId = gameId;
    this.ourColor = ourColor;
    this.kind = kind;
    this.opponentRating = opponentRating;
    this.roundTrips = new RoundTripMeter(context.overhead(), ourColor);
    this.chosenEngines = context.engines().forGame(kind);
    this.supervisor = new EngineSupervisor(chosenEngines.forOpponent(opponentRating),
        gameId, context.observer()::engineRestarted, context.nanoClock());
    this.ponderer = new Ponderer(supervisor, ourColor);
    this.fallback = new FallbackMove(context.nanoClock());
    this.sources = List.of(this::knownMove, this::onlyMove, ponderer, new EngineMove(supervisor, ourColor), fallback);
    this.poster = new MovePoster(context, gameId, inbox, roundTrips, ending);
    this.fakeThinkTime = new FakeThinkTime(context.config().time().fakeThinkTime(), new SplittableRandom());
    this.ponder = EngineFactory.ponders(context.config().engineFor(kind));
  }

  /** Starts the game's engine (if it cannot start, the fallback moves while it is retried). */
  void open() {
    supervisor.open();
  }

  /** The game's first full state came: picks the knowledge (books) for its variant and speed. */
  void opening(GameFull full) {
    var opponent = ourColor == dev.zeitnot.chess.Color.WHITE ? full.black() : full.white();
    if (kind.opponentBot() == null) {
      // Now the opponent's account is known: an engine.kinds entry on it may choose another engine.
      kind = kind.withOpponentBot(opponent != null && opponent.isBot());
      EngineFactory chosen = context.engines().forGame(kind);
      if (chosen != chosenEngines) {
        chosenEngines = chosen;
        supervisor.replace(chosen.forOpponent(opponentRating));
        ponder = EngineFactory.ponders(context.config().engineFor(kind));
      }
    }
    knowledge = context.knowledge().forGame(new GameKind(full.variant() == null ? null : full.variant().key(),
        full.speed(), kind.color(), kind.opponentBot(), kind.rated(), kind.tournament()));
    goCommand = context.config().time().goCommands().forSpeed(full.speed());
  }

  /** A state came with {@code ply} moves played: measures the round trip of our last move. */
  void stateArrived(GameState state, int ply, boolean realTime) {
    roundTrips.observe(state, ply, realTime);
    poster.stateArrived(ply);
  }

  /** Chooses our move for {@code turn}; null when there is none to post (or it is posted already). */
  MovePlan choose(Turn turn) {
    if (!poster.mayMove(turn.ply(), turn.generation())) {
      return null; // never twice for the same ply, unless the server refused it and we re-read the game
    }
    context.observer().ourTurn(gameId, turn.clocks().realTime() ? turn.clocks().timeMs(ourColor) : -1);
    // A search pondering on another reply is stopped first: waiting for it is charged to this move.
    ponderer.settle(turn.game());
    LinkCost link = context.overhead().cost();
    long elapsedMs = (now() - turn.receivedNanos()) / 1_000_000;
    MoveBudget budget = FixedSearch.apply(context.budget().plan(turn.clocks(), ourColor, turn.ply(),
        turn.game().position(), elapsedMs, link, recent), goCommand, ourColor);
    for (MoveSource source : sources) {
      MoveSource.Proposal proposal = source.propose(turn, budget);
      if (proposal != null) {
        return new MovePlan(proposal.move(), proposal.budget(), link.overheadMs(), proposal.note());
      }
    }
    return null;
  }

  /**
   * Posts the planned move (offering a draw with it when {@code offerDraw}), logs it and, when the
   * engine ponders, thinks on the opponent's time.
   */
  void play(Turn turn, MovePlan plan, boolean offerDraw) {
    ReportedClocks clocks = turn.clocks();
    long holdMs = fakeThinkTime.holdMs(clocks, ourColor, turn.ply(), plan.overheadMs(),
        turn.game().position().countLegal() == 1);
    if (holdMs > 0 && !poster.holdUntil(turn.ply(), clocks.timeMs(ourColor), turn.receivedNanos(),
        turn.receivedNanos() + holdMs * 1_000_000)) {
      return; // the game went on without us (over, or a state past this move)
    }
    long postedNanos = poster.post(turn.ply(), plan.move().uci(), offerDraw, clocks.timeMs(ourColor),
        turn.receivedNanos());
    if (postedNanos == 0) {
      return;
    }
    long usedMs = (postedNanos - turn.receivedNanos()) / 1_000_000;
    recent = recent.then(plan.move().info() == null ? null : plan.move().info().score());
    context.observer().moved(new MoveReport(gameId,
        plan.move().info() == null ? 0 : plan.move().info().timeMs(), usedMs, plan.overheadMs()));
    context.observer().searched(new SearchReport(gameId,
        plan.move().info() == null ? "" : plan.move().info().score().toUci(),
        plan.move().info() == null ? 0 : plan.move().info().depth(),
        plan.move().source().name().toLowerCase(Locale.ROOT)));
    MoveBudget budget = plan.budget();
    SessionLog.move(turn.game().position().fullmoveNumber(), plan.move(), budget, usedMs,
        clocks.realTime() ? clocks.timeMs(ourColor) : -1, plan.overheadMs(), plan.note());
    if (ponder && (budget.kind() == MoveBudget.Kind.CLOCK || budget.kind() == MoveBudget.Kind.PONDER_HIT
        || (budget.kind() == MoveBudget.Kind.NO_CLOCK && context.config().time().noClockPonder()))) {
      // The reply's state will show our clock less this move's time and a typical trip, plus the increment.
      LinkCost link = context.overhead().cost();
      long ourClock = Math.max(ClockBudget.FLOOR_MS,
          clocks.timeMs(ourColor) - usedMs - link.tripMs() + clocks.incMs(ourColor));
      ReportedClocks then = clocks.withTime(ourColor, ourClock);
      int plyThen = turn.ply() + 2;
      RecentScores scoresThen = recent;
      ponderer.start(turn.game(), plan.move(),
          position -> FixedSearch.apply(context.budget().plan(then, ourColor, plyThen, position, 0, link, scoresThen),
              goCommand, ourColor));
    }
  }

  /** Whether the tablebase said, for the move just chosen, that we are lost and the owner wants a resignation. */
  boolean lostByTablebase() {
    return knowledge != null && knowledge.resignsAsLost();
  }

  /**
   * Whether the tablebase said, for the move just chosen, that the position is drawn and the
   * owner wants a draw then ({@code online.tablebase.offer_draw_when_drawn}).
   */
  boolean drawnByTablebase() {
    return knowledge != null && knowledge.offersDrawAsDrawn();
  }

  /** The name the game's engine gives itself ("zeitnot", or a UCI engine's id name). */
  String engineName() {
    EngineHandle running = supervisor.current();
    return running == null ? "no engine yet" : running.engine().name();
  }

  /** Stops whatever the engine is searching, from any thread. */
  void stopSearch() {
    supervisor.stopSearch();
  }

  /** The game is over: stops pondering. */
  void gameOver() {
    ponderer.cancel();
  }

  /** Ends the game's engines: no process of ours is left. */
  @Override
  public void close() {
    gameOver();
    supervisor.close();
    fallback.close();
  }

  // A known move (book) is played at once; a search pondering on a move we did not expect stops.
  /**
   * The longest one online source may keep this move waiting: a 20th of the clock left, or half
   * the thinking time of a first move or a move without a clock (their time is fixed).
   */
  static long knowledgeWaitMs(MoveBudget budget) {
    boolean fixed = budget.kind() == MoveBudget.Kind.FIRST_MOVE || budget.kind() == MoveBudget.Kind.NO_CLOCK;
    return fixed ? budget.availableMs() / 2 : budget.availableMs() / 20;
  }

  private MoveSource.Proposal knownMove(Turn turn, MoveBudget budget) {
    if (knowledge == null) {
      return null;
    }
    long clockMs = turn.clocks().realTime() ? turn.clocks().timeMs(ourColor) : -1;
    ChosenMove chosen = knowledge.choose(turn.game(), clockMs, knowledgeWaitMs(budget))
        .map(known -> ChosenMove.known(known, turn.game())).orElse(null);
    if (chosen == null) {
      return null;
    }
    ponderer.cancel();
    return new MoveSource.Proposal(chosen, MoveBudget.instant(), null); // known: no thinking time
  }

  // A position with a single legal move is played at once; a search pondering on it stops.
  private MoveSource.Proposal onlyMove(Turn turn, MoveBudget budget) {
    if (!budget.isInstant()) {
      return null;
    }
    ponderer.cancel();
    return new MoveSource.Proposal(ChosenMove.firstLegal(turn.game()), budget, null);
  }

  private long now() {
    return context.nanoClock().getAsLong();
  }
}
