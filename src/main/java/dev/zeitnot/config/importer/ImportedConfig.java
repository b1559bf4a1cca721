package dev.zeitnot.config.importer;

import dev.zeitnot.config.BotConfig;
import dev.zeitnot.config.ConfigPrinter;
import dev.zeitnot.config.EngineConfig;
import dev.zeitnot.config.SearchThreads;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Objects;

/**
 * A zeitnot config imported from lichess-bot's, with the account of every key.
 *
 * @param config the config
 * @param uci the external engine the lichess-bot config named, written even when the built-in
 *     engine plays (so the owner can switch with {@code engine.type: uci})
 * @param mappings what became of each lichess-bot key, in the order they were handled
 */
public record ImportedConfig(BotConfig config, EngineConfig.Uci uci, List<KeyMapping> mappings) {

  public ImportedConfig {
    mappings = List.copyOf(mappings);
  }

  public List<KeyMapping> mapped() {
    return mappings.stream().filter(KeyMapping::mapped).toList();
  }

  public List<KeyMapping> leftOut() {
    return mappings.stream().filter(m -> !m.mapped()).toList();
  }

  /** The mapping for lichess-bot {@code key} to zeitnot {@code zeitnotKey}, if there is one. */
  public KeyMapping mapping(String key, String zeitnotKey) {
    return mappings.stream()
        .filter(m -> m.lichessBotKey().equals(key) && Objects.equals(m.zeitnotKey(), zeitnotKey))
        .findFirst().orElse(null);
  }

  /** The zeitnot config file: a header accounting for every key, then the config itself. */
  public String yaml(String source) {
    StringBuilder text = new StringBuilder();
    text.append("# zeitnot config imported from the lichess-bot config ").append(source)
        .append(" (keys and defaults of lichess-bot ").append(LichessBotImporter.VERSION).append(").\n")
        .append("# The token is not in this file: set LICHESS_BOT_TOKEN, or put the token alone in a\n")
        .append("# file and name it in server.token_file. Check: zeitnot check --config FILE\n#\n")
        .append("# Mapped (lichess-bot key: value -> zeitnot key: value):\n");
    mapped().forEach(m -> text.append("#   ").append(m.line()).append('\n'));
    text.append("#\n# Left out (no counterpart in zeitnot):\n");
    leftOut().forEach(m -> text.append("#   ").append(m.line()).append('\n'));
    ObjectNode root = ConfigPrinter.root(config);
    ObjectNode engine = (ObjectNode) root.get("engine");
    if (config.engine() instanceof EngineConfig.Builtin) {
      // Threads as the rule, not this machine's count of cores: the file may run elsewhere.
      ((ObjectNode) engine.get("builtin")).put("threads", SearchThreads.AUTO);
      engine.set("uci", ConfigPrinter.tree(uci));
    }
    return text.append(ConfigPrinter.yaml(root)).toString();
  }
}
