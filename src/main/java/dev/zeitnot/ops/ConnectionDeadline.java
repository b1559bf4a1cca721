package dev.zeitnot.ops;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * Closes every connection a fixed time after it opened, whatever it is doing: a client that
 * sends its request a byte at a time, or reads the answer a byte at a time, cannot keep a
 * connection (and so a place under the connection cap) longer than that.
 */
final class ConnectionDeadline implements Connection.Listener {

  private final Scheduler scheduler;
  private final Duration limit;
  private final Map<Connection, Scheduler.Task> closings = new ConcurrentHashMap<>();

  ConnectionDeadline(Scheduler scheduler, Duration limit) {
    this.scheduler = scheduler;
    this.limit = limit;
  }

  @Override
  public void onOpened(Connection connection) {
    closings.put(connection, scheduler.schedule(() -> connection.getEndPoint().close(), limit));
  }

  @Override
  public void onClosed(Connection connection) {
    Scheduler.Task closing = closings.remove(connection);
    if (closing != null) {
      closing.cancel();
    }
  }
}
