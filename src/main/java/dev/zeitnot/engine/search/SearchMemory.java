package dev.zeitnot.engine.search;

import dev.zeitnot.engine.tt.TranspositionTable;
import java.util.ArrayList;
import java.util.List;

/**
 * What the engine keeps from one move to the next of a game: the transposition table and, per
 * search thread, the move-ordering history. Cleared for a new game.
 */
public final class SearchMemory {

  final TranspositionTable tt;
  private final List<HistoryTables> tables = new ArrayList<>();

  public SearchMemory(int hashMb) {
    this.tt = new TranspositionTable(hashMb);
  }

  /** Forgets everything (a new game), so searches repeat exactly. */
  public synchronized void clear() {
    tt.clear();
    tables.clear();
  }

  /** The history of search thread {@code id}, created empty on first use. */
  synchronized HistoryTables tables(int id) {
    while (tables.size() <= id) {
      tables.add(new HistoryTables());
    }
    return tables.get(id);
  }
}
