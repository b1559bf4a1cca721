package dev.zeitnot.lichess.online;

import dev.zeitnot.lichess.TokenSafety;
import okhttp3.OkHttpClient;

/**
 * The one HTTP connection pool the online sources share, and the bot's API token for the one
 * source that needs it (the opening explorer); its types stay inside the client, so the bot hands
 * it on without knowing the HTTP library. The token is never shown ({@link #toString()}).
 */
public final class OnlineHttp {

  private final OkHttpClient client;
  private final String token;

  private OnlineHttp(OkHttpClient client, String token) {
    this.client = client;
    this.token = token;
  }

  /** A new pool with the library's defaults (redirects and timeouts are set per call), no token. */
  public static OnlineHttp create() {
    return new OnlineHttp(new OkHttpClient(), null);
  }

  /**
   * A new pool whose token-needing sources send {@code token} as {@code Authorization: Bearer};
   * every other source still sends none.
   */
  public static OnlineHttp withToken(String token) {
    return withToken(token, new OkHttpClient());
  }

  /** {@link #withToken(String)} on the pool {@code client} (e.g. one whose interceptors observe each call). */
  public static OnlineHttp withToken(String token, OkHttpClient client) {
    TokenSafety.requireWellFormed(token);
    return new OnlineHttp(client, token);
  }

  OkHttpClient client() {
    return client;
  }

  /** The token, or null when this pool has none. */
  String token() {
    return token;
  }

  @Override
  public String toString() {
    return "OnlineHttp[" + (token == null ? "no token" : "token hidden") + "]";
  }
}
