package dev.zeitnot.contract;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import okhttp3.HttpUrl;
import okhttp3.Interceptor;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import okio.Buffer;

/**
 * An OkHttp interceptor that checks every request the client sends against the official
 * description ({@link OfficialApi}) and keeps the problems found, so that a test can fail on
 * them at its end ({@link #assertAllConform()}). It lets each request through unchanged.
 */
public final class ContractRecorder implements Interceptor {

  private final Set<String> problems = new LinkedHashSet<>();
  private final List<String> sent = new CopyOnWriteArrayList<>();
  private final AtomicInteger checked = new AtomicInteger();

  @Override
  public Response intercept(Chain chain) throws IOException {
    Request request = chain.request();
    sent.add(request.method() + " " + request.url().encodedPath());
    List<String> found = OfficialApi.problems(sent(request));
    synchronized (problems) {
      problems.addAll(found);
    }
    checked.incrementAndGet();
    return chain.proceed(request);
  }

  /** How many requests were checked. */
  public int checked() {
    return checked.get();
  }

  /** {@code METHOD /path} of each request sent so far, in order. */
  public List<String> sent() {
    return List.copyOf(sent);
  }

  /** The problems found so far, each once. */
  public List<String> problems() {
    synchronized (problems) {
      return new ArrayList<>(problems);
    }
  }

  /** Fails with every problem found, when there is any. */
  public void assertAllConform() {
    List<String> found = problems();
    if (!found.isEmpty()) {
      throw new AssertionError("requests that break the official API description:\n  "
          + String.join("\n  ", found));
    }
  }

  /** The request as the contract check reads it (the token itself is not kept). */
  public static SentRequest sent(Request request) throws IOException {
    HttpUrl url = request.url();
    Map<String, List<String>> query = new LinkedHashMap<>();
    for (String name : url.queryParameterNames()) {
      query.put(name, url.queryParameterValues(name).stream().map(v -> v == null ? "" : v).toList());
    }
    RequestBody body = request.body();
    String contentType = null;
    String text = "";
    if (body != null && body.contentType() != null) {
      contentType = body.contentType().toString();
      Buffer buffer = new Buffer();
      body.writeTo(buffer);
      text = buffer.readUtf8();
    }
    String authorization = request.header("Authorization");
    return new SentRequest(request.method(), url.encodedPath(), query, contentType, text,
        authorization != null && authorization.startsWith("Bearer "));
  }
}
