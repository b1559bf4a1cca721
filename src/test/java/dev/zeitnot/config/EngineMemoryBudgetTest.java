package dev.zeitnot.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class EngineMemoryBudgetTest {

  private static final long MIB = 1024 * 1024;
  private static final MemoryLimit EIGHT_GIB = new MemoryLimit(8192 * MIB, "the cgroup's memory.max");

  private static BotConfig external(int concurrency, long hash, long threads) {
    return ConfigLoader.parse("engine:\n  type: uci\n  uci:\n    command: [/bin/sh]\n    options: {Hash: " + hash
        + ", Threads: " + threads + "}\nchallenge:\n  concurrency: " + concurrency + "\n");
  }

  @Test
  void eightGamesOfAnEngineWithA64GibHashAreRefusedWithTheirNumbers() {
    // 8 x (65536 + 128 x 8 + 64) + 1024 = 534016 MiB.
    assertThatThrownBy(() -> EngineMemoryBudget.requireFits(external(8, 65536, 128), 1024 * MIB, EIGHT_GIB))
        .isInstanceOf(ConfigException.class)
        .hasMessage("engine.uci.options: 8 game(s) at once (challenge.concurrency) x (65536 MiB Hash + 128 Threads"
            + " x 8 MiB + 64 MiB base per engine) + 1024 MiB Java heap = 534016 MiB, more than the 8192 MiB the"
            + " process may use (the cgroup's memory.max); lower the engine's Hash or Threads in engine.uci.options,"
            + " or challenge.concurrency, or Java's heap (-Xmx), or give the process more memory");
  }

  @Test
  void gamesThatFitWithRoomToSpareAreNeitherRefusedNorWarnedAbout() {
    BotConfig config = external(2, 256, 2);
    assertThat(EngineMemoryBudget.problem(config, 1024 * MIB, EIGHT_GIB)).isEmpty();
    assertThat(EngineMemoryBudget.warning(config, 1024 * MIB, EIGHT_GIB)).isEmpty();
  }

  @Test
  void gamesThatFillMoreThanTheWarnShareAreWarnedAboutButAccepted() {
    // 2 x (3200 + 8 + 64) + 1024 = 7568 MiB, 92 % of 8192.
    BotConfig config = external(2, 3200, 1);
    assertThat(EngineMemoryBudget.problem(config, 1024 * MIB, EIGHT_GIB)).isEmpty();
    assertThat(EngineMemoryBudget.warning(config, 1024 * MIB, EIGHT_GIB)).hasValueSatisfying(w ->
        assertThat(w).contains("= 7568 MiB, 92 % of the 8192 MiB").contains("warned above 90 %"));
  }

  @Test
  void theLargestEngineOfAVariantCountsForEveryGame() {
    BotConfig config = ConfigLoader.parse("""
        engine:
          variants:
            atomic:
              type: uci
              uci: {command: [/bin/sh], options: {hash: 4000}}
        challenge:
          concurrency: 2
        """);
    assertThat(EngineMemoryBudget.problem(config, 512 * MIB, EIGHT_GIB)).hasValueSatisfying(p ->
        assertThat(p).startsWith("engine.variants.atomic.uci.options: 2 game(s) at once")
            .contains("= " + (2 * (4000 + 8 + 64) + 512) + " MiB"));
  }

  @Test
  void theBuiltInEngineAloneNeedsOnlyTheHeap() {
    BotConfig config = ConfigLoader.parse("challenge:\n  concurrency: 8\n");
    assertThat(EngineMemoryBudget.neededMib(config, 1024 * MIB)).isEqualTo(1024);
    assertThat(EngineMemoryBudget.problem(config, 9000 * MIB, EIGHT_GIB)).hasValueSatisfying(p ->
        assertThat(p).startsWith("the built-in engine's 9000 MiB Java heap = 9000 MiB, more than the 8192 MiB"));
  }

  @Test
  void anEnginesMemoryLimitCountsInPlaceOfItsEstimate() {
    org.junit.jupiter.api.Assumptions.assumeTrue(dev.zeitnot.engine.uci.ExternalUciEngine.canLimitMemory(),
        "needs util-linux prlimit");
    BotConfig config = ConfigLoader.parse("engine:\n  type: uci\n  uci:\n    command: [/bin/sh]\n"
        + "    options: {Hash: 65536, Threads: 128}\n    memory_limit_mb: 2000\nchallenge:\n  concurrency: 4\n");
    assertThat(((EngineConfig.Uci) config.engine()).memoryLimitMb()).isEqualTo(2000);
    assertThat(EngineMemoryBudget.neededMib(config, 1024 * MIB)).isEqualTo(4 * 2000 + 1024);
    assertThat(EngineMemoryBudget.problem(config, 1024 * MIB, EIGHT_GIB)).hasValueSatisfying(p -> assertThat(p)
        .startsWith("engine.uci.memory_limit_mb: 4 game(s) at once (challenge.concurrency) x (2000 MiB "
            + "memory_limit_mb per engine) + 1024 MiB Java heap = 9024 MiB"));
  }

  @Test
  void theEngineOfAKindOfGameCountsLikeAnyOther() {
    BotConfig config = ConfigLoader.parse("""
        engine:
          kinds:
            bots:
              when: {opponent: bot}
              type: uci
              uci: {command: [/bin/sh], options: {hash: 4000}}
        challenge:
          concurrency: 2
        """);
    assertThat(EngineMemoryBudget.problem(config, 512 * MIB, EIGHT_GIB)).hasValueSatisfying(p ->
        assertThat(p).startsWith("engine.kinds.bots.uci.options: 2 game(s) at once"));
  }
}
