package dev.zeitnot.bot;

/**
 * A move we posted and whose effect on our clock we have not seen yet: enough to compute the
 * round trip it cost once the next state reports our clock.
 *
 * @param ply moves played before it
 * @param clockAtReceiptMs our clock in the state we answered
 * @param receivedNanos when that state came off the socket
 * @param postedNanos when we started posting the move
 */
record PendingMove(int ply, long clockAtReceiptMs, long receivedNanos, long postedNanos) {

  /** Our clock as we expect the server to report it, before any transmission cost. */
  long expectedClockMs(long incrementMs) {
    return clockAtReceiptMs - (postedNanos - receivedNanos) / 1_000_000 + incrementMs;
  }
}
