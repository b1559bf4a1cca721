package dev.zeitnot.engine.builtin;

import dev.zeitnot.engine.search.TablebaseProbe;
import dev.zeitnot.engine.time.TimeParams;

/**
 * How to build a {@link BuiltinEngine}.
 *
 * @param hashMb transposition table size in MiB (UCI option {@code Hash})
 * @param threads search threads (UCI option {@code Threads}), Lazy SMP
 * @param ponder whether the engine may be asked to ponder (UCI option {@code Ponder})
 * @param timeParams the time manager's parameters
 * @param evaluation the static evaluation searched with (UCI option {@code EvalFile})
 * @param tablebases the Syzygy tables probed in the search (UCI options {@code SyzygyPath},
 *     {@code SyzygyProbeLimit}, {@code SyzygyProbeDepth}, {@code Syzygy50MoveRule}), or OFF
 */
public record EngineSettings(int hashMb, int threads, boolean ponder, TimeParams timeParams, Evaluation evaluation,
    TablebaseProbe tablebases) {

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

  /** Settings that probe no tablebases. */
  public EngineSettings(int hashMb, int threads, boolean ponder, TimeParams timeParams, Evaluation evaluation) {
    this(hashMb, threads, ponder, timeParams, evaluation, TablebaseProbe.OFF);
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
    if (tablebases == null) {
      throw new IllegalArgumentException("tablebases must not be null; use TablebaseProbe.OFF");
    }
  }

  public EngineSettings withHashMb(int value) {
    return new EngineSettings(value, threads, ponder, timeParams, evaluation, tablebases);
  }

  public EngineSettings withThreads(int value) {
    return new EngineSettings(hashMb, value, ponder, timeParams, evaluation, tablebases);
  }

  public EngineSettings withPonder(boolean value) {
    return new EngineSettings(hashMb, threads, value, timeParams, evaluation, tablebases);
  }

  public EngineSettings withTimeParams(TimeParams value) {
    return new EngineSettings(hashMb, threads, ponder, value, evaluation, tablebases);
  }

  public EngineSettings withEvaluation(Evaluation value) {
    return new EngineSettings(hashMb, threads, ponder, timeParams, value, tablebases);
  }

  public EngineSettings withTablebases(TablebaseProbe value) {
    return new EngineSettings(hashMb, threads, ponder, timeParams, evaluation, value);
  }
}
