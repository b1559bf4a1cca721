package dev.zeitnot;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Keeps the package dependencies pointing down the architecture: chess at the bottom, the
 * engine on top of it, the client and the arena beside each other, the bot above, the ops endpoint above it (the bot reports to it through bot.report), the CLI
 * at the top; inside the bot, the top uses its parts (game, challenge) and game uses clock.
 * It reads the import lines of the main sources, so an upward import fails here.
 */
class ArchitectureTest {

  private static final Path SOURCES = Path.of("src/main/java/dev/zeitnot");

  /** For each package, the packages of ours it may import. */
  private static final Map<String, Set<String>> ALLOWED = Map.of(
      "chess", Set.of(),
      "engine", Set.of("chess"),
      "lichess", Set.of(),
      "config", Set.of("engine", "chess"),
      "arena", Set.of("engine", "chess"),
      "bot", Set.of("lichess", "config", "engine", "chess"),
      // The health and metrics endpoint: above the bot, which reports to it through bot.report.
      "ops", Set.of("bot", "config"),
      "cli", Set.of("ops", "bot", "arena", "lichess", "config", "engine", "chess"));

  /** Inside the bot, for each of its parts ("" is the top), the parts it may import. */
  private static final Map<String, Set<String>> BOT_ALLOWED = Map.of(
      "", Set.of("game", "clock", "challenge", "knowledge", "chat", "report", "tournament"),
      "game", Set.of("clock", "knowledge", "chat", "report"),
      "clock", Set.of(),
      "challenge", Set.of(),
      "knowledge", Set.of(),
      "stats", Set.of(),
      "chat", Set.of(),
      "report", Set.of(),
      "tournament", Set.of());

  private static final Path BOT_SOURCES = SOURCES.resolve("bot");

  private static final Pattern BOT_IMPORT =
      Pattern.compile("^import\\s+(?:static\\s+)?dev\\.zeitnot\\.bot\\.(\\w+)\\.", Pattern.MULTILINE);

  private static final Pattern BOT_TOP_IMPORT =
      Pattern.compile("^import\\s+(?:static\\s+)?dev\\.zeitnot\\.bot\\.[A-Z]", Pattern.MULTILINE);

  private static final Pattern IMPORT =
      Pattern.compile("^import\\s+(?:static\\s+)?dev\\.zeitnot\\.(\\w+)", Pattern.MULTILINE);

  @Test
  void everyPackageImportsOnlyThePackagesBelowIt() throws IOException {
    List<String> violations = new ArrayList<>();
    try (Stream<Path> files = Files.walk(SOURCES)) {
      files.filter(file -> file.toString().endsWith(".java")).forEach(file -> {
        String owner = SOURCES.relativize(file).getName(0).toString();
        Set<String> allowed = ALLOWED.get(owner);
        if (allowed == null) {
          violations.add(file + ": package '" + owner + "' is not part of the architecture");
          return;
        }
        Matcher imports = IMPORT.matcher(read(file));
        while (imports.find()) {
          String target = imports.group(1);
          if (!target.equals(owner) && !allowed.contains(target)) {
            violations.add(file + " imports dev.zeitnot." + target);
          }
        }
      });
    }
    assertThat(violations).isEmpty();
  }

  @Test
  void thePartsOfTheBotImportOnlyThePartsBelowThem() throws IOException {
    List<String> violations = new ArrayList<>();
    try (Stream<Path> files = Files.walk(BOT_SOURCES)) {
      files.filter(file -> file.toString().endsWith(".java")).forEach(file -> {
        Path relative = BOT_SOURCES.relativize(file);
        String owner = relative.getNameCount() == 1 ? "" : relative.getName(0).toString();
        Set<String> allowed = BOT_ALLOWED.get(owner);
        if (allowed == null) {
          violations.add(file + ": bot part '" + owner + "' is not part of the architecture");
          return;
        }
        String text = read(file);
        if (!owner.isEmpty() && BOT_TOP_IMPORT.matcher(text).find()) {
          violations.add(file + " imports the top of dev.zeitnot.bot");
        }
        Matcher imports = BOT_IMPORT.matcher(text);
        while (imports.find()) {
          String target = imports.group(1);
          if (!target.equals(owner) && !allowed.contains(target)) {
            violations.add(file + " imports dev.zeitnot.bot." + target);
          }
        }
      });
    }
    assertThat(violations).isEmpty();
  }

  private static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
