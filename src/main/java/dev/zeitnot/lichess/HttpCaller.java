package dev.zeitnot.lichess;

import dev.zeitnot.lichess.model.LichessError;
import io.github.resilience4j.retry.Retry;
import java.io.IOException;
import java.time.Duration;
import java.util.function.BooleanSupplier;
import okhttp3.Call;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Makes one HTTP call the way every endpoint needs: through the endpoint's rate-limit gate, with
 * retries on network errors and 5xx when the caller allows them, errors turned into typed
 * exceptions, the response closed on every path. Logs method and path only, never headers.
 */
final class HttpCaller {

  private static final Logger log = LoggerFactory.getLogger(HttpCaller.class);
  private static final long MAX_ERROR_BODY = 16 * 1024;

  private final OkHttpClient http;
  private final OkHttpClient moveHttp;
  private final RateLimitGate gate;

  /** {@code moveTimeout} bounds a whole move call: a move stuck on a dead connection is retried, not waited for. */
  HttpCaller(OkHttpClient http, Duration moveTimeout, RateLimitGate gate) {
    this.http = http;
    this.moveHttp = http.newBuilder().callTimeout(moveTimeout).build();
    this.gate = gate;
  }

  /** Calls once and returns the body; no retry (for calls that must not run twice). */
  String once(Endpoint endpoint, Request request) {
    try {
      return attempt(endpoint, request);
    } catch (IOException e) {
      throw new LichessTransportException(endpoint, e);
    }
  }

  /**
   * Calls with retries on network errors and 5xx while {@code stillWanted} says so (asked before
   * each retry, not before the first try). 429 and other 4xx are never retried.
   */
  String retrying(Endpoint endpoint, Request request, RetrySettings settings,
      BooleanSupplier stillWanted) {
    Retry retry = Retry.of(endpoint.name(), settings.toConfig(
        failure -> isTransient(failure) && stillWanted.getAsBoolean()));
    retry.getEventPublisher().onRetry(event -> log.info("{} failed ({}), try {} in {} ms",
        endpoint.description(), describe(event.getLastThrowable()), event.getNumberOfRetryAttempts() + 1,
        event.getWaitInterval().toMillis()));
    try {
      return Retry.decorateCheckedSupplier(retry, () -> attempt(endpoint, request)).get();
    } catch (IOException e) {
      throw new LichessTransportException(endpoint, e);
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable impossible) {
      throw new IllegalStateException(impossible);
    }
  }

  /** A new call with this client's settings, for the streams (which read the response themselves). */
  Call newCall(Request request, Duration readTimeout) {
    return http.newBuilder().readTimeout(readTimeout).build().newCall(request);
  }

  /** The exception for an unsuccessful response; a 429 closes the endpoint's gate. */
  RuntimeException refusal(Endpoint endpoint, Response response) throws IOException {
    LichessError error = LichessError.parse(response.peekBody(MAX_ERROR_BODY).string());
    if (response.code() == 429) {
      int seconds = error.rateLimit() == null ? 0 : error.rateLimit().seconds();
      Duration penalty = seconds > 0 ? Duration.ofSeconds(seconds) : endpoint.defaultPenalty();
      return gate.close(endpoint, penalty, error.message());
    }
    return new LichessHttpException(response.code(), endpoint, error);
  }

  private String attempt(Endpoint endpoint, Request request) throws IOException {
    gate.check(endpoint);
    log.debug("{} {}", request.method(), request.url().encodedPath());
    OkHttpClient client = endpoint == Endpoint.MOVE ? moveHttp : http;
    try (Response response = client.newCall(request).execute()) {
      if (!response.isSuccessful()) {
        throw refusal(endpoint, response);
      }
      return response.body().string();
    }
  }

  private static boolean isTransient(Throwable failure) {
    return failure instanceof IOException
        || failure instanceof LichessHttpException http && http.isServerError();
  }

  private static String describe(Throwable failure) {
    return failure instanceof LichessHttpException http
        ? "HTTP " + http.status()
        : String.valueOf(failure);
  }
}
