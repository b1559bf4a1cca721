package dev.zeitnot.lichess.online;

/** An online knowledge source gave no usable answer; the bot then asks the next source or its engine. */
public final class OnlineSourceException extends RuntimeException {

  /** Why there is no answer. */
  public enum Reason {
    /** The answer did not come within the time the move could spare. */
    TIMEOUT,
    /** The source answered 429; its gate is closed for a while. */
    RATE_LIMITED,
    /** The source's gate is still closed after an earlier 429: not asked. */
    GATE_CLOSED,
    /** An HTTP status other than 200, 404 and 429. */
    HTTP_ERROR,
    /** The body was not the JSON the source sends. */
    MALFORMED,
    /** The network failed (connection refused, reset). */
    TRANSPORT
  }

  private final Reason reason;

  public OnlineSourceException(String source, Reason reason, String detail) {
    super(source + ": " + reason.name().toLowerCase(java.util.Locale.ROOT)
        + (detail == null ? "" : " (" + detail + ")"));
    this.reason = reason;
  }

  public Reason reason() {
    return reason;
  }
}
