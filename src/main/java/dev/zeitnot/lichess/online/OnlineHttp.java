package dev.zeitnot.lichess.online;

import okhttp3.OkHttpClient;

/**
 * The one HTTP connection pool the online sources share; its type stays inside the client, so
 * the bot hands it on without knowing the HTTP library.
 */
public final class OnlineHttp {

  private final OkHttpClient client;

  private OnlineHttp(OkHttpClient client) {
    this.client = client;
  }

  /** A new pool with the library's defaults (redirects and timeouts are set per call). */
  public static OnlineHttp create() {
    return new OnlineHttp(new OkHttpClient());
  }

  OkHttpClient client() {
    return client;
  }
}
