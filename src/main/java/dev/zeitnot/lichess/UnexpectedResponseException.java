package dev.zeitnot.lichess;

/** The server answered 2xx with a body this client cannot read as the expected message. */
public final class UnexpectedResponseException extends LichessException {

  public UnexpectedResponseException(String what, Throwable cause) {
    super("unexpected " + what + " from the server: " + cause.getMessage(), cause);
  }
}
