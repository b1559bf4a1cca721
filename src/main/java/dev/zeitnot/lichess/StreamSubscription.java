package dev.zeitnot.lichess;

import java.time.Duration;

/** A running stream; closing it ends it for good (game over, shutdown), with no reconnect. */
public interface StreamSubscription extends AutoCloseable {

  /** Stops reading and reconnecting; safe to call from any thread, the listener included, and twice. */
  @Override
  void close();

  /** True until the stream was closed or refused for good. */
  boolean isRunning();

  /** Waits until the reading thread has ended; true if it did within {@code timeout}. */
  boolean awaitTermination(Duration timeout) throws InterruptedException;
}
