package dev.zeitnot.lichess;

import dev.zeitnot.lichess.model.LichessError;
import io.github.resilience4j.core.IntervalFunction;
import io.github.resilience4j.retry.Retry;
import io.github.resilience4j.retry.RetryConfig;
import java.io.IOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import okhttp3.Call;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Makes one HTTP call the way every endpoint needs: through the endpoint's rate-limit gate (a
 * 429 closes it for the longer of the body's {@code ratelimit.seconds} and the {@code Retry-After}
 * header, else by the gate's own rule), with
 * retries on network errors and 5xx when the caller allows them and within the call's budget,
 * errors turned into typed exceptions, the response closed on every path. A move is sent again
 * only when the server certainly did not play it (see {@link #isTransient}): a move sent blind
 * after the opponent's reply would be played in the wrong position. Logs method and path
 * only, never headers. A refusal of the token itself (401, 403 for a missing scope) is also
 * reported to the token watcher, whichever call met it.
 */
final class HttpCaller {

  private static final Logger log = LoggerFactory.getLogger(HttpCaller.class);
  private static final long MAX_ERROR_BODY = 16 * 1024;

  private final OkHttpClient http;
  private final OkHttpClient moveHttp;
  private final Duration attemptTimeout;
  private final Duration moveAttemptTimeout;
  private final RateLimitGate gate;
  private final LongSupplier nanoTime;
  private volatile Consumer<LichessHttpException> tokenWatcher = refusal -> {};

  /**
   * {@code attemptTimeout} bounds one try of an ordinary call, {@code moveAttemptTimeout} one try
   * of a move (a move stuck on a dead connection is given up, not waited for, and its caller
   * re-reads the game); both are cut to what is left of the call's budget. Move posts are not
   * silently repeated by OkHttp on a broken connection: our own retry decides, after asking
   * whether the move is still wanted.
   */
  HttpCaller(OkHttpClient http, Duration attemptTimeout, Duration moveAttemptTimeout,
      RateLimitGate gate, LongSupplier nanoTime) {
    this.http = http;
    this.moveHttp = http.newBuilder().retryOnConnectionFailure(false).build();
    this.attemptTimeout = attemptTimeout;
    this.moveAttemptTimeout = moveAttemptTimeout;
    this.gate = gate;
    this.nanoTime = nanoTime;
  }

  /** Who to tell when the server refuses the token for good. */
  void watchToken(Consumer<LichessHttpException> watcher) {
    this.tokenWatcher = watcher;
  }

  /** Calls once and returns the body; no retry (for calls that must not run twice). */
  String once(Endpoint endpoint, String gameId, Request request, Duration budget) {
    long deadline = nanoTime.getAsLong() + budget.toNanos();
    try {
      return attempt(endpoint, gameId, request, deadline);
    } catch (IOException e) {
      throw new LichessTransportException(endpoint, e);
    }
  }

  /**
   * Calls with retries on network errors and 5xx while {@code stillWanted} says so (asked before
   * each retry, not before the first try) and the budget of {@code settings} lasts. 429 and
   * other 4xx are never retried, nor a move the server may have played.
   */
  String retrying(Endpoint endpoint, String gameId, Request request, RetrySettings settings,
      BooleanSupplier stillWanted) {
    long deadline = nanoTime.getAsLong() + settings.budget().toNanos();
    IntervalFunction backoff = settings.backoff();
    long minimumTryNanos = settings.initialInterval().toNanos();
    RetryConfig config = RetryConfig.custom()
        .maxAttempts(settings.maxAttempts())
        .intervalFunction(attempt -> Math.max(1, Math.min(backoff.apply(attempt),
            TimeUnit.NANOSECONDS.toMillis(left(deadline) / 2))))
        .retryOnException(failure -> isTransient(endpoint, failure) && left(deadline) > minimumTryNanos
            && stillWanted.getAsBoolean())
        .build();
    Retry retry = Retry.of(endpoint.name(), config);
    retry.getEventPublisher().onRetry(event -> log.info("{} failed ({}), try {} in {} ms",
        endpoint.description(), describe(event.getLastThrowable()), event.getNumberOfRetryAttempts() + 1,
        event.getWaitInterval().toMillis()));
    try {
      return Retry.decorateCheckedSupplier(retry, () -> attempt(endpoint, gameId, request, deadline))
          .get();
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

  /** The exception for an unsuccessful response; a 429 closes the gate, a refused token is reported. */
  RuntimeException refusal(Endpoint endpoint, String gameId, Response response) throws IOException {
    LichessError error = LichessError.parse(response.peekBody(MAX_ERROR_BODY).string());
    if (response.code() == 429) {
      int seconds = Math.max(error.rateLimit() == null ? 0 : error.rateLimit().seconds(),
          RetryAfter.seconds(response.header("Retry-After"), System.currentTimeMillis()));
      return gate.close(endpoint, gameId, seconds, error.message());
    }
    LichessHttpException refused = new LichessHttpException(response.code(), endpoint, error);
    if (refused.isTokenRefused()) {
      tokenWatcher.accept(refused);
    }
    return refused;
  }

  /** Throws {@link RateLimitedException} while the endpoint's gate is closed (for calls made outside this class). */
  void checkGate(Endpoint endpoint) {
    gate.check(endpoint, "");
  }

  /** Now on the monotonic clock of the gates and budgets, in nanoseconds. */
  long nanoTime() {
    return nanoTime.getAsLong();
  }

  /** The gate passed a call and the server took it. */
  void passed(Endpoint endpoint, String gameId) {
    gate.passed(endpoint, gameId);
  }

  private String attempt(Endpoint endpoint, String gameId, Request request, long deadline)
      throws IOException {
    gate.check(endpoint, gameId);
    log.debug("{} {}", request.method(), request.url().encodedPath());
    boolean move = endpoint == Endpoint.MOVE;
    Call call = (move ? moveHttp : http).newCall(request);
    long timeout = Math.min((move ? moveAttemptTimeout : attemptTimeout).toNanos(), left(deadline));
    call.timeout().timeout(Math.max(1, timeout), TimeUnit.NANOSECONDS);
    try (Response response = call.execute()) {
      if (!response.isSuccessful()) {
        throw refusal(endpoint, gameId, response);
      }
      String body = response.body().string();
      passed(endpoint, gameId);
      return body;
    }
  }

  private long left(long deadline) {
    return deadline - nanoTime.getAsLong();
  }

  /**
   * Whether a failure may pass if the call is made again: a network error or a 5xx. A move only
   * when the server certainly did not play it: no connection could be made, or the server
   * answered with an error of its own. After any other failure (a timeout, a connection dropped
   * once the move was sent, a gateway's 504) it is unknown whether the move was played.
   */
  private static boolean isTransient(Endpoint endpoint, Throwable failure) {
    boolean move = endpoint == Endpoint.MOVE;
    if (failure instanceof LichessHttpException http) {
      return http.isServerError() && !(move && http.status() == 504);
    }
    if (move) {
      return failure instanceof ConnectException || failure instanceof NoRouteToHostException
          || failure instanceof UnknownHostException;
    }
    return failure instanceof IOException;
  }

  private static String describe(Throwable failure) {
    return failure instanceof LichessHttpException http
        ? "HTTP " + http.status()
        : String.valueOf(failure);
  }
}
