package dev.zeitnot.engine.syzygy;

import java.nio.file.Path;

/** A Syzygy table file that cannot be used: unreadable, truncated or not in the Syzygy format. */
public final class SyzygyFileException extends RuntimeException {

  public SyzygyFileException(Path file, String problem) {
    super(file + ": " + problem + " (replace the file with a good copy or remove it from knowledge.syzygy)");
  }

  public SyzygyFileException(Path file, String problem, Throwable cause) {
    super(file + ": " + problem + " (replace the file with a good copy or remove it from knowledge.syzygy)", cause);
  }
}
