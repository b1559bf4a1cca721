package dev.zeitnot.arena;

import dev.zeitnot.arena.http.StreamKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Faults given on the command line, each one of:
 * <ul>
 *   <li>{@code STATUS:PATH[:TIMES]} -- answer requests whose path contains PATH with STATUS
 *       (e.g. {@code 500:/move/:3}, {@code 429:/api/stream/event}); TIMES defaults to 1,
 *       {@code *} means always;</li>
 *   <li>{@code ACTION@SECONDS} -- repeat ACTION every SECONDS: {@code close-event},
 *       {@code close-game}, {@code stall-event}, {@code stall-game}, {@code malformed-event},
 *       {@code malformed-game}, {@code restart}.</li>
 * </ul>
 */
public final class FaultPlan implements AutoCloseable {

  private static final Logger LOG = LoggerFactory.getLogger(FaultPlan.class);
  private static final Pattern FAILURE = Pattern.compile("(\\d{3}):([^:]+)(?::(\\d+|\\*))?");
  private static final Pattern PERIODIC =
      Pattern.compile("(close|stall|malformed)-(event|game)@(\\d+)|restart@(\\d+)");

  /** One parsed fault. */
  public sealed interface Fault {
  }

  /** HTTP errors for a path. */
  public record Failure(int status, String pathPart, int times) implements Fault {
  }

  /** A stream action (or a restart when {@code action} is "restart") every few seconds. */
  public record Periodic(String action, StreamKind kind, long everySeconds) implements Fault {
  }

  private final List<Fault> faults;
  private ScheduledExecutorService scheduler;

  private FaultPlan(List<Fault> faults) {
    this.faults = List.copyOf(faults);
  }

  /** Parses the faults; the exception's message shows the accepted forms. */
  public static FaultPlan parse(List<String> specs) {
    List<Fault> faults = new ArrayList<>();
    for (String spec : specs) {
      for (String item : spec.split(",")) {
        faults.add(parseOne(item.trim()));
      }
    }
    return new FaultPlan(faults);
  }

  public List<Fault> faults() {
    return faults;
  }

  /** Switches the failures on and starts the periodic actions against {@code arena}. */
  public void apply(Arena arena) {
    scheduler = Executors.newSingleThreadScheduledExecutor(runnable -> {
      Thread thread = new Thread(runnable, "arena-faults");
      thread.setDaemon(true);
      return thread;
    });
    for (Fault fault : faults) {
      if (fault instanceof Failure f) {
        arena.faults().failRequests(f.pathPart(), f.status(), f.times());
      } else if (fault instanceof Periodic p) {
        scheduler.scheduleAtFixedRate(() -> fire(arena, p), p.everySeconds(), p.everySeconds(),
            TimeUnit.SECONDS);
      }
    }
  }

  @Override
  public void close() {
    if (scheduler != null) {
      scheduler.shutdownNow();
    }
  }

  private static void fire(Arena arena, Periodic periodic) {
    try {
      switch (periodic.action()) {
        case "close" -> arena.streams().closeAll(periodic.kind());
        case "stall" -> arena.streams().stallAll(periodic.kind());
        case "malformed" -> arena.streams().sendMalformedLine(periodic.kind());
        default -> arena.restart(1_000);
      }
    } catch (Exception e) {
      LOG.error("Fault {} failed", periodic, e);
    }
  }

  private static Fault parseOne(String item) {
    Matcher failure = FAILURE.matcher(item);
    if (failure.matches()) {
      String times = failure.group(3);
      return new Failure(Integer.parseInt(failure.group(1)), failure.group(2),
          times == null ? 1 : times.equals("*") ? -1 : Integer.parseInt(times));
    }
    Matcher periodic = PERIODIC.matcher(item.toLowerCase(Locale.ROOT));
    if (periodic.matches()) {
      if (periodic.group(4) != null) {
        return new Periodic("restart", StreamKind.EVENT, Long.parseLong(periodic.group(4)));
      }
      return new Periodic(periodic.group(1),
          StreamKind.valueOf(periodic.group(2).toUpperCase(Locale.ROOT)),
          Long.parseLong(periodic.group(3)));
    }
    throw new IllegalArgumentException("Fault '" + item + "': use STATUS:PATH[:TIMES] "
        + "(e.g. 500:/move/:3, 429:/api/stream/event) or ACTION@SECONDS with ACTION one of "
        + "close-event, close-game, stall-event, stall-game, malformed-event, malformed-game, "
        + "restart (e.g. close-game@30)");
  }
}
