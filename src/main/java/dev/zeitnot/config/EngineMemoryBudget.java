package dev.zeitnot.config;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Whether the games at once fit in the memory the process may use ({@link MemoryLimit}): each game
 * starts its own external engine process, so games x (the largest external engine's Hash, its
 * Threads' allowance and a base allowance, or its {@code memory_limit_mb} when set) plus Java's
 * maximum heap must fit; {@link HeapBudget}
 * counts the built-in engine, which lives on that heap. Refused above the limit, warned near it.
 * Checked by {@code check} and before {@code run} starts.
 */
public final class EngineMemoryBudget {

  /** An external engine's memory beyond its hash and threads: code, tables, buffers. */
  static final long ENGINE_BASE_MIB = 64;
  /** One search thread of an external engine: its stack and history tables. */
  static final long ENGINE_THREAD_MIB = 8;
  /** The Hash of an external engine whose options do not set one (Stockfish's default). */
  static final long DEFAULT_HASH_MIB = 16;
  /** A config needing more than this share of the limit is warned about. */
  static final int WARN_PERCENT = 90;

  private EngineMemoryBudget() {}

  /** One external engine setting and the memory one process of it takes: its limit when it has one. */
  private record Engine(String key, long hashMib, long threads, long limitMib) {
    long mib() {
      return limitMib > 0 ? limitMib : hashMib + threads * ENGINE_THREAD_MIB + ENGINE_BASE_MIB;
    }

    String perEngine() {
      return limitMib > 0 ? limitMib + " MiB memory_limit_mb per engine"
          : hashMib + " MiB Hash + " + threads + " Threads x " + ENGINE_THREAD_MIB + " MiB + " + ENGINE_BASE_MIB
              + " MiB base per engine";
    }
  }

  /** The refusal, with its numbers, when the games cannot fit in {@code limit}; empty when they can. */
  public static Optional<String> problem(BotConfig config, long maxHeapBytes, MemoryLimit limit) {
    long needed = neededMib(config, maxHeapBytes);
    if (needed <= limit.mib()) {
      return Optional.empty();
    }
    return Optional.of(explain(config, maxHeapBytes) + " = " + needed + " MiB, more than the " + limit.mib()
        + " MiB the process may use (" + limit.source() + "); " + fix(config));
  }

  /** The warning when the games need more than {@link #WARN_PERCENT} % of {@code limit} but fit. */
  public static Optional<String> warning(BotConfig config, long maxHeapBytes, MemoryLimit limit) {
    long needed = neededMib(config, maxHeapBytes);
    if (needed > limit.mib() || needed * 100 <= limit.mib() * WARN_PERCENT) {
      return Optional.empty();
    }
    return Optional.of(explain(config, maxHeapBytes) + " = " + needed + " MiB, " + needed * 100 / limit.mib()
        + " % of the " + limit.mib() + " MiB the process may use (" + limit.source() + "; warned above "
        + WARN_PERCENT + " %); " + fix(config));
  }

  /** Throws when {@link #problem} finds one. */
  public static void requireFits(BotConfig config, long maxHeapBytes, MemoryLimit limit) {
    problem(config, maxHeapBytes, limit).ifPresent(p -> {
      throw new ConfigException(p);
    });
  }

  /** How many games may hold an engine at once: the live games, and the correspondence games if accepted. */
  static int gamesAtOnce(BotConfig config) {
    ChallengeConfig challenge = config.challenge();
    return challenge.concurrency() + (challenge.acceptsCorrespondence() ? challenge.correspondence().concurrency() : 0);
  }

  static long neededMib(BotConfig config, long maxHeapBytes) {
    long engine = largest(config).map(Engine::mib).orElse(0L);
    return gamesAtOnce(config) * engine + maxHeapBytes / (1024 * 1024);
  }

  private static String explain(BotConfig config, long maxHeapBytes) {
    String games = gamesAtOnce(config) + " game(s) at once (challenge.concurrency"
        + (config.challenge().acceptsCorrespondence() ? " + challenge.correspondence.concurrency)" : ")");
    String heap = maxHeapBytes / (1024 * 1024) + " MiB Java heap";
    return largest(config).map(e -> e.key() + ": " + games + " x (" + e.perEngine() + ") + " + heap)
        .orElse("the built-in engine's " + heap);
  }

  private static String fix(BotConfig config) {
    return largest(config).map(e -> "lower " + (e.limitMib() > 0 ? "it" : "the engine's Hash or Threads")
        + " in " + e.key()
        + ", or challenge.concurrency, or Java's heap (-Xmx), or give the process more memory")
        .orElse("lower Java's heap (-Xmx or -XX:MaxRAMPercentage), or give the process more memory");
  }

  /** The external engine setting that takes the most memory, if any. */
  private static Optional<Engine> largest(BotConfig config) {
    List<Engine> engines = new ArrayList<>();
    add(engines, "engine", config.engine());
    VariantEngines chosen = config.variantEngines();
    chosen.byVariant().forEach((v, e) -> add(engines, "engine.variants." + v.lichessKey(), e));
    chosen.bySpeed().forEach((speed, e) -> add(engines, "engine.speeds." + speed, e));
    chosen.byVariantAndSpeed().forEach((v, bySpeed) -> bySpeed.forEach((speed, e) ->
        add(engines, "engine.variants." + v.lichessKey() + ".speeds." + speed, e)));
    chosen.kinds().forEach(kind -> add(engines, "engine.kinds." + kind.name(), kind.engine()));
    return engines.stream().max(Comparator.comparingLong(Engine::mib));
  }

  private static void add(List<Engine> engines, String key, EngineConfig engine) {
    if (engine instanceof EngineConfig.Uci uci) {
      engines.add(new Engine(key + (uci.memoryLimitMb() > 0 ? ".uci.memory_limit_mb" : ".uci.options"),
          option(uci.options(), "Hash", DEFAULT_HASH_MIB), option(uci.options(), "Threads", 1), uci.memoryLimitMb()));
    }
  }

  /** The UCI option {@code name} (any case) as a number, or {@code fallback} when unset or not a number. */
  private static long option(Map<String, String> options, String name, long fallback) {
    return options.entrySet().stream().filter(e -> e.getKey().toLowerCase(Locale.ROOT)
            .equals(name.toLowerCase(Locale.ROOT)))
        .findFirst().map(e -> {
          try {
            return Math.max(0, Long.parseLong(e.getValue().trim()));
          } catch (NumberFormatException notANumber) {
            return fallback;
          }
        }).orElse(fallback);
  }
}
