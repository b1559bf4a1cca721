package dev.zeitnot.lichess.online;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.time.Duration;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import okhttp3.Call;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import okhttp3.ResponseBody;

/**
 * Reads a list of user names kept at a URL (plain text, one name a line, {@code #} starts a
 * comment, blank lines skipped), as lichess-bot's online block lists are written. Names come back
 * as lower-case user ids. No token is ever sent; a body beyond {@value #MAX_BODY} bytes is refused.
 */
public final class UserListFetcher {

  /** The largest list read, in bytes. */
  static final long MAX_BODY = 1024 * 1024;

  private final OkHttpClient http;
  private final Duration timeout;

  public UserListFetcher(OnlineHttp http, Duration timeout) {
    this.http = http.client();
    this.timeout = timeout;
  }

  /** The names at {@code url}; throws {@link OnlineSourceException} when it cannot be read. */
  public Set<String> fetch(String url) {
    HttpUrl parsed = HttpUrl.parse(url);
    if (parsed == null) {
      throw new OnlineSourceException(url, OnlineSourceException.Reason.TRANSPORT, "not an http(s) URL");
    }
    Call call = http.newCall(new Request.Builder().url(parsed).header("Accept", "text/plain").get().build());
    call.timeout().timeout(timeout.toMillis(), TimeUnit.MILLISECONDS);
    try (Response response = call.execute()) {
      if (response.code() != 200) {
        throw new OnlineSourceException(url, OnlineSourceException.Reason.HTTP_ERROR, "HTTP " + response.code());
      }
      ResponseBody body = response.body();
      if (body.source().request(MAX_BODY + 1)) {
        throw new OnlineSourceException(url, OnlineSourceException.Reason.MALFORMED,
            "longer than " + MAX_BODY + " bytes");
      }
      return names(body.string());
    } catch (InterruptedIOException e) {
      throw new OnlineSourceException(url, OnlineSourceException.Reason.TIMEOUT,
          "no answer within " + timeout.toMillis() + " ms");
    } catch (IOException e) {
      throw new OnlineSourceException(url, OnlineSourceException.Reason.TRANSPORT, e.getMessage());
    }
  }

  static Set<String> names(String text) {
    Set<String> names = new LinkedHashSet<>();
    for (String line : text.split("\\R")) {
      int hash = line.indexOf('#');
      String name = (hash >= 0 ? line.substring(0, hash) : line).trim();
      if (!name.isEmpty()) {
        names.add(name.toLowerCase(Locale.ROOT));
      }
    }
    return names;
  }
}
