package dev.zeitnot.engine.uci;

/** An external UCI engine failed: it could not start, exited, hung or broke the protocol. */
public final class UciEngineException extends RuntimeException {

  public UciEngineException(String message) {
    super(message);
  }

  public UciEngineException(String message, Throwable cause) {
    super(message, cause);
  }
}
