package dev.zeitnot.bot.clock;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Color;
import dev.zeitnot.lichess.model.GameState;
import dev.zeitnot.lichess.model.GameStatus;
import org.junit.jupiter.api.Test;

class RoundTripMeterTest {

  private static final long MS = 1_000_000;
  private final AdaptiveOverhead overhead = new AdaptiveOverhead(0, true);
  private final RoundTripMeter meter = new RoundTripMeter(overhead, Color.WHITE);

  private static GameState whiteClock(long wtime, long winc, GameStatus status) {
    return new GameState("", wtime, 50_000, winc, winc, status, null, false, false, false, false, null, null);
  }

  @Test
  void measuresWhatTheServerChargedBeyondOurOwnTime() {
    // 30 s at arrival; we took 400 ms to post; the server says 29 400 ms + 1 s increment - 250 ms.
    meter.posted(10, 30_000, 0, 400 * MS);
    meter.observe(whiteClock(30_350, 1_000, GameStatus.STARTED), 11, true);
    assertThat(overhead.sampleCount()).isEqualTo(1);
    assertThat(overhead.currentMs()).isEqualTo(250 + AdaptiveOverhead.MARGIN_MS);
  }

  @Test
  void ignoresTheFirstTwoPliesWhichTheClockDoesNotCharge() {
    meter.posted(1, 60_000, 0, 900 * MS);
    meter.observe(whiteClock(60_000, 0, GameStatus.STARTED), 2, true);
    assertThat(overhead.sampleCount()).isZero();
  }

  @Test
  void ignoresAStateThatSkippedPastTheOneAfterOurMove() {
    meter.posted(10, 30_000, 0, 100 * MS);
    meter.observe(whiteClock(20_000, 0, GameStatus.STARTED), 12, true);
    assertThat(overhead.sampleCount()).isZero();
  }

  @Test
  void ignoresTheFinalStateWhichEarnsNoIncrement() {
    meter.posted(10, 30_000, 0, 100 * MS);
    meter.observe(whiteClock(29_800, 1_000, GameStatus.MATE), 11, true);
    assertThat(overhead.sampleCount()).isZero();
  }

  @Test
  void aRefusedMoveMeasuresNothing() {
    meter.posted(10, 30_000, 0, 100 * MS);
    meter.refused();
    meter.observe(whiteClock(29_000, 0, GameStatus.STARTED), 11, true);
    assertThat(overhead.sampleCount()).isZero();
  }

  @Test
  void waitsForTheStateWithOurMoveIgnoringOlderOnes() {
    meter.posted(10, 30_000, 0, 100 * MS);
    meter.observe(whiteClock(30_000, 0, GameStatus.STARTED), 10, true);
    meter.observe(whiteClock(29_700, 0, GameStatus.STARTED), 11, true);
    assertThat(overhead.currentMs()).isEqualTo(200 + AdaptiveOverhead.MARGIN_MS);
  }
}
