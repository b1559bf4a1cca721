package dev.zeitnot.config;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.engine.builtin.EngineSettings;
import org.junit.jupiter.api.Test;

class SearchThreadsTest {

  @Test
  void theCoresAreSharedOutAmongTheGamesPlayedAtOnce() {
    assertThat(SearchThreads.auto(2, 1)).isEqualTo(2);
    assertThat(SearchThreads.auto(8, 2)).isEqualTo(4);
    assertThat(SearchThreads.auto(16, 3)).isEqualTo(5);
  }

  @Test
  void everyGameKeepsAtLeastOneThreadAndNoneMoreThanTheEngineAllows() {
    assertThat(SearchThreads.auto(2, 2)).isEqualTo(1);
    assertThat(SearchThreads.auto(2, 10)).isEqualTo(1);
    assertThat(SearchThreads.auto(1, 1)).isEqualTo(1);
    assertThat(SearchThreads.auto(1024, 1)).isEqualTo(EngineSettings.MAX_THREADS);
  }
}
