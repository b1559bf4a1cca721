package dev.zeitnot.arena.http;

import dev.zeitnot.arena.faults.Faults;
import com.sun.net.httpserver.HttpExchange;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One open NDJSON response (the event stream, a game stream or a keep-alive challenge). Lines
 * are queued by any thread and written by the request's own handler thread in {@link #run()},
 * each after the one-way latency of {@link Faults}; an empty line goes out as keep-alive when
 * nothing was sent for the keep-alive period. A stalled stream writes nothing more at all.
 */
public final class NdjsonWriter {

  private static final Logger LOG = LoggerFactory.getLogger(NdjsonWriter.class);
  private static final String END = "\u0000end";

  private record Pending(long dueNanos, String text) {
  }

  private final HttpExchange exchange;
  private final StreamKind kind;
  private final String label;
  private final long keepAliveMs;
  private final Faults faults;
  private final BlockingQueue<Pending> queue = new LinkedBlockingQueue<>();
  private long lastDueNanos;
  private volatile boolean stalled;
  private volatile boolean closed;

  public NdjsonWriter(HttpExchange exchange, StreamKind kind, String label, long keepAliveMs,
      Faults faults) {
    this.exchange = exchange;
    this.kind = kind;
    this.label = label;
    this.keepAliveMs = keepAliveMs;
    this.faults = faults;
  }

  StreamKind kind() {
    return kind;
  }

  String label() {
    return label;
  }

  public boolean isClosed() {
    return closed;
  }

  /** Queues a JSON line; it leaves after the current latency, in order. */
  public synchronized void send(Object json) {
    enqueue(Json.line(json));
  }

  /** Queues a line that is not valid JSON (a fault). */
  synchronized void sendMalformed() {
    enqueue("{\"type\":\"gameState\",\"moves\":");
  }

  /** Ends the response after the lines already queued. */
  public synchronized void finish() {
    enqueue(END);
  }

  /** Drops the connection now, whatever is still queued. */
  public void closeNow() {
    closed = true;
    queue.add(new Pending(0, END));
  }

  /** From now on nothing more is written, not even keep-alives, until the stream is closed. */
  void stall() {
    stalled = true;
    LOG.info("Fault: {} stream {} stalls", kind, label);
  }

  private void enqueue(String text) {
    long due = Math.max(lastDueNanos, System.nanoTime() + faults.nextDelayMs() * 1_000_000);
    lastDueNanos = due;
    queue.add(new Pending(due, text));
  }

  /** Writes until finished, closed or the client goes away; runs on the handler thread. */
  public void run() {
    try (OutputStream out = exchange.getResponseBody()) {
      while (!closed) {
        Pending next = queue.poll(keepAliveMs, TimeUnit.MILLISECONDS);
        if (next == null) {
          if (!stalled) {
            write(out, "");
          }
          continue;
        }
        long wait = next.dueNanos() - System.nanoTime();
        if (wait > 0) {
          TimeUnit.NANOSECONDS.sleep(wait);
        }
        if (next.text().equals(END) || closed) {
          break;
        }
        if (!stalled) {
          write(out, next.text());
        }
      }
    } catch (IOException e) {
      LOG.debug("{} stream {} gone: {}", kind, label, e.toString());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      closed = true;
      exchange.close();
    }
  }

  private static void write(OutputStream out, String line) throws IOException {
    out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
    out.flush();
  }
}
