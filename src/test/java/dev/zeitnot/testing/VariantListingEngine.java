package dev.zeitnot.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;

/**
 * A fake UCI engine for tests: a shell script that answers the handshake with a {@code UCI_Variant}
 * option listing the given names (none: no such option), {@code isready} and {@code quit}.
 */
public final class VariantListingEngine {

  private VariantListingEngine() {
  }

  /** Writes the script into {@code dir} as {@code name} and returns its path. */
  public static Path write(Path dir, String name, List<String> variants) {
    String option = variants.isEmpty() ? ""
        : "echo 'option name UCI_Variant type combo default chess" + variants.stream().map(v -> " var " + v)
            .reduce("", String::concat) + "'; ";
    String script = "#!/bin/sh\n"
        + "while read line; do\n"
        + "  case \"$line\" in\n"
        + "    uci) echo 'id name " + name + "'; " + option + "echo uciok ;;\n"
        + "    isready) echo readyok ;;\n"
        + "    quit) exit 0 ;;\n"
        + "  esac\n"
        + "done\n";
    try {
      Path path = dir.resolve(name);
      Files.writeString(path, script);
      Files.setPosixFilePermissions(path, PosixFilePermissions.fromString("rwxr-xr-x"));
      return path;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
