package dev.zeitnot.ops;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Wrong page passwords and control secrets, per address: each is logged (what was refused and
 * from where, never the value sent) and its answer waits {@link OpsLimits#FIRST_FAILURE_DELAY},
 * twice as long for each next one in a row up to {@link OpsLimits#MAX_FAILURE_DELAY}. The wait is
 * a scheduled answer, not a sleeping thread, so many guesses hold no thread, and one address's
 * guesses do not slow another's. A right secret, or {@link OpsLimits#FAILURE_MEMORY} without a
 * wrong one, forgets the address.
 */
final class FailedAttempts {

  private static final Logger log = LoggerFactory.getLogger(FailedAttempts.class);

  private record Run(int failures, long lastNanos) {}

  private final LongSupplier nanoTime;
  private final Map<InetAddress, Run> runs = new LinkedHashMap<>(16, 0.75f, true) {
    @Override
    protected boolean removeEldestEntry(Map.Entry<InetAddress, Run> eldest) {
      return size() > OpsLimits.FAILING_ADDRESSES;
    }
  };

  FailedAttempts(LongSupplier nanoTime) {
    this.nanoTime = nanoTime;
  }

  /** {@code remote} sent a wrong {@code what} (say "page password"): logs it; how long its answer waits. */
  Duration failed(SocketAddress remote, String what) {
    InetAddress address = addressOf(remote);
    long now = nanoTime.getAsLong();
    int failures;
    synchronized (runs) {
      Run run = runs.get(address);
      boolean remembered = run != null && now - run.lastNanos() < OpsLimits.FAILURE_MEMORY.toNanos();
      failures = remembered ? run.failures() + 1 : 1;
      runs.put(address, new Run(failures, now));
    }
    Duration delay = delay(failures);
    log.warn("wrong {} from {} ({} in a row); answered in {} ms", what, address.getHostAddress(), failures,
        delay.toMillis());
    return delay;
  }

  /** {@code remote} sent the right secret. */
  void succeeded(SocketAddress remote) {
    synchronized (runs) {
      runs.remove(addressOf(remote));
    }
  }

  /** The wait for the {@code failures}th wrong secret in a row. */
  static Duration delay(int failures) {
    Duration delay = OpsLimits.FIRST_FAILURE_DELAY.multipliedBy(1L << Math.min(failures - 1, 20));
    return delay.compareTo(OpsLimits.MAX_FAILURE_DELAY) > 0 ? OpsLimits.MAX_FAILURE_DELAY : delay;
  }

  private static InetAddress addressOf(SocketAddress remote) {
    InetAddress address = remote instanceof InetSocketAddress socket ? socket.getAddress() : null;
    return address == null ? InetAddress.getLoopbackAddress() : address;
  }
}
