package dev.zeitnot.lichess.online;

import com.fasterxml.jackson.core.JsonProcessingException;
import dev.zeitnot.lichess.LichessJson;
import dev.zeitnot.lichess.TokenSafety;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import okhttp3.Call;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import okhttp3.ResponseBody;

/**
 * GETs JSON from one online knowledge source (cloud evaluation, opening explorer, tablebase,
 * chessdb) under a per-call timeout chosen by the caller from its clock. The source has its own
 * 429 gate: after a 429 it is not asked for a minute (these endpoints say nothing more precise),
 * so one source's limit never slows the others. Only a source made with {@link Credentials#TOKEN}
 * (the opening explorer, which the server refuses without one) sends the bot's token, and only
 * over https or to a loopback address; cloud eval, tablebase and chessdb never see it. Thread-safe.
 */
public final class OnlineSource {
  /** How long a source is left alone after a 429. */
  public static final Duration RATE_LIMIT_PAUSE = Duration.ofMinutes(1);
  private static final long MAX_BODY = 4 * 1024 * 1024;

  /** Whether a source sends the bot's API token. */
  public enum Credentials {
    /** No token (public endpoints and third parties). */
    NONE,
    /** The token of the {@link OnlineHttp} pool, when it has one. */
    TOKEN
  }

  private final String name;
  private final HttpUrl base;
  private final String authorization;
  private final OkHttpClient http;
  private final LongSupplier nanoClock;
  private volatile long closedUntilNanos;
  private volatile boolean closed;

  /** {@code baseUrl} like {@code https://lichess.org}; {@code nanoClock} is System::nanoTime outside tests. */
  public OnlineSource(String name, String baseUrl, OnlineHttp http, LongSupplier nanoClock) {
    this(name, baseUrl, http, Credentials.NONE, nanoClock);
  }

  /**
   * A source that sends the pool's token when {@code credentials} is {@link Credentials#TOKEN};
   * refuses a plain-http URL that is not loopback for such a source.
   */
  public OnlineSource(String name, String baseUrl, OnlineHttp http, Credentials credentials, LongSupplier nanoClock) {
    this.name = name;
    HttpUrl parsed = HttpUrl.parse(baseUrl);
    if (parsed == null) {
      throw new IllegalArgumentException(name + ": \"" + baseUrl + "\" is not an http(s) URL");
    }
    this.base = parsed;
    String token = credentials == Credentials.TOKEN ? http.token() : null;
    if (token != null) {
      TokenSafety.requireSafeToSend(parsed);
    }
    this.authorization = token == null ? null : "Bearer " + token;
    this.http = http.client();
    this.nanoClock = nanoClock;
  }

  @Override
  public String toString() {
    return "OnlineSource[" + name + " " + base + (authorization == null ? "" : ", token hidden") + "]";
  }

  public String name() {
    return name;
  }

  /** Whether the 429 gate is closed now. */
  public boolean gateClosed() {
    return closed && nanoClock.getAsLong() - closedUntilNanos < 0;
  }

  /**
   * The JSON at {@code path} with {@code query} read as {@code type}, or null when the source
   * does not know the position (404). Throws {@link OnlineSourceException} otherwise.
   */
  public <T> T get(String path, Map<String, String> query, Class<T> type, Duration timeout) {
    String body = getText(path, query, timeout);
    if (body == null) {
      return null;
    }
    try {
      T value = LichessJson.mapper().readValue(body, type);
      if (value == null) {
        throw new OnlineSourceException(name, OnlineSourceException.Reason.MALFORMED, "empty body");
      }
      return value;
    } catch (JsonProcessingException e) {
      throw new OnlineSourceException(name, OnlineSourceException.Reason.MALFORMED, e.getOriginalMessage());
    }
  }

  /** The body at {@code path}, or null on 404. */
  public String getText(String path, Map<String, String> query, Duration timeout) {
    if (gateClosed()) {
      throw new OnlineSourceException(name, OnlineSourceException.Reason.GATE_CLOSED, null);
    }
    HttpUrl.Builder url = base.newBuilder().addPathSegments(path);
    query.forEach(url::addQueryParameter);
    Request.Builder builder = new Request.Builder().url(url.build()).header("Accept", "application/json").get();
    if (authorization != null) {
      builder.header("Authorization", authorization);
    }
    Request request = builder.build();
    Call call = http.newCall(request);
    call.timeout().timeout(timeout.toMillis(), TimeUnit.MILLISECONDS);
    try (Response response = call.execute()) {
      if (response.code() == 404) {
        return null;
      }
      if (response.code() == 429) {
        closedUntilNanos = nanoClock.getAsLong() + RATE_LIMIT_PAUSE.toNanos();
        closed = true;
        throw new OnlineSourceException(name, OnlineSourceException.Reason.RATE_LIMITED,
            "not asked again for " + RATE_LIMIT_PAUSE.toSeconds() + " s");
      }
      if (response.code() != 200) {
        throw new OnlineSourceException(name, OnlineSourceException.Reason.HTTP_ERROR, "HTTP " + response.code());
      }
      ResponseBody body = response.body();
      return body.source().request(MAX_BODY) ? body.source().readUtf8(MAX_BODY) : body.string();
    } catch (InterruptedIOException e) {
      throw new OnlineSourceException(name, OnlineSourceException.Reason.TIMEOUT,
          "no answer within " + timeout.toMillis() + " ms");
    } catch (IOException e) {
      throw new OnlineSourceException(name, OnlineSourceException.Reason.TRANSPORT, e.getMessage());
    }
  }
}
