package dev.zeitnot.config;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;

/** Whether a program can be started: a path to an executable file, or a name found on PATH. */
public final class Executables {

  private Executables() {}

  public static boolean exists(String program) {
    if (program.contains(File.separator)) {
      return Files.isExecutable(Path.of(program));
    }
    String path = System.getenv("PATH");
    if (path == null) {
      return false;
    }
    for (String directory : path.split(File.pathSeparator)) {
      if (!directory.isEmpty() && Files.isExecutable(Path.of(directory, program))) {
        return true;
      }
    }
    return false;
  }
}
