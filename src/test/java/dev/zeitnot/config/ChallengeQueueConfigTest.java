package dev.zeitnot.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ChallengeQueueConfigTest {

  @Test
  void readsTheQueueSection() {
    ChallengeQueueConfig queue = ConfigLoader.parse(
        "challenge:\n  queue:\n    length: 3\n    sort_by: best\n    max_wait_seconds: 20\n").challenge().queue();
    assertThat(queue).isEqualTo(new ChallengeQueueConfig(3, ChallengeQueueConfig.SortBy.BEST, 20,
        ChallengeQueueConfig.Preference.NONE));
  }

  @Test
  void namesTheKeyAndTheAllowedOrdersForAnUnknownOrder() {
    assertThatThrownBy(() -> ConfigLoader.parse("challenge:\n  queue:\n    sort_by: rating\n"))
        .isInstanceOf(ConfigException.class)
        .hasMessageContaining("challenge.queue.sort_by")
        .hasMessageContaining("first").hasMessageContaining("best");
  }

  @Test
  void printsTheOrderAsItIsWritten() {
    assertThat(ChallengeQueueConfig.SortBy.BEST).hasToString("best");
  }
}
