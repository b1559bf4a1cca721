package dev.zeitnot.arena.lobby;

import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.http.NdjsonWriter;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The one event stream per user: a new connection replaces (closes) the older one, as on
 * Lichess. Users with an open stream, and the arena's own players, count as online.
 */
public final class EventStreams {

  private final Map<String, NdjsonWriter> byUser = new ConcurrentHashMap<>();
  private final Set<String> alwaysOnline = ConcurrentHashMap.newKeySet();

  /** Makes {@code stream} the user's event stream, closing the previous one. */
  public void connect(ArenaAccount account, NdjsonWriter stream) {
    NdjsonWriter previous = byUser.put(account.id(), stream);
    if (previous != null) {
      previous.closeNow();
    }
  }

  /** Forgets {@code stream} if it is still the user's current one. */
  public void disconnected(ArenaAccount account, NdjsonWriter stream) {
    byUser.remove(account.id(), stream);
  }

  /** Sends an event line to the user if it is connected; events for offline users are lost. */
  public void publish(ArenaAccount account, ObjectNode event) {
    NdjsonWriter stream = byUser.get(account.id());
    if (stream != null) {
      stream.send(event);
    }
  }

  /** Marks an account played by the arena itself as always online. */
  public void markAlwaysOnline(ArenaAccount account) {
    alwaysOnline.add(account.id());
  }

  public boolean isOnline(ArenaAccount account) {
    NdjsonWriter stream = byUser.get(account.id());
    return alwaysOnline.contains(account.id()) || (stream != null && !stream.isClosed());
  }
}
