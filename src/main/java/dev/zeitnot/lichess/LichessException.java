package dev.zeitnot.lichess;

/** Any failure talking to the server; the subclasses say which kind. */
public abstract class LichessException extends RuntimeException {

  protected LichessException(String message, Throwable cause) {
    super(message, cause);
  }
}
