package dev.zeitnot.lichess;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class StreamSettingsTest {

  /** The server's keep-alive on the event stream (the official description: 7 s). */
  private static final Duration EVENT_KEEP_ALIVE = Duration.ofSeconds(7);
  /** The server's keep-alive on a game stream (7 s). */
  private static final Duration GAME_KEEP_ALIVE = Duration.ofSeconds(7);

  @Test
  void theSettingsAssumeTheServersKeepAliveOnBothStreams() {
    assertThat(StreamSettings.SERVER_KEEP_ALIVE).isEqualTo(EVENT_KEEP_ALIVE).isEqualTo(GAME_KEEP_ALIVE);
  }

  @Test
  void theEventStreamIsTakenForDeadAfterTwoMissedKeepAlivesButNotAfterOne() {
    assertThat(StreamSettings.EVENT_STREAM.stallTimeout())
        .isGreaterThan(EVENT_KEEP_ALIVE.multipliedBy(2))
        .isLessThan(EVENT_KEEP_ALIVE.multipliedBy(3));
  }

  @Test
  void aGameStreamIsTakenForDeadAfterOneMissedKeepAliveButNotForOneLateBySeconds() {
    assertThat(StreamSettings.GAME_STREAM.stallTimeout())
        .isGreaterThanOrEqualTo(GAME_KEEP_ALIVE.plusSeconds(3))
        .isLessThan(GAME_KEEP_ALIVE.multipliedBy(2));
  }
}
