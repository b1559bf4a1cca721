package dev.zeitnot.lichess;

import java.io.IOException;

/** The server could not be reached or the connection broke, after any retries the call allows. */
public final class LichessTransportException extends LichessException {

  public LichessTransportException(Endpoint endpoint, IOException cause) {
    super(endpoint.description() + " failed: " + cause, cause);
  }
}
