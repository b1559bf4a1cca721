package dev.zeitnot.engine.syzygy;

/** A probe needed a table (after a capture, say) that is not among the files opened. */
final class TableMissingException extends RuntimeException {
  TableMissingException() {
    super("a table the probe needs is missing", null, false, false);
  }
}
