package dev.zeitnot.config;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/** Reads and validates the bot's YAML config; every problem is reported at once, none is guessed away. */
public final class ConfigLoader {

  private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory())
      .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);

  /** SnakeYAML's "in 'reader', line L, column C:" followed by the quoted line and a caret line. */
  private static final Pattern QUOTED_LINE = Pattern.compile(
      "\\R? ?in 'reader', (line \\d+, column \\d+):\\R[^\\r\\n]*(\\R[ \\t]*\\^[^\\r\\n]*)?");
  /** A word as long as a token (Lichess tokens are 20+ letters, digits and underscores). */
  private static final Pattern TOKEN_LIKE = Pattern.compile("[A-Za-z0-9_]{16,}");

  private ConfigLoader() {}

  /** The config in {@code file}, or a {@link ConfigException} listing every problem. */
  public static BotConfig load(Path file) {
    String text;
    try {
      text = Files.readString(file);
    } catch (NoSuchFileException e) {
      throw new ConfigException(file + ": no such file; copy config/bot.example.yml and edit it");
    } catch (IOException e) {
      throw new ConfigException(file + ": cannot be read (" + e.getMessage() + ")");
    }
    return parse(text);
  }

  /** The config written in {@code yaml}. */
  public static BotConfig parse(String yaml) {
    JsonNode tree;
    try {
      tree = YAML.readTree(yaml);
    } catch (JsonProcessingException e) {
      throw new ConfigException("not valid YAML: " + withoutQuotedText(e.getOriginalMessage()) + locationOf(e));
    }
    List<String> problems = new ArrayList<>();
    BotConfig config = read(ConfigNode.root(tree, problems));
    if (!problems.isEmpty()) {
      throw new ConfigException(problems);
    }
    return config;
  }

  /**
   * Every key the loader asks for while reading {@code yaml} (valid YAML; its problems are
   * ignored), in the order asked, sections included: the keys it accepts there.
   */
  public static List<ConfigKey> keysAsked(String yaml) {
    Map<String, ConfigKey> asked = new LinkedHashMap<>();
    try {
      read(ConfigNode.root(YAML.readTree(yaml), new ArrayList<>(), asked));
    } catch (JsonProcessingException e) {
      throw new ConfigException("not valid YAML: " + withoutQuotedText(e.getOriginalMessage()) + locationOf(e));
    }
    return List.copyOf(asked.values());
  }

  private static BotConfig read(ConfigNode root) {
    ServerConfig server = ServerConfig.read(root.section("server"));
    // Sections are taken in the file's documented order (an unknown key's message lists them so),
    // but challenge is read first: the built-in engine's threads: auto shares the cores among its games.
    ConfigNode engine = root.section("engine");
    ConfigNode time = root.section("time");
    ChallengeConfig challenge = ChallengeConfig.read(root.section("challenge"));
    int autoThreads = SearchThreads.auto(challenge.concurrency());
    VariantEngines variantEngines = VariantEngines.read(engine.section("variants"), engine.section("speeds"),
        engine.section("kinds"), autoThreads);
    EngineConfig engineConfig = EngineConfig.read(engine, autoThreads);
    TimeConfig timeConfig = TimeConfig.read(time);
    GameConfig game = GameConfig.read(root.section("game"));
    BookConfig book = BookConfig.read(root.section("book"));
    OnlineConfig online = OnlineConfig.read(root.section("online"));
    SyzygyConfig syzygy = SyzygyConfig.read(root.section("knowledge"));
    BotConfig config = new BotConfig(
        server,
        engineConfig,
        timeConfig,
        challenge,
        game,
        book,
        online,
        MatchmakingConfig.read(root.section("matchmaking")),
        OpsConfig.read(root.section("ops")),
        TournamentsConfig.read(root.section("tournaments")),
        variantEngines,
        syzygy);
    root.finish();
    return config;
  }

  /**
   * The parser's message without the lines of the file it quotes (a token pasted into the config
   * would show), each quote's place kept as "at line L, column C"; a long token-like word left in
   * the message is masked too.
   */
  public static String withoutQuotedText(String message) {
    String placed = QUOTED_LINE.matcher(message).replaceAll(" at $1");
    return TOKEN_LIKE.matcher(placed).replaceAll(m -> m.group().substring(0, 4) + "****");
  }

  private static String locationOf(JsonProcessingException e) {
    return e.getLocation() == null ? ""
        : " (line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() + ")";
  }
}
