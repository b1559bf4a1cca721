package dev.zeitnot.bot.game;

import dev.zeitnot.bot.clock.ClockBudget;
import dev.zeitnot.bot.clock.MoveBudget;
import dev.zeitnot.bot.clock.ReportedClocks;
import dev.zeitnot.bot.clock.RoundTripMeter;
import dev.zeitnot.bot.knowledge.GameKnowledge;
import dev.zeitnot.chess.Color;
import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.SearchResult;
import dev.zeitnot.lichess.model.GameFull;
import dev.zeitnot.lichess.model.GameState;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * Makes our moves: budgets the clock, asks the move sources in order (knowledge such as the
 * opening book, the pondered search, then the engine), posts the move and, when the engine ponders, starts thinking on the opponent's
 * time. Also measures what each move's round trip cost.
 */
final class Mover implements AutoCloseable {

  private final SessionContext context;
  private final int ourColor;
  private final RoundTripMeter roundTrips;
  private final Ponderer ponderer;
  private final MovePoster poster;
  private final boolean ponder;
  private final List<MoveSource> sources = List.of(this::knownMove, this::ponderHit, this::engineSearch);
  private volatile Engine engine;
  private GameKnowledge knowledge;

  /**
   * The move chosen for a turn: what to post, the budget it was chosen under, and the overhead
   * the budget took off the clock.
   */
  record MovePlan(ChosenMove move, MoveBudget budget, long overheadMs) {}

  Mover(SessionContext context, String gameId, int ourColor, SessionInbox inbox, BooleanSupplier ending) {
    this.context = context;
    this.ourColor = ourColor;
    this.roundTrips = new RoundTripMeter(context.overhead(), ourColor);
    this.ponderer = new Ponderer(gameId);
    this.poster = new MovePoster(context, gameId, inbox, roundTrips, ending);
    this.ponder = EngineFactory.ponders(context.config().engine());
  }

  /** Starts the game's engine. */
  void open() {
    Engine created = context.engines().create();
    engine = created;
    created.newGame();
  }

  /** The game's first full state came: picks the knowledge (books) for its variant and speed. */
  void opening(GameFull full) {
    knowledge = context.knowledge().forGame(full.variant() == null ? null : full.variant().key(), full.speed());
  }

  /** A state came with {@code ply} moves played: measures the round trip of our last move. */
  void stateArrived(GameState state, int ply, boolean realTime) {
    roundTrips.observe(state, ply, realTime);
  }

  /** Chooses our move for {@code turn}; null when there is none to post (or it is posted already). */
  MovePlan choose(Turn turn) {
    if (!poster.mayMove(turn.ply(), turn.generation())) {
      return null; // never twice for the same ply, unless the server refused it and we re-read the game
    }
    long overheadMs = context.overhead().currentMs();
    long elapsedMs = (now() - turn.receivedNanos()) / 1_000_000;
    MoveBudget budget = context.budget().plan(turn.clocks(), ourColor, turn.ply(), elapsedMs, overheadMs);
    for (MoveSource source : sources) {
      MoveSource.Proposal proposal = source.propose(turn, budget);
      if (proposal != null) {
        return new MovePlan(proposal.move(), proposal.budget(), overheadMs);
      }
    }
    return null;
  }

  /** Posts the planned move, logs it and, when the engine ponders, thinks on the opponent's time. */
  void play(Turn turn, MovePlan plan) {
    ReportedClocks clocks = turn.clocks();
    long postedNanos = poster.post(turn.ply(), plan.move().uci(), clocks.timeMs(ourColor), turn.receivedNanos());
    if (postedNanos == 0) {
      return;
    }
    long usedMs = (postedNanos - turn.receivedNanos()) / 1_000_000;
    MoveBudget budget = plan.budget();
    SessionLog.move(turn.game().position().fullmoveNumber(), plan.move(), budget, usedMs,
        clocks.realTime() ? clocks.timeMs(ourColor) : -1, plan.overheadMs());
    if (ponder && (budget.kind() == MoveBudget.Kind.CLOCK || budget.kind() == MoveBudget.Kind.PONDER_HIT)) {
      long increment = clocks.incMs(ourColor);
      long ourClock = Math.max(ClockBudget.FLOOR_MS,
          clocks.timeMs(ourColor) - usedMs - plan.overheadMs() + increment);
      ponderer.start(engine, turn.game(), plan.move(), ourColor, ourClock,
          clocks.timeMs(Color.opposite(ourColor)), increment);
    }
  }

  /** Stops whatever the engine is searching, from any thread. */
  void stopSearch() {
    Engine running = engine;
    if (running != null) {
      running.stop();
    }
  }

  /** The game is over: stops pondering. */
  void gameOver() {
    Engine running = engine;
    if (running != null) {
      ponderer.cancel(running);
    }
  }

  @Override
  public void close() {
    gameOver();
    ponderer.close();
    Engine running = engine;
    if (running != null) {
      running.close();
    }
  }

  // A known move (book) is played at once; a search pondering on a move we did not expect stops.
  private MoveSource.Proposal knownMove(Turn turn, MoveBudget budget) {
    if (knowledge == null) {
      return null;
    }
    ChosenMove chosen = knowledge.choose(turn.game()).map(known -> ChosenMove.known(known, turn.game())).orElse(null);
    if (chosen == null) {
      return null;
    }
    ponderer.cancel(engine);
    return new MoveSource.Proposal(chosen, budget);
  }

  private MoveSource.Proposal ponderHit(Turn turn, MoveBudget budget) {
    SearchResult pondered = ponderer.resolve(engine, turn.game());
    ChosenMove chosen = pondered == null ? null : ChosenMove.of(pondered, turn.game());
    return chosen == null ? null : new MoveSource.Proposal(chosen,
        new MoveBudget(MoveBudget.Kind.PONDER_HIT, budget.limits(), budget.availableMs()));
  }

  private MoveSource.Proposal engineSearch(Turn turn, MoveBudget budget) {
    ChosenMove chosen = ChosenMove.search(engine, turn.game(), budget);
    return chosen == null ? null : new MoveSource.Proposal(chosen, budget);
  }

  private long now() {
    return context.nanoClock().getAsLong();
  }
}
