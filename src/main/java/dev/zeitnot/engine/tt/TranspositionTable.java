package dev.zeitnot.engine.tt;

/**
 * The transposition table: what earlier searches learned about positions, shared by all search
 * threads without locks. Each entry is two longs, the data and the key XOR the data (the
 * "lockless hashing" of Hyatt and Mann): a torn write by two threads fails the key check and
 * reads as a miss instead of returning another position's move.
 *
 * <p>Buckets of two entries: the first keeps the deepest (or most recent) result, the second
 * always takes the newest, so deep results survive while shallow ones still find a place.
 *
 * <p>One table may serve the searches of several games at once (the bot's games share one):
 * entries are keyed by the full Zobrist key, so a game only ever reads what was learned about
 * its own positions, and a game never clears a shared table (see {@code SearchMemory}). The age
 * is the table's, advanced by every search: an entry not written since the latest search of
 * any game is the first to be replaced, which is how the positions of finished games leave.
 */
public final class TranspositionTable {

  /** Bound kinds of a stored score. */
  public static final int BOUND_NONE = 0;
  public static final int BOUND_UPPER = 1;
  public static final int BOUND_LOWER = 2;
  public static final int BOUND_EXACT = 3;

  private static final int ENTRIES_PER_BUCKET = 2;
  private static final int LONGS_PER_ENTRY = 2;
  private static final int BYTES_PER_ENTRY = 16;
  private static final int AGE_MASK = 0x3F;

  private final long[] table;
  private final int bucketMask;
  /** Volatile: several searches (and games) advance it and stamp entries with it. */
  private volatile int age;

  /** A table of at most {@code megabytes} MiB (rounded down to a power of two of buckets). */
  public TranspositionTable(int megabytes) {
    long entries = (long) megabytes * 1024 * 1024 / BYTES_PER_ENTRY;
    long buckets = Long.highestOneBit(Math.max(2, entries / ENTRIES_PER_BUCKET));
    this.table = new long[(int) (buckets * ENTRIES_PER_BUCKET * LONGS_PER_ENTRY)];
    this.bucketMask = (int) buckets - 1;
  }

  /** Empties the table (a new game); only for a table no other search is using. */
  public synchronized void clear() {
    java.util.Arrays.fill(table, 0);
    age = 0;
  }

  /** Marks the start of a new search so older entries are replaced first. */
  public synchronized void newSearch() {
    age = (age + 1) & AGE_MASK;
  }

  private int bucketIndex(long key) {
    return (int) (key & bucketMask) * ENTRIES_PER_BUCKET * LONGS_PER_ENTRY;
  }

  /** The entry data for {@code key}, or 0 when absent; decode it with the static accessors. */
  public long probe(long key) {
    int i = bucketIndex(key);
    for (int e = 0; e < ENTRIES_PER_BUCKET; e++, i += LONGS_PER_ENTRY) {
      long data = table[i + 1];
      if ((table[i] ^ data) == key && data != 0) {
        return data;
      }
    }
    return 0;
  }

  /**
   * Stores a search result. {@code score} must already be adjusted for the ply (mate scores
   * relative to this position); {@code move} may be 0 to keep an earlier move of the same key.
   */
  public void store(long key, int move, int score, int staticEval, int depth, int bound) {
    int i = bucketIndex(key);
    int first = i;
    int second = i + LONGS_PER_ENTRY;
    int target;
    long firstData = table[first + 1];
    long secondData = table[second + 1];
    if ((table[first] ^ firstData) == key && firstData != 0) {
      target = first;
    } else if ((table[second] ^ secondData) == key && secondData != 0) {
      target = second;
    } else if (firstData == 0 || age(firstData) != age || depth >= depth(firstData)) {
      // The depth-preferred slot gives way to deeper or fresher results; its old content moves
      // to the always-replace slot rather than vanishing.
      if (firstData != 0) {
        table[second] = table[first];
        table[second + 1] = firstData;
      }
      target = first;
    } else {
      target = second;
    }
    long old = table[target + 1];
    boolean sameKey = (table[target] ^ old) == key && old != 0;
    if (sameKey) {
      if (move == 0) {
        move = move(old);
      }
      // Keep a deeper exact result of this very search unless the new one is exact too.
      if (bound != BOUND_EXACT && age(old) == age && depth(old) > depth + 2) {
        return;
      }
    }
    long data = (move & 0xFFFFL)
        | ((score & 0xFFFFL) << 16)
        | ((staticEval & 0xFFFFL) << 32)
        | ((long) (Math.max(0, Math.min(depth, 255)) & 0xFF) << 48)
        | ((long) bound << 56)
        | ((long) age << 58);
    table[target] = key ^ data;
    table[target + 1] = data;
  }

  /** Permille of the first thousand entries used by the current search (UCI hashfull). */
  public int hashfull() {
    int used = 0;
    int sample = Math.min(1000, table.length / LONGS_PER_ENTRY);
    for (int e = 0; e < sample; e++) {
      long data = table[e * LONGS_PER_ENTRY + 1];
      if (data != 0 && age(data) == age) {
        used++;
      }
    }
    return used * 1000 / sample;
  }

  public static int move(long data) {
    return (int) (data & 0xFFFF);
  }

  public static int score(long data) {
    return (short) (data >>> 16);
  }

  public static int staticEval(long data) {
    return (short) (data >>> 32);
  }

  public static int depth(long data) {
    return (int) ((data >>> 48) & 0xFF);
  }

  public static int bound(long data) {
    return (int) ((data >>> 56) & 0x3);
  }

  private static int age(long data) {
    return (int) ((data >>> 58) & AGE_MASK);
  }
}
