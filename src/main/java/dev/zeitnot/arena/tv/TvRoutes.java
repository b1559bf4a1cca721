package dev.zeitnot.arena.tv;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import dev.zeitnot.arena.clock.TimeSource;
import dev.zeitnot.arena.http.Access;
import dev.zeitnot.arena.http.ApiRequest;
import dev.zeitnot.arena.http.Router;
import dev.zeitnot.arena.lobby.Lobby;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The arena's page, like a small TV: {@code GET /arena/tv} the page (one HTML file in the jar,
 * nothing from elsewhere) and {@code GET /arena/tv/events} its live data as server-sent events,
 * a {@link TvView} snapshot whenever a move, a new game or an ended one changed what it shows,
 * and at least every {@link #RESYNC_MS} (the clocks, and a dead connection found). No token needed.
 */
public final class TvRoutes {

  /** The page's path, for the URL printed at start. */
  public static final String PAGE = "/arena/tv";
  /** How often a viewer's stream looks for a change. */
  private static final long LOOK_MS = 100;
  /** The longest a viewer goes without a snapshot. */
  private static final long RESYNC_MS = 1_000;
  private static final ObjectMapper JSON = new ObjectMapper()
      .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE);
  private static final String RESOURCE = "/dev/zeitnot/arena/tv.html";

  private final TvView view;
  private final String page = page();

  /** {@code time}: the arena's clock, which the games' clocks run on. */
  public TvRoutes(Lobby lobby, TimeSource time) {
    this.view = new TvView(lobby, time);
  }

  public void register(Router router) {
    router.route("GET", PAGE, Access.PUBLIC, request -> request.send(200, "text/html; charset=utf-8", page));
    router.route("GET", PAGE + "/events", Access.PUBLIC, this::stream);
  }

  private void stream(ApiRequest request) throws IOException {
    var exchange = request.exchange();
    exchange.getResponseHeaders().set("Content-Type", "text/event-stream; charset=utf-8");
    exchange.getResponseHeaders().set("Cache-Control", "no-cache");
    exchange.sendResponseHeaders(200, 0);
    try (OutputStream out = exchange.getResponseBody()) {
      out.write("retry: 500\n\n".getBytes(StandardCharsets.UTF_8));
      List<String> shown = null;
      long sentAt = System.nanoTime() - RESYNC_MS * 1_000_000;
      while (!Thread.currentThread().isInterrupted()) {
        TvView.Tv tv = view.now();
        List<String> what = tv.games().stream().map(g -> g.id() + " " + g.moves().size()).toList();
        long now = System.nanoTime();
        if (!what.equals(shown) || now - sentAt >= RESYNC_MS * 1_000_000) {
          out.write(("data: " + json(tv) + "\n\n").getBytes(StandardCharsets.UTF_8));
          out.flush();
          shown = what;
          sentAt = now;
        }
        Thread.sleep(LOOK_MS);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      exchange.close();
    }
  }

  private static String json(TvView.Tv tv) {
    try {
      return JSON.writeValueAsString(tv);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String page() {
    try (InputStream in = TvRoutes.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + RESOURCE);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
