package dev.zeitnot.lichess;

/**
 * Receives the events of one stream, on the stream's own thread, in order. An exception thrown
 * here is logged and the stream goes on.
 */
public interface StreamListener<T> {

  void onEvent(Received<T> received);

  /** The stream (re)connected; after a reconnect the server replays the current state. */
  default void onConnected() {}

  /**
   * The stream is down and will reconnect (the server closed it, it stalled, the connection
   * broke, a 5xx or a 429); not called when it ends for good or is closed.
   */
  default void onDisconnected() {}

  /**
   * The server refused the stream for good (a 4xx other than 429, e.g. 404 "No such game");
   * the stream has stopped. Not called when the stream is closed by {@link StreamSubscription#close()}.
   */
  default void onFailed(LichessHttpException failure) {}
}
