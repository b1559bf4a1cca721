package dev.zeitnot.lichess;

import io.github.resilience4j.core.IntervalFunction;
import java.io.IOException;
import java.net.SocketTimeoutException;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import okhttp3.Call;
import okhttp3.Request;
import okhttp3.Response;
import okio.BufferedSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Reads an endless NDJSON stream on its own thread and hands typed events to a listener. Each line
 * is stamped with the nanosecond clock as it comes off the socket, before parsing. A blank line is
 * a keep-alive. No byte for {@code stallTimeout} (the read timeout) means a dead connection; it and
 * EOF and network errors all lead to a reconnect with backoff -- EOF alone is never taken as the end
 * of the game: after a reconnect the server tells the state again. The stream ends for good on
 * {@link #close()}, on a 4xx refusal, or on EOF right after a message the decoder calls final (a
 * game stream's state with a finished status), so a finished game is not polled forever.
 *
 * <p>The server keeps one event stream per account and closes the older one when another opens:
 * {@link #KNOCKS_TO_WARN} closes in a row, each within {@link #KNOCK_WINDOW} of connecting, mean
 * that another process uses the same token, and that is logged once as an ERROR.
 */
final class NdjsonStream<T> implements StreamSubscription {

  private static final Logger log = LoggerFactory.getLogger(NdjsonStream.class);
  /** A server close this soon after connecting counts as a knock (another connection took our place). */
  static final Duration KNOCK_WINDOW = Duration.ofSeconds(10);
  static final int KNOCKS_TO_WARN = 3;

  private final String name;
  private final Endpoint endpoint;
  private final String gameId;
  private final Request request;
  private final NdjsonDecoder<T> decoder;
  private final StreamListener<T> listener;
  private final StreamSettings settings;
  private final HttpCaller caller;
  private final RateLimitGate gate;
  private final LongSupplier nanoTime;
  private final IntervalFunction backoff;
  private final CountDownLatch terminated = new CountDownLatch(1);
  /** Counted down by close(): wakes a reconnect wait without interrupting the listener's thread. */
  private final CountDownLatch closing = new CountDownLatch(1);
  private final Thread thread;
  private volatile boolean closed;
  private volatile Call current;
  private boolean lineOnThisConnection;
  /** The last message of this connection said the server has nothing more to say (game over). */
  private boolean finalMessageSeen;
  private long connectedAtNanos;
  private int knocks;
  /** Connections that failed in a row, for the log: 0 while a connection is healthy. */
  private int failedInARow;
  private boolean knockReported;

  /** {@code gameId} names the game of a game stream (its rate-limit gate), "" for the event stream. */
  NdjsonStream(String name, Endpoint endpoint, String gameId, Request request,
      NdjsonDecoder<T> decoder, StreamListener<T> listener, StreamSettings settings,
      HttpCaller caller, RateLimitGate gate, LongSupplier nanoTime) {
    this.name = name;
    this.endpoint = endpoint;
    this.gameId = gameId;
    this.request = request;
    this.decoder = decoder;
    this.listener = listener;
    this.settings = settings;
    this.caller = caller;
    this.gate = gate;
    this.nanoTime = nanoTime;
    this.backoff = settings.backoff();
    this.thread = new Thread(this::run, name);
    thread.setDaemon(true);
  }

  NdjsonStream<T> start() {
    thread.start();
    return this;
  }

  @Override
  public void close() {
    if (closed) {
      return;
    }
    closed = true;
    log.debug("{}: closing", name);
    closing.countDown();
    Call call = current;
    if (call != null) {
      call.cancel();
    }
  }

  @Override
  public boolean isRunning() {
    return !closed && terminated.getCount() > 0;
  }

  @Override
  public boolean awaitTermination(Duration timeout) throws InterruptedException {
    return terminated.await(timeout.toNanos(), TimeUnit.NANOSECONDS);
  }

  private void run() {
    int failures = 0;
    try {
      while (!closed) {
        try {
          connectAndRead();
          if (finalMessageSeen) {
            log.debug("{}: the server closed the stream after its final message; done", name);
            closed = true;
            return;
          }
          if (!closed) {
            log.info("{}: the server closed the stream; reconnecting", name);
            noteServerClose();
          }
        } catch (RateLimitedException limited) {
          notifyDisconnected();
          sleep(limited.retryAfter());
          continue;
        } catch (LichessHttpException refused) {
          giveUp(refused);
          return;
        } catch (SocketTimeoutException stalled) {
          reportLoss(failures, "no data for " + settings.stallTimeout().toMillis() + " ms, the connection is dead");
        } catch (IOException broken) {
          reportLoss(failures, "connection lost (" + broken + ")");
        }
        notifyDisconnected();
        // A connection that carried data was healthy: start the backoff over.
        failures = lineOnThisConnection ? 1 : failures + 1;
        sleep(Duration.ofMillis(backoff.apply(failures)));
      }
    } finally {
      log.debug("{}: stopped", name);
      terminated.countDown();
    }
  }

  /**
   * The first loss in a row is a warning, then one every tenth attempt; the attempts between are
   * debug lines. A connection that carried data was healthy: the count starts over after it.
   */
  private void reportLoss(int failuresBefore, String what) {
    failedInARow = lineOnThisConnection ? 1 : failuresBefore + 1;
    if (closed) {
      return;
    }
    if (failedInARow == 1) {
      log.warn("{}: {}; reconnecting", name, what);
    } else if (failedInARow % 10 == 0) {
      log.warn("{}: {}; still reconnecting after {} attempts", name, what, failedInARow);
    } else {
      log.debug("{}: {}; reconnecting (attempt {})", name, what, failedInARow);
    }
  }

  private void giveUp(LichessHttpException refused) {
    if (closed) {
      return;
    }
    log.error("{}: refused for good: {}", name, refused.getMessage());
    closed = true;
    try {
      listener.onFailed(refused);
    } catch (RuntimeException e) {
      log.error("{}: the listener failed on the refusal", name, e);
    }
  }

  /** One connection, read until EOF; sets {@link #lineOnThisConnection} on the first line. */
  private void connectAndRead() throws IOException {
    lineOnThisConnection = false;
    finalMessageSeen = false;
    gate.check(endpoint, gameId);
    Call call = caller.newCall(request, settings.stallTimeout());
    current = call;
    if (closed) {
      call.cancel();
    }
    try (Response response = call.execute()) {
      if (!response.isSuccessful()) {
        RuntimeException refusal = caller.refusal(endpoint, gameId, response);
        if (refusal instanceof LichessHttpException http && http.isServerError()) {
          throw new IOException("HTTP " + http.status() + " " + http.serverMessage());
        }
        throw refusal;
      }
      if (failedInARow > 1) {
        log.info("{}: connected again after {} failed attempts", name, failedInARow);
      } else {
        log.debug("{}: connected", name);
      }
      failedInARow = 0;
      connectedAtNanos = caller.nanoTime();
      caller.passed(endpoint, gameId);
      notifyConnected();
      BufferedSource source = response.body().source();
      String line;
      while ((line = source.readUtf8Line()) != null) {
        long receivedNanos = nanoTime.getAsLong();
        lineOnThisConnection = true;
        if (line.isEmpty()) {
          continue;
        }
        log.debug("{} <- {}", name, line);
        decoder.decode(line).ifPresent(event -> {
          finalMessageSeen |= decoder.isFinal(event);
          deliver(new Received<>(event, receivedNanos));
        });
      }
    } finally {
      current = null;
    }
  }

  private void deliver(Received<T> received) {
    if (closed) {
      return;
    }
    try {
      listener.onEvent(received);
    } catch (RuntimeException e) {
      log.error("{}: the listener failed on {}", name, received.event(), e);
    }
  }

  private void notifyDisconnected() {
    if (closed) {
      return;
    }
    try {
      listener.onDisconnected();
    } catch (RuntimeException e) {
      log.error("{}: the listener failed on disconnect", name, e);
    }
  }

  private void notifyConnected() {
    try {
      listener.onConnected();
    } catch (RuntimeException e) {
      log.error("{}: the listener failed on connect", name, e);
    }
  }

  /** Counts the event stream's closes soon after connecting; says once that another process is the likely cause. */
  private void noteServerClose() {
    if (endpoint != Endpoint.EVENT_STREAM) {
      return;
    }
    boolean soon = caller.nanoTime() - connectedAtNanos < KNOCK_WINDOW.toNanos();
    knocks = soon ? knocks + 1 : 0;
    if (knocks >= KNOCKS_TO_WARN && !knockReported) {
      knockReported = true;
      log.error("{}: the server closed it {} times in a row within {} s of connecting. The server "
          + "keeps one event stream per account and closes the older one when another opens: "
          + "another process is probably running with this bot's token. Stop the other process "
          + "(two bots on one account keep knocking each other off and miss challenges and games).",
          name, knocks, KNOCK_WINDOW.toSeconds());
    }
  }

  private void sleep(Duration duration) {
    if (duration.isNegative() || duration.isZero()) {
      return;
    }
    try {
      closing.await(duration.toNanos(), TimeUnit.NANOSECONDS);
    } catch (InterruptedException e) {
      // Nobody else owns this thread: an interrupt can only mean the JVM wants it gone.
      closed = true;
    }
  }
}
