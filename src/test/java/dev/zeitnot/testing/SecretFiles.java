package dev.zeitnot.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

/** Writes a test's secret file as an owner should: readable by its user alone (no warning at start). */
public final class SecretFiles {

  private SecretFiles() {
  }

  /** Writes {@code content} into {@code file}, mode 600, and returns it. */
  public static Path write(Path file, String content) {
    try {
      Files.writeString(file, content);
      Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-------"));
      return file;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
