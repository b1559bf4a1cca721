package dev.zeitnot.arena;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/** A minimal HTTP client for the arena tests: one token, JSON answers, NDJSON streams. */
final class TestClient {

  static final ObjectMapper JSON = new ObjectMapper();
  private static final HttpClient HTTP = HttpClient.newBuilder()
      .connectTimeout(Duration.ofSeconds(5)).build();

  private final String baseUrl;
  private final String token;

  TestClient(Arena arena, String token) {
    this.baseUrl = arena.baseUrl();
    this.token = token;
  }

  /** An answer: status and parsed body (a text node when not JSON). */
  record Answer(int status, JsonNode body) {
    String error() {
      return body.path("error").asText();
    }
  }

  Answer get(String path) {
    return send(request(path).GET().build());
  }

  Answer post(String path) {
    return post(path, Map.of());
  }

  Answer post(String path, Map<String, String> form) {
    String body = form.entrySet().stream()
        .map(e -> e.getKey() + "=" + java.net.URLEncoder.encode(e.getValue(),
            java.nio.charset.StandardCharsets.UTF_8))
        .collect(Collectors.joining("&"));
    return send(request(path).header("Content-Type", "application/x-www-form-urlencoded")
        .POST(HttpRequest.BodyPublishers.ofString(body)).build());
  }

  Answer postText(String path, String text) {
    return send(request(path).header("Content-Type", "text/plain")
        .POST(HttpRequest.BodyPublishers.ofString(text)).build());
  }

  String text(String path) {
    try {
      return HTTP.send(request(path).GET().build(), HttpResponse.BodyHandlers.ofString()).body();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Opens an NDJSON stream; its lines arrive in {@link Lines}. */
  Lines stream(String path) {
    return stream(request(path).GET().build());
  }

  /** Opens an NDJSON stream answering a POST (a challenge with keepAliveStream). */
  Lines postStream(String path) {
    return stream(request(path).POST(HttpRequest.BodyPublishers.noBody()).build());
  }

  private Lines stream(HttpRequest request) {
    Lines lines = new Lines();
    HTTP.sendAsync(request, HttpResponse.BodyHandlers.ofLines())
        .thenAccept(response -> {
          lines.status = response.statusCode();
          Thread reader = new Thread(() -> {
            try (Stream<String> body = response.body()) {
              body.forEach(lines.queue::add);
            } catch (RuntimeException e) {
              // connection dropped: same as the end of the stream
            }
            lines.queue.add(Lines.END);
          });
          reader.setDaemon(true);
          reader.start();
        });
    return lines;
  }

  private HttpRequest.Builder request(String path) {
    HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(baseUrl + path))
        .timeout(Duration.ofSeconds(10));
    if (token != null) {
      builder.header("Authorization", "Bearer " + token);
    }
    return builder;
  }

  private static Answer send(HttpRequest request) {
    try {
      HttpResponse<String> response = HTTP.send(request, HttpResponse.BodyHandlers.ofString());
      JsonNode body;
      try {
        body = JSON.readTree(response.body());
      } catch (IOException e) {
        body = JSON.getNodeFactory().textNode(response.body());
      }
      return new Answer(response.statusCode(), body == null ? JSON.nullNode() : body);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The lines of an open stream, as they arrive. */
  static final class Lines {
    static final String END = "\u0000end";
    final BlockingQueue<String> queue = new LinkedBlockingQueue<>();
    volatile int status;

    /** The HTTP status once the response headers came (fails after 5 s). */
    int awaitStatus() {
      for (int i = 0; i < 500 && status == 0; i++) {
        try {
          Thread.sleep(10);
        } catch (InterruptedException e) {
          throw new IllegalStateException(e);
        }
      }
      return status;
    }

    /** The next non-empty line as JSON (fails after 5 s or at the end of the stream). */
    JsonNode next() {
      while (true) {
        String line = raw(5_000);
        if (line == null || line.equals(END)) {
          throw new AssertionError("stream ended or silent instead of sending a line");
        }
        if (!line.isEmpty()) {
          try {
            return JSON.readTree(line);
          } catch (IOException e) {
            throw new AssertionError("not JSON: " + line, e);
          }
        }
      }
    }

    /** The next line of the given type, skipping others. */
    JsonNode next(String type) {
      while (true) {
        JsonNode line = next();
        if (line.path("type").asText().equals(type)) {
          return line;
        }
      }
    }

    /** The next raw line including keep-alives, or null after {@code millis}. */
    String raw(long millis) {
      try {
        return queue.poll(millis, TimeUnit.MILLISECONDS);
      } catch (InterruptedException e) {
        throw new IllegalStateException(e);
      }
    }

    /** Waits (5 s at most) until the server ends the stream, skipping lines. */
    boolean endsSoon() {
      while (true) {
        String line = raw(5_000);
        if (line == null) {
          return false;
        }
        if (line.equals(END)) {
          return true;
        }
      }
    }
  }
}
