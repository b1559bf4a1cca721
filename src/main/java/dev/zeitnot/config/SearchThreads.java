package dev.zeitnot.config;

import dev.zeitnot.engine.builtin.EngineSettings;

/**
 * How many search threads the built-in engine uses when {@code engine.builtin.threads} is
 * {@code auto} (the default): the machine's cores shared out among the games played at once
 * ({@code challenge.concurrency}), at least one a game. Two threads against one on two cores won
 * an SPRT on the clock (docs/decisions/lazy-smp-threads.md); threads beyond a game's share of the
 * cores would only slow the other games.
 */
public final class SearchThreads {

  /** The word that asks for the rule above. */
  public static final String AUTO = "auto";

  private SearchThreads() {}

  /** The threads of each game when {@code games} are played at once on {@code cores} cores. */
  public static int auto(int cores, int games) {
    return Math.max(1, Math.min(EngineSettings.MAX_THREADS, cores / Math.max(1, games)));
  }

  /** The same on this machine's cores (the JVM's view: a container's CPU limit counts). */
  public static int auto(int games) {
    return auto(Runtime.getRuntime().availableProcessors(), games);
  }
}
