package dev.zeitnot.ops;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.LongSupplier;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.util.thread.Scheduler;

/**
 * Which connections the ops endpoint keeps. Each must send its request line and headers within
 * {@link OpsLimits#HEADER_DEADLINE} and is closed {@code ops.request_timeout_ms} after it opened,
 * whatever it is doing (a client that sends or reads a byte at a time gains nothing). Connections
 * that are not probes share {@code ops.max_connections} places and one address may hold
 * {@link OpsLimits#CONNECTIONS_PER_ADDRESS} of them: a new connection beyond either closes the
 * oldest such (its address's own first), so the acceptor never waits for them. A connection whose
 * request turns out to be a probe leaves those places, so the {@link OpsLimits#PROBE_SLOTS} the
 * acceptor keeps beyond them stay for probes.
 */
final class ConnectionBudget implements Connection.Listener {

  private static final class Slot {
    final InetAddress address;
    final long openedNanos;
    boolean probe;
    Scheduler.Task closing;

    Slot(InetAddress address, long openedNanos) {
      this.address = address;
      this.openedNanos = openedNanos;
    }
  }

  private final Scheduler scheduler;
  private final Duration requestDeadline;
  private final int places;
  private final LongSupplier nanoTime;
  /** Every open connection, oldest first. */
  private final Map<Connection, Slot> open = new LinkedHashMap<>();

  /**
   * @param requestDeadline how long a connection may stay open at all
   * @param places connections at most that are not probes ({@code ops.max_connections})
   */
  ConnectionBudget(Scheduler scheduler, Duration requestDeadline, int places, LongSupplier nanoTime) {
    this.scheduler = scheduler;
    this.requestDeadline = requestDeadline;
    this.places = places;
    this.nanoTime = nanoTime;
  }

  @Override
  public void onOpened(Connection connection) {
    List<Connection> evicted = new ArrayList<>();
    synchronized (this) {
      Slot slot = new Slot(addressOf(connection.getEndPoint().getRemoteSocketAddress()), nanoTime.getAsLong());
      slot.closing = scheduler.schedule(() -> connection.getEndPoint().close(),
          min(OpsLimits.HEADER_DEADLINE, requestDeadline));
      open.put(connection, slot);
      if (count(slot.address) > OpsLimits.CONNECTIONS_PER_ADDRESS) {
        evicted.add(oldest(slot.address));
      }
      if (count(null) - evicted.size() > places) {
        evicted.add(oldestBut(evicted));
      }
    }
    evicted.stream().filter(Objects::nonNull).forEach(c -> c.getEndPoint().close());
  }

  @Override
  public void onClosed(Connection connection) {
    Slot slot;
    synchronized (this) {
      slot = open.remove(connection);
    }
    if (slot != null) {
      slot.closing.cancel();
    }
  }

  /**
   * {@code connection} sent its request line and headers: from now on only the request's deadline
   * holds, and a probe takes no place of the others.
   */
  void headersRead(Connection connection, boolean probe) {
    synchronized (this) {
      Slot slot = open.get(connection);
      if (slot == null) {
        return;
      }
      slot.probe = probe;
      slot.closing.cancel();
      long left = requestDeadline.toNanos() - (nanoTime.getAsLong() - slot.openedNanos);
      slot.closing = scheduler.schedule(() -> connection.getEndPoint().close(), Duration.ofNanos(Math.max(0, left)));
    }
  }

  /** Open connections that are not probes. */
  synchronized int held() {
    return count(null);
  }

  /** Connections of {@code address} (all addresses: null) that are not probes. */
  private int count(InetAddress address) {
    int count = 0;
    for (Slot slot : open.values()) {
      if (!slot.probe && (address == null || address.equals(slot.address))) {
        count++;
      }
    }
    return count;
  }

  private Connection oldest(InetAddress address) {
    for (Map.Entry<Connection, Slot> e : open.entrySet()) {
      if (!e.getValue().probe && address.equals(e.getValue().address)) {
        return e.getKey();
      }
    }
    return null;
  }

  private Connection oldestBut(List<Connection> already) {
    Iterator<Map.Entry<Connection, Slot>> entries = open.entrySet().iterator();
    while (entries.hasNext()) {
      Map.Entry<Connection, Slot> e = entries.next();
      if (!e.getValue().probe && !already.contains(e.getKey())) {
        return e.getKey();
      }
    }
    return null;
  }

  private static InetAddress addressOf(SocketAddress remote) {
    InetAddress address = remote instanceof InetSocketAddress socket ? socket.getAddress() : null;
    return address == null ? InetAddress.getLoopbackAddress() : address;
  }

  private static Duration min(Duration a, Duration b) {
    return a.compareTo(b) <= 0 ? a : b;
  }
}
