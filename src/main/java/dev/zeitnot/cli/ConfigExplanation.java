package dev.zeitnot.cli;

import dev.zeitnot.config.ConfigKey;
import dev.zeitnot.config.ConfigLoader;
import dev.zeitnot.config.ConfigReference;
import java.io.PrintWriter;
import java.util.Optional;

/** {@code check --explain KEY}: a key's row of docs/configuration.md, and what the loader takes for it. */
final class ConfigExplanation {

  private ConfigExplanation() {}

  /** Prints the key's documentation; 0, or 1 with the nearest documented key when none matches. */
  static int print(String key, PrintWriter out, PrintWriter err) {
    ConfigReference reference = ConfigReference.bundled();
    Optional<ConfigReference.Entry> entry = reference.entryFor(key);
    if (entry.isEmpty()) {
      err.println(key + ": not a config key" + reference.closest(key).map(k -> "; did you mean \"" + k + "\"?")
          .orElse("") + " (every key: docs/configuration.md)");
      err.flush();
      return 1;
    }
    out.println(entry.get().describe());
    ConfigLoader.keysAsked("").stream().filter(k -> k.path().equals(key)).findFirst()
        .filter(k -> !k.takes().equals(ConfigKey.SECTION))
        .ifPresent(k -> out.println("  the loader takes " + k.takes()
            + (k.fallback().isEmpty() ? "" : "; default " + k.fallback())));
    out.flush();
    return 0;
  }
}
