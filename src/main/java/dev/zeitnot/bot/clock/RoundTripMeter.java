package dev.zeitnot.bot.clock;

import dev.zeitnot.chess.Color;
import dev.zeitnot.lichess.model.GameState;
import dev.zeitnot.lichess.model.GameStatus;

/**
 * Measures the round trip each of our moves really cost and feeds it to the adaptive overhead
 * (docs/time-management.md, section 1): the state right after our move shows our clock as the
 * server charged it; we expected our clock at the state's arrival, minus our own time from that
 * arrival to posting, plus the increment. The first two plies are not charged, so not measured.
 */
public final class RoundTripMeter {

  private final AdaptiveOverhead overhead;
  private final int ourColor;
  private int ply = -1;
  private long clockAtReceiptMs;
  private long receivedNanos;
  private long postedNanos;

  public RoundTripMeter(AdaptiveOverhead overhead, int ourColor) {
    this.overhead = overhead;
    this.ourColor = ourColor;
  }

  /**
   * Our move at {@code ply}, answering a state stamped {@code receivedNanos}, was accepted; the
   * try the server took went out at {@code postedNanos}.
   */
  public void posted(int ply, long clockAtReceiptMs, long receivedNanos, long postedNanos) {
    this.ply = ply;
    this.clockAtReceiptMs = clockAtReceiptMs;
    this.receivedNanos = receivedNanos;
    this.postedNanos = postedNanos;
  }

  /** The move was not accepted: there is nothing to measure. */
  public void refused() {
    ply = -1;
  }

  /** A state of the game, now {@code statePly} plies long, arrived; {@code realTime} false without clock. */
  public void observe(GameState state, int statePly, boolean realTime) {
    if (ply < 0 || statePly <= ply) {
      return;
    }
    // Only the state right after our move shows our clock unchanged since; an ended game adds no increment.
    if (statePly == ply + 1 && ply >= 2 && realTime && state.status() == GameStatus.STARTED) {
      boolean white = ourColor == Color.WHITE;
      long expected = clockAtReceiptMs - (postedNanos - receivedNanos) / 1_000_000
          + (white ? state.winc() : state.binc());
      overhead.observe(expected, white ? state.wtime() : state.btime());
    }
    ply = -1;
  }
}
