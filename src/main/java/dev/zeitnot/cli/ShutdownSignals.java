package dev.zeitnot.cli;

import java.util.concurrent.atomic.AtomicInteger;
import sun.misc.Signal;

/**
 * Ctrl-C (INT) and TERM for a long-running command: the first signal asks for a graceful stop,
 * the second for an immediate one. Replaces the JVM's default handling (which would exit at once).
 */
final class ShutdownSignals {

  private ShutdownSignals() {}

  static void install(Runnable graceful, Runnable immediate) {
    AtomicInteger count = new AtomicInteger();
    for (String name : new String[] {"INT", "TERM"}) {
      Signal.handle(new Signal(name), signal -> {
        if (count.incrementAndGet() == 1) {
          graceful.run();
        } else {
          immediate.run();
        }
      });
    }
  }
}
