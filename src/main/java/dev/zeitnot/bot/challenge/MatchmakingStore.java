package dev.zeitnot.bot.challenge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.time.LocalDate;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps {@link MatchmakingMemory} in a small JSON file (written whole to a temporary file, then
 * moved over the old one), so a restart neither forgets declines nor counts the day's bot games
 * and credits from zero. A missing file is a fresh start; an unreadable one too, with a warning.
 */
public final class MatchmakingStore {

  private static final Logger log = LoggerFactory.getLogger(MatchmakingStore.class);
  private static final ObjectMapper JSON = new ObjectMapper();

  private final Path file;

  public MatchmakingStore(Path file) {
    this.file = file;
  }

  public Optional<MatchmakingMemory> load() {
    if (!Files.exists(file)) {
      return Optional.empty();
    }
    try {
      JsonNode root = JSON.readTree(file.toFile());
      return Optional.of(new MatchmakingMemory(LocalDate.parse(root.path("day").asText()),
          root.path("botGames").asInt(), root.path("credits").asInt(), instants(root.path("waitUntil")),
          instants(root.path("avoidUntil"))));
    } catch (IOException | RuntimeException e) {
      log.warn("matchmaking: cannot read {} ({}); starting with no declines and today's counts at 0", file,
          e.getMessage());
      return Optional.empty();
    }
  }

  public void save(MatchmakingMemory memory) {
    ObjectNode root = JSON.createObjectNode().put("day", memory.day().toString())
        .put("botGames", memory.botGames()).put("credits", memory.credits());
    ObjectNode wait = root.putObject("waitUntil");
    memory.waitUntil().forEach((bot, until) -> wait.put(bot, until.toString()));
    ObjectNode avoid = root.putObject("avoidUntil");
    memory.avoidUntil().forEach((key, until) -> avoid.put(key, until.toString()));
    try {
      Files.createDirectories(file.toAbsolutePath().getParent());
      Path temp = file.resolveSibling(file.getFileName() + ".tmp");
      JSON.writeValue(temp.toFile(), root);
      Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      log.warn("matchmaking: cannot write {} ({}); a restart would forget today's counts", file, e.getMessage());
    }
  }

  private static Map<String, Instant> instants(JsonNode node) {
    Map<String, Instant> values = new HashMap<>();
    node.properties().forEach(entry -> values.put(entry.getKey(), Instant.parse(entry.getValue().asText())));
    return values;
  }
}
