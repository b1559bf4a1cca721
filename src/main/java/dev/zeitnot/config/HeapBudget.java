package dev.zeitnot.config;

import java.util.Optional;

/**
 * Whether the configured games fit in the Java heap: the built-in engine's one shared hash
 * table, plus what each game's searches and session keep, plus the rest of the bot. Checked by
 * {@code check} and before {@code run} starts, so a config never ends in an OutOfMemoryError.
 * The per-game figures are upper estimates measured with {@code bench/heap-concurrency.sh}.
 */
public final class HeapBudget {

  /** The client, its libraries and streams, and headroom for the garbage collector. */
  static final long BASE_MIB = 96;
  /** One search thread of one game: move-ordering history and the searcher's stacks. */
  static final long SEARCH_THREAD_MIB = 8;
  /** One game's session: the board, the game stream and the PGN. */
  static final long GAME_MIB = 2;

  private HeapBudget() {}

  /** The heap {@code config} needs, in MiB. */
  static long neededMib(BotConfig config) {
    return hashMib(config) + config.challenge().concurrency() * perGameMib(config) + BASE_MIB;
  }

  /**
   * The problem, naming the key to change, when {@code config} needs more than
   * {@code maxHeapBytes} (what {@link Runtime#maxMemory()} says); empty when it fits.
   */
  public static Optional<String> problem(BotConfig config, long maxHeapBytes) {
    long maxMib = maxHeapBytes / (1024 * 1024);
    long needed = neededMib(config);
    if (needed <= maxMib) {
      return Optional.empty();
    }
    int games = config.challenge().concurrency();
    String moreHeap = "or give Java more heap (java -Xmx, or -XX:MaxRAMPercentage in a container)";
    String need = "need about " + needed + " MiB of heap, but Java may use at most " + maxMib + " MiB";
    long withoutHash = needed - hashMib(config);
    if (config.engine() instanceof EngineConfig.Builtin builtin && withoutHash < maxMib) {
      return Optional.of("engine.builtin.hash_mb: " + hashMib(config) + " MiB of hash (shared by all games) plus "
          + games + " game(s) at once (challenge.concurrency) with " + builtin.settings().threads()
          + " search thread(s) each " + need + "; set engine.builtin.hash_mb to " + (maxMib - withoutHash)
          + " or less, " + moreHeap);
    }
    String threads = config.engine() instanceof EngineConfig.Builtin builtin
        ? " with " + builtin.settings().threads() + " search thread(s) each (engine.builtin.threads)" : "";
    long fitting = (maxMib - BASE_MIB - hashMib(config)) / perGameMib(config);
    String fix = fitting >= 1 ? "set challenge.concurrency to " + fitting + " or less, " + moreHeap
        : "even one game does not fit: give Java more heap (java -Xmx, or -XX:MaxRAMPercentage in a container)";
    return Optional.of("challenge.concurrency: " + games + " game(s) at once" + threads + " " + need + "; " + fix);
  }

  /** Throws when {@link #problem} finds one. */
  public static void requireFits(BotConfig config, long maxHeapBytes) {
    problem(config, maxHeapBytes).ifPresent(p -> {
      throw new ConfigException(p);
    });
  }

  private static long hashMib(BotConfig config) {
    return config.engine() instanceof EngineConfig.Builtin builtin ? builtin.settings().hashMb() : 0;
  }

  private static long perGameMib(BotConfig config) {
    return config.engine() instanceof EngineConfig.Builtin builtin
        ? builtin.settings().threads() * SEARCH_THREAD_MIB + GAME_MIB : GAME_MIB;
  }
}
