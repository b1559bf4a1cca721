package dev.zeitnot.ops;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicBoolean;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.EofException;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * One page's {@code GET /events}: server-sent events, each the {@link LiveBoard}'s whole snapshot,
 * the first at once and then one after each change. At most one write is under way; changes
 * that come meanwhile are folded into the next snapshot, so a slow reader holds no thread and no
 * queue. The connection's deadline ends the stream (whatever closes the connection unregisters
 * it from the board); the page's {@code EventSource} reconnects (after the {@code retry} sent
 * first) and starts again from a full snapshot.
 */
final class EventStream implements Runnable {

  /** How long the browser waits before it reconnects after the deadline closed the stream. */
  private static final int RETRY_MS = 300;

  private final LiveBoard board;
  private final Response response;
  private final Callback done;
  private final AtomicBoolean writing = new AtomicBoolean();
  private final AtomicBoolean dirty = new AtomicBoolean(true);
  private final AtomicBoolean ended = new AtomicBoolean();
  private volatile boolean first = true;

  private EventStream(LiveBoard board, Response response, Callback done) {
    this.board = board;
    this.response = response;
    this.done = done;
  }

  /**
   * Answers {@code request} with the stream; it runs until the connection closes, and then stops
   * listening to the board. With {@link OpsLimits#PAGE_STREAMS} streams open already, 503.
   */
  static void serve(LiveBoard board, Request request, Response response, Callback done) {
    EventStream stream = new EventStream(board, response, done);
    if (!board.listen(stream, OpsLimits.PAGE_STREAMS)) {
      byte[] body = ("too many pages are open (" + OpsLimits.PAGE_STREAMS + "); close one\n")
          .getBytes(StandardCharsets.UTF_8);
      response.setStatus(503);
      response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/plain; charset=utf-8");
      response.getHeaders().put(HttpHeader.CONTENT_LENGTH, body.length);
      response.getHeaders().put(HttpHeader.CONNECTION, "close");
      response.write(true, ByteBuffer.wrap(body), done);
      return;
    }
    response.setStatus(200);
    response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/event-stream; charset=utf-8");
    response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-cache");
    request.addFailureListener(stream::end);
    request.getConnectionMetaData().getConnection().addEventListener(new Connection.Listener() {
      @Override
      public void onClosed(Connection connection) {
        stream.end(new EofException("the page's connection closed"));
      }
    });
    stream.pump();
  }

  /** The board changed. */
  @Override
  public void run() {
    dirty.set(true);
    pump();
  }

  private void pump() {
    if (ended.get() || !writing.compareAndSet(false, true)) {
      return;
    }
    if (!dirty.getAndSet(false)) {
      writing.set(false);
      if (dirty.get()) {
        pump(); // a change came between the two checks
      }
      return;
    }
    String event = (first ? "retry: " + RETRY_MS + "\n" : "") + "data: " + board.snapshot() + "\n\n";
    first = false;
    response.write(false, ByteBuffer.wrap(event.getBytes(StandardCharsets.UTF_8)), Callback.from(() -> {
      writing.set(false);
      pump();
    }, this::end));
  }

  private void end(Throwable failure) {
    if (ended.compareAndSet(false, true)) {
      board.unlisten(this);
      done.failed(failure);
    }
  }
}
