package dev.zeitnot.lichess;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class StreamSettingsTest {

  /** The server's keep-alive comes every 6 s (event stream) or 7 s (game stream). */
  private static final Duration SLOWEST_KEEP_ALIVE = Duration.ofSeconds(7);

  @Test
  void aStreamIsTakenForDeadAfterTwoMissedKeepAlivesButNotAfterOne() {
    for (StreamSettings settings : new StreamSettings[] {StreamSettings.EVENT_STREAM,
        StreamSettings.GAME_STREAM}) {
      assertThat(settings.stallTimeout()).isGreaterThan(SLOWEST_KEEP_ALIVE.multipliedBy(2))
          .isLessThan(SLOWEST_KEEP_ALIVE.multipliedBy(3));
    }
  }
}
