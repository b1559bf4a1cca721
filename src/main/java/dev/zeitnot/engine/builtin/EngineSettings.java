package dev.zeitnot.engine.builtin;

import dev.zeitnot.engine.time.TimeParams;

/**
 * How to build a {@link BuiltinEngine}.
 *
 * @param hashMb transposition table size in MiB (UCI option {@code Hash})
 * @param threads search threads (UCI option {@code Threads}), Lazy SMP
 * @param ponder whether the engine may be asked to ponder (UCI option {@code Ponder})
 * @param timeParams the time manager's parameters
 * @param evaluation the static evaluation searched with (UCI option {@code EvalFile})
 */
public record EngineSettings(int hashMb, int threads, boolean ponder, TimeParams timeParams, Evaluation evaluation) {

  public static final int MAX_HASH_MB = 4096;
  public static final int MAX_THREADS = 64;

  /** The evaluation the engine plays with unless told otherwise. */
  public static final Evaluation DEFAULT_EVALUATION = new Evaluation.HandWritten();

  /** Hash 64 MiB, one thread, no pondering, default time parameters and evaluation. */
  public static final EngineSettings DEFAULT = new EngineSettings(64, 1, false, TimeParams.DEFAULT);

  /** Settings with the default evaluation. */
  public EngineSettings(int hashMb, int threads, boolean ponder, TimeParams timeParams) {
    this(hashMb, threads, ponder, timeParams, DEFAULT_EVALUATION);
  }

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
    if (evaluation == null) {
      throw new IllegalArgumentException("evaluation must not be null; use DEFAULT_EVALUATION");
    }
  }

  public EngineSettings withHashMb(int value) {
    return new EngineSettings(value, threads, ponder, timeParams, evaluation);
  }

  public EngineSettings withThreads(int value) {
    return new EngineSettings(hashMb, value, ponder, timeParams, evaluation);
  }

  public EngineSettings withPonder(boolean value) {
    return new EngineSettings(hashMb, threads, value, timeParams, evaluation);
  }

  public EngineSettings withTimeParams(TimeParams value) {
    return new EngineSettings(hashMb, threads, ponder, value, evaluation);
  }

  public EngineSettings withEvaluation(Evaluation value) {
    return new EngineSettings(hashMb, threads, ponder, timeParams, value);
  }
}
