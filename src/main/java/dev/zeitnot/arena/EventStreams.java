package dev.zeitnot.arena;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The one event stream per user: a new connection replaces (closes) the older one, as on
 * Lichess. Users with an open stream, and the arena's own players, count as online.
 */
final class EventStreams {

  private final Map<String, NdjsonStream> byUser = new ConcurrentHashMap<>();
  private final Set<String> alwaysOnline = ConcurrentHashMap.newKeySet();

  /** Makes {@code stream} the user's event stream, closing the previous one. */
  void connect(Account account, NdjsonStream stream) {
    NdjsonStream previous = byUser.put(account.id(), stream);
    if (previous != null) {
      previous.closeNow();
    }
  }

  /** Forgets {@code stream} if it is still the user's current one. */
  void disconnected(Account account, NdjsonStream stream) {
    byUser.remove(account.id(), stream);
  }

  /** Sends an event line to the user if it is connected; events for offline users are lost. */
  void publish(Account account, ObjectNode event) {
    NdjsonStream stream = byUser.get(account.id());
    if (stream != null) {
      stream.send(event);
    }
  }

  /** Marks an account played by the arena itself as always online. */
  void markAlwaysOnline(Account account) {
    alwaysOnline.add(account.id());
  }

  boolean isOnline(Account account) {
    NdjsonStream stream = byUser.get(account.id());
    return alwaysOnline.contains(account.id()) || (stream != null && !stream.isClosed());
  }
}
