package dev.zeitnot.config;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import dev.zeitnot.engine.builtin.EngineSettings;
import dev.zeitnot.engine.level.LevelPolicy;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.List;
import java.util.Map;

/**
 * Writes the effective config as YAML in the same keys the loader reads (so the output is itself
 * a valid config file), with the token shown masked in a comment and, in {@link #print}, the
 * tournaments' entry codes masked.
 */
public final class ConfigPrinter {

  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
  private static final PropertyNamingStrategies.SnakeCaseStrategy SNAKE =
      new PropertyNamingStrategies.SnakeCaseStrategy();
  private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory()
      .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
      .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES));

  private ConfigPrinter() {}

  /** What a secret of the config (a tournament's entry code) is printed as. */
  static final String MASKED = "****";

  /**
   * The config as YAML for the owner's eyes ({@code check}); {@code token} (may be null when none was
   * found) appears masked, and so do the tournaments' entry codes.
   */
  public static String print(BotConfig config, Token token) {
    String tokenLine = token == null ? "# token: none found\n" : "# token: " + token + "\n";
    ObjectNode root = root(config);
    ObjectNode passwords = (ObjectNode) root.get("tournaments").get("passwords");
    config.tournaments().passwords().keySet().forEach(id -> passwords.put(id, MASKED));
    return tokenLine + yaml(root);
  }

  /** The config as a YAML tree, for callers that add to it before writing. */
  public static ObjectNode root(BotConfig config) {
    ObjectNode root = NODES.objectNode();
    root.set("server", tree(config.server()));
    ObjectNode engine = engine(config.engine());
    VariantEngines chosen = config.variantEngines();
    ObjectNode speeds = engine.putObject("speeds");
    chosen.bySpeed().forEach((speed, own) -> speeds.set(speed, engine(own)));
    ObjectNode variants = engine.putObject("variants");
    chosen.byVariant().forEach((variant, own) -> variants.set(variant.lichessKey(), engine(own)));
    chosen.byVariantAndSpeed().forEach((variant, bySpeed) -> {
      ObjectNode section = variants.has(variant.lichessKey()) ? (ObjectNode) variants.get(variant.lichessKey())
          : variants.putObject(variant.lichessKey());
      ObjectNode own = section.putObject("speeds");
      bySpeed.forEach((speed, its) -> own.set(speed, engine(its)));
    });
    ObjectNode kinds = engine.putObject("kinds");
    chosen.kinds().forEach(kind -> kinds.set(kind.name(), engine(kind.engine()).set("when", when(kind.when()))));
    root.set("engine", engine);
    root.set("time", time(config.time()));
    root.set("challenge", challenge(config.challenge()));
    root.set("game", tree(config.game()));
    ObjectNode book = (ObjectNode) tree(config.book());
    ObjectNode bookKinds = book.putObject("kinds");
    config.book().kinds().forEach(kind -> {
      ObjectNode entry = bookKinds.putObject(kind.name());
      entry.set("when", when(kind.when()));
      entry.set("books", tree(kind.files()));
    });
    root.set("book", book);
    root.set("online", online(config.online()));
    root.putObject("knowledge").set("syzygy", tree(config.syzygy()));
    root.set("matchmaking", tree(config.matchmaking()));
    root.set("ops", tree(config.ops()));
    root.set("tournaments", tree(config.tournaments()));
    return root;
  }

  public static String yaml(ObjectNode root) {
    try {
      return YAML.writeValueAsString(root);
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A kinds entry's {@code when}, as the loader reads it: only the conditions set. */
  private static ObjectNode when(KindCondition when) {
    ObjectNode node = NODES.objectNode();
    if (when.variant() != null) {
      node.put("variant", when.variant());
    }
    if (when.speed() != null) {
      node.put("speed", when.speed());
    }
    if (when.color() != null) {
      node.put("color", when.color());
    }
    if (when.bot() != null) {
      node.put("opponent", when.bot() ? "bot" : "human");
    }
    if (when.rated() != null) {
      node.put("rated", when.rated());
    }
    if (when.tournament() != null) {
      node.put("tournament", when.tournament());
    }
    return node;
  }

  /** Each source's common settings sit beside its own keys, as the loader reads them. */
  private static ObjectNode online(OnlineConfig online) {
    ObjectNode node = (ObjectNode) tree(online);
    ObjectNode flat = NODES.objectNode();
    node.properties().forEach(source -> {
      if (!source.getValue().isObject()) {
        flat.set(source.getKey(), source.getValue());
        return;
      }
      ObjectNode keys = ((ObjectNode) source.getValue()).deepCopy();
      ObjectNode common = (ObjectNode) keys.remove("source");
      flat.set(source.getKey(), common.setAll(keys));
    });
    return flat;
  }

  /** The fixed search limits as the loader reads them: a section per speed. */
  private static ObjectNode time(TimeConfig time) {
    ObjectNode node = (ObjectNode) tree(time);
    node.set("go_commands", tree(time.goCommands().bySpeed()));
    return node;
  }

  /** The filter and the recent-bot limit as written at the top of the section, beside the other keys. */
  private static ObjectNode challenge(ChallengeConfig challenge) {
    ObjectNode node = (ObjectNode) tree(challenge);
    ObjectNode filter = (ObjectNode) node.remove("filter");
    node.remove("recent_bots");
    node.put("max_recent_bot_challenges", challenge.recentBots().max());
    node.put("recent_bot_challenge_age", challenge.recentBots().ageSeconds());
    return filter.setAll(node);
  }

  private static ObjectNode engine(EngineConfig engine) {
    ObjectNode node = NODES.objectNode();
    node.put("type", engine.type());
    if (engine instanceof EngineConfig.Builtin builtin) {
      // The evaluation is printed by name: a network's weights are no config value.
      ObjectNode settings = (ObjectNode) tree(builtin.settings().withEvaluation(EngineSettings.DEFAULT_EVALUATION));
      ObjectNode time = (ObjectNode) settings.remove("time_params");
      time.remove("move_overhead_ms");
      settings.set("time", time);
      settings.put("evaluation", builtin.settings().evaluation().toString());
      // The search's tablebases come from knowledge.syzygy or the UCI options, not from this section.
      settings.remove("tablebases");
      LevelPolicy level = builtin.level();
      if (level.level() == LevelPolicy.OFF) {
        settings.put("level", "off");
      } else {
        settings.put("level", level.level());
      }
      ObjectNode byRating = settings.putObject("level_by_rating");
      byRating.put("enabled", level.byRating());
      byRating.put("offset", level.offset());
      byRating.put("min", level.min());
      byRating.put("max", level.max());
      node.set("builtin", settings);
    } else {
      node.set("uci", tree(engine));
    }
    return node;
  }

  /** Records become mappings keyed by their components in snake case; lists, maps and values follow. */
  public static JsonNode tree(Object value) {
    if (value == null) {
      return NODES.nullNode();
    }
    if (value instanceof ClockSetting) {
      return NODES.textNode(value.toString());
    }
    if (value instanceof ByOpponentKind<?> kinds) {
      // The policy against humans at the top, and the one against bots below when it differs.
      ObjectNode node = (ObjectNode) tree(kinds.humans());
      if (!kinds.bots().equals(kinds.humans())) {
        node.set("bots", tree(kinds.bots()));
      }
      return node;
    }
    if (value instanceof Record record) {
      ObjectNode node = NODES.objectNode();
      for (RecordComponent component : record.getClass().getRecordComponents()) {
        node.set(SNAKE.translate(component.getName()), tree(read(component, record)));
      }
      return node;
    }
    if (value instanceof List<?> list) {
      ArrayNode array = NODES.arrayNode();
      list.forEach(item -> array.add(tree(item)));
      return array;
    }
    if (value instanceof Map<?, ?> map) {
      ObjectNode node = NODES.objectNode();
      map.forEach((k, v) -> node.set(k.toString(), tree(v)));
      return node;
    }
    if (value instanceof Boolean b) {
      return NODES.booleanNode(b);
    }
    if (value instanceof Integer || value instanceof Long) {
      return NODES.numberNode(((Number) value).longValue());
    }
    return NODES.textNode(value.toString());
  }

  private static Object read(RecordComponent component, Record record) {
    try {
      return component.getAccessor().invoke(record);
    } catch (IllegalAccessException | InvocationTargetException e) {
      throw new IllegalStateException("cannot read " + component.getName(), e);
    }
  }
}
