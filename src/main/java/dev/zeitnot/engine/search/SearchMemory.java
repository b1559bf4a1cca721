package dev.zeitnot.engine.search;

import dev.zeitnot.engine.eval.StaticEvaluator;
import dev.zeitnot.engine.tt.TranspositionTable;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * What the engine keeps from one move to the next of a game: the transposition table and, per
 * search thread, the move-ordering history and the evaluator. A new game forgets the history; it empties the
 * table only when the table is this engine's own, never one shared with other games.
 */
public final class SearchMemory {

  final TranspositionTable tt;
  private final boolean ownsTable;
  private final Supplier<StaticEvaluator> evaluators;
  private final List<HistoryTables> tables = new ArrayList<>();

  /** Memory with a table of its own of {@code hashMb} MiB, the hand-written evaluation. */
  public SearchMemory(int hashMb) {
    this(hashMb, StaticEvaluator::handWritten);
  }

  /** Memory with a table of its own of {@code hashMb} MiB; each thread evaluates with one of {@code evaluators}. */
  public SearchMemory(int hashMb, Supplier<StaticEvaluator> evaluators) {
    this(new TranspositionTable(hashMb), true, evaluators);
  }

  private SearchMemory(TranspositionTable tt, boolean ownsTable, Supplier<StaticEvaluator> evaluators) {
    this.tt = tt;
    this.ownsTable = ownsTable;
    this.evaluators = evaluators;
  }

  /** Memory whose table {@code shared} also serves other games' searches, at the same time. */
  public static SearchMemory sharing(TranspositionTable shared, Supplier<StaticEvaluator> evaluators) {
    return new SearchMemory(shared, false, evaluators);
  }

  /**
   * Forgets the game (a new game). An own table is emptied, so searches repeat exactly; a shared
   * one is left alone, since other games are searching it: the old game's entries are keyed by
   * positions this game will mostly never reach, and the table's age lets them be replaced first.
   */
  public synchronized void clear() {
    if (ownsTable) {
      tt.clear();
    }
    tables.clear();
  }

  /** The history of search thread {@code id}, created empty on first use. */
  synchronized HistoryTables tables(int id) {
    while (tables.size() <= id) {
      tables.add(new HistoryTables(evaluators.get()));
    }
    return tables.get(id);
  }
}
