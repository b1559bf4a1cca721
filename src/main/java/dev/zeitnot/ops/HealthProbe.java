package dev.zeitnot.ops;

import java.io.IOException;
import java.io.InputStream;
import java.net.HttpURLConnection;
import java.net.URI;
import java.time.Duration;

/**
 * A health check for images without curl: {@code java -cp zeitnot.jar dev.zeitnot.ops.HealthProbe
 * [URL]} exits 0 when {@code /health} answers 200 within the time limit, 1 otherwise. Its own
 * main class, so the check loads neither picocli nor the bot.
 */
public final class HealthProbe {

  static final String DEFAULT_URL = "http://127.0.0.1:9292/health";
  static final Duration TIME_LIMIT = Duration.ofSeconds(4);

  private HealthProbe() {
  }

  public static void main(String[] args) {
    String url = args.length > 0 ? args[0] : DEFAULT_URL;
    int status = status(url);
    if (status != 200) {
      System.err.println("unhealthy: " + url + (status < 0 ? " did not answer" : " answered " + status));
    }
    System.exit(status == 200 ? 0 : 1);
  }

  /** The status {@code url} answers a GET with, -1 when it does not answer in time. */
  static int status(String url) {
    try {
      HttpURLConnection connection = (HttpURLConnection) URI.create(url).toURL().openConnection();
      connection.setConnectTimeout((int) TIME_LIMIT.toMillis());
      connection.setReadTimeout((int) TIME_LIMIT.toMillis());
      connection.setInstanceFollowRedirects(false);
      try {
        int status = connection.getResponseCode();
        InputStream body = status >= 400 ? connection.getErrorStream() : connection.getInputStream();
        if (body != null) {
          body.close();
        }
        return status;
      } finally {
        connection.disconnect();
      }
    } catch (IOException | IllegalArgumentException e) {
      return -1;
    }
  }
}
