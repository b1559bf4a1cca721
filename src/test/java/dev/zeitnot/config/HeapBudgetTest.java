package dev.zeitnot.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class HeapBudgetTest {

  private static final long MIB = 1024 * 1024;

  @Test
  void theDefaultsOfATwoCoreMachineFitInAHeapOf256Mib() {
    // threads: auto gives one game 2 threads on 2 cores; written out so any machine checks the same.
    assertThat(HeapBudget.problem(ConfigLoader.parse("engine:\n  builtin:\n    threads: 2\n"), 256 * MIB)).isEmpty();
  }

  @Test
  void sixteenGamesWithTheDefaultHashFitInAHeapOf512MibSinceTheyShareOneTable() {
    BotConfig config = ConfigLoader.parse("challenge:\n  concurrency: 16\n");
    assertThat(HeapBudget.problem(config, 512 * MIB)).isEmpty();
  }

  @Test
  void aHashTooLargeForTheHeapNamesTheHashKeyAndTheLargestThatFits() {
    BotConfig config = ConfigLoader.parse("engine:\n  builtin:\n    hash_mb: 2048\n    threads: 1\n");
    String needs = "need about " + (2048 + 8 + 2 + 96) + " MiB";
    assertThat(HeapBudget.problem(config, 1024 * MIB)).hasValueSatisfying(problem -> assertThat(problem)
        .startsWith("engine.builtin.hash_mb: 2048 MiB of hash").contains(needs)
        .contains("at most 1024 MiB").contains("set engine.builtin.hash_mb to " + (1024 - 106) + " or less"));
  }

  @Test
  void tooManyGamesForTheHeapNameTheConcurrencyKeyAndHowManyFit() {
    BotConfig config = ConfigLoader.parse("""
        engine:
          builtin:
            threads: 8
        challenge:
          concurrency: 100
        """);
    // 96 base + 64 hash + 3 games of 8 threads x 8 + 2 MiB = 358 MiB.
    assertThat(HeapBudget.problem(config, 400 * MIB)).hasValueSatisfying(problem -> assertThat(problem)
        .startsWith("challenge.concurrency: 100 game(s) at once with 8 search thread(s) each")
        .contains("set challenge.concurrency to 3 or less"));
  }

  @Test
  void anExternalEnginesHashIsNotOnOurHeap() {
    BotConfig config = ConfigLoader.parse("""
        engine:
          type: uci
          uci:
            command: [/bin/sh]
            options: {Hash: "4096"}
        challenge:
          concurrency: 20
        """);
    assertThat(HeapBudget.problem(config, 256 * MIB)).isEmpty();
  }

  @Test
  void aHeapTooSmallForEvenOneGameSaysToGiveJavaMoreHeap() {
    assertThatThrownBy(() -> HeapBudget.requireFits(ConfigLoader.parse(""), 100 * MIB))
        .isInstanceOf(ConfigException.class)
        .hasMessageContaining("challenge.concurrency: 1 game(s) at once")
        .hasMessageContaining("even one game does not fit: give Java more heap");
  }
}
