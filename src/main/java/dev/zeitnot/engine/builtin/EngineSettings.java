package dev.zeitnot.engine.builtin;

import dev.zeitnot.engine.time.TimeParams;

/**
 * How to build a {@link BuiltinEngine}.
 *
 * @param hashMb transposition table size in MiB (UCI option {@code Hash})
 * @param threads search threads (UCI option {@code Threads}), Lazy SMP
 * @param ponder whether the engine may be asked to ponder (UCI option {@code Ponder})
 * @param timeParams the time manager's parameters
 */
public record EngineSettings(int hashMb, int threads, boolean ponder, TimeParams timeParams) {

  public static final int MAX_HASH_MB = 4096;
  public static final int MAX_THREADS = 64;

  /** Hash 64 MiB, one thread, no pondering, default time parameters. */
  public static final EngineSettings DEFAULT = new EngineSettings(64, 1, false, TimeParams.DEFAULT);

  public EngineSettings {
    if (hashMb < 1 || hashMb > MAX_HASH_MB) {
      throw new IllegalArgumentException("hash must be 1.." + MAX_HASH_MB + " MiB, was " + hashMb);
    }
    if (threads < 1 || threads > MAX_THREADS) {
      throw new IllegalArgumentException("threads must be 1.." + MAX_THREADS + ", was " + threads);
    }
    if (timeParams == null) {
      throw new IllegalArgumentException("timeParams must not be null; use TimeParams.DEFAULT");
    }
  }

  public EngineSettings withHashMb(int value) {
    return new EngineSettings(value, threads, ponder, timeParams);
  }

  public EngineSettings withThreads(int value) {
    return new EngineSettings(hashMb, value, ponder, timeParams);
  }

  public EngineSettings withPonder(boolean value) {
    return new EngineSettings(hashMb, threads, value, timeParams);
  }

  public EngineSettings withTimeParams(TimeParams value) {
    return new EngineSettings(hashMb, threads, ponder, value);
  }
}
