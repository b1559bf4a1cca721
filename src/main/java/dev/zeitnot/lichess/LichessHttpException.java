package dev.zeitnot.lichess;

import dev.zeitnot.lichess.model.LichessError;

/**
 * The server refused a call with an HTTP error status (not 429: see {@link RateLimitedException}).
 * Carries the status and the server's error text, e.g. 400 "Not your turn, or game already over".
 */
public final class LichessHttpException extends LichessException {

  private final int status;
  private final Endpoint endpoint;
  private final LichessError error;

  public LichessHttpException(int status, Endpoint endpoint, LichessError error) {
    super(endpoint.description() + " failed: HTTP " + status + " " + error.message(), null);
    this.status = status;
    this.endpoint = endpoint;
    this.error = error;
  }

  public int status() {
    return status;
  }

  public Endpoint endpoint() {
    return endpoint;
  }

  public LichessError error() {
    return error;
  }

  /** The server's error text ("" if it sent none). */
  public String serverMessage() {
    return error.message();
  }

  /**
   * The server refused the token itself: 401 (unknown, revoked or missing token) or 403 for a
   * missing scope. Retrying cannot help; a new token can.
   */
  public boolean isTokenRefused() {
    return status == 401
        || status == 403 && error.message().toLowerCase(java.util.Locale.ROOT).contains("scope");
  }

  public boolean isServerError() {
    return status >= 500;
  }

  /** A 400 on challenge/accept with the bot-vs-bot daily cap body means the OPPONENT is capped. */
  public boolean isDailyBotGameCap() {
    return error.rateLimit() != null && error.rateLimit().isDailyBotGameCap();
  }
}
