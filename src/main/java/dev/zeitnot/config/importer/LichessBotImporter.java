package dev.zeitnot.config.importer;

import dev.zeitnot.config.BookConfig;
import dev.zeitnot.config.BotConfig;
import dev.zeitnot.config.ByOpponentKind;
import dev.zeitnot.config.ChallengeConfig;
import dev.zeitnot.config.ConfigException;
import dev.zeitnot.config.ConfigLoader;
import dev.zeitnot.config.DrawOfferPolicy;
import dev.zeitnot.config.DrawPolicy;
import dev.zeitnot.config.EngineConfig;
import dev.zeitnot.config.Executables;
import dev.zeitnot.config.GameConfig;
import dev.zeitnot.config.GoCommand;
import dev.zeitnot.config.GoCommands;
import dev.zeitnot.config.MatchmakingConfig;
import dev.zeitnot.config.Messages;
import dev.zeitnot.config.OnlineConfig;
import dev.zeitnot.config.OpsConfig;
import dev.zeitnot.config.PgnGrouping;
import dev.zeitnot.config.ResignPolicy;
import dev.zeitnot.config.SearchThreads;
import dev.zeitnot.config.ServerConfig;
import dev.zeitnot.config.SyzygyConfig;
import dev.zeitnot.config.TimeConfig;
import dev.zeitnot.config.TournamentsConfig;
import dev.zeitnot.config.VariantEngines;
import static dev.zeitnot.config.importer.ImportReport.clamp;
import static dev.zeitnot.config.importer.ImportReport.clampRemark;
import static dev.zeitnot.config.importer.ImportReport.join;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns a lichess-bot {@code config.yml} (version {@value #VERSION}, lichess-bot's documented config)
 * into a zeitnot config: each key with a counterpart is mapped, a key missing from the file takes
 * the default lichess-bot's code applies (not the one in its shipped file), and every other key
 * is listed with the reason it was left out. The token is never copied.
 */
public final class LichessBotImporter {

  /** The lichess-bot version whose keys and defaults this importer knows. */
  public static final String VERSION = "2026.8.2.1";

  private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
  /** A word in braces, as lichess-bot's greetings write their placeholders. */
  private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\w+)}");

  private final LichessBotFile file;
  private final ImportReport report;

  private LichessBotImporter(LichessBotFile file) {
    this.file = file;
    this.report = new ImportReport(file);
  }

  /**
   * The zeitnot config for the lichess-bot config {@code yaml}; {@code programExists} says whether
   * an engine program can be started here (an engine that cannot falls back to the built-in one).
   */
  public static ImportedConfig importYaml(String yaml, Predicate<String> programExists) {
    JsonNode tree;
    try {
      tree = YAML.readTree(yaml);
    } catch (JsonProcessingException e) {
      throw new ConfigException("not valid YAML: " + ConfigLoader.withoutQuotedText(e.getOriginalMessage()));
    }
    if (tree != null && !tree.isMissingNode() && !tree.isObject()) {
      throw new ConfigException("not a lichess-bot config: the file must be a YAML mapping");
    }
    return new LichessBotImporter(new LichessBotFile(tree)).run(programExists);
  }

  /** The same with the real check for programs (a path to an executable, or a name on PATH). */
  public static ImportedConfig importYaml(String yaml) {
    return importYaml(yaml, Executables::exists);
  }

  private ImportedConfig run(Predicate<String> programExists) {
    ServerConfig server = server();
    LichessBotEngine engine = new LichessBotEngine(report, programExists);
    EngineConfig engineConfig = engine.map();
    TimeConfig time = time();
    ChallengeConfig challenge = new LichessBotChallenge(report).map();
    if (engineConfig instanceof EngineConfig.Builtin builtin) {
      // The imported file says threads: auto (ImportedConfig), which shares the cores among the games.
      engineConfig = new EngineConfig.Builtin(
          builtin.settings().withThreads(SearchThreads.auto(challenge.concurrency())), builtin.level());
    }
    MatchmakingConfig matchmaking = new LichessBotMatchmaking(report).map(challenge.filter().variants());
    GameConfig game = game();
    LichessBotKnowledge knowledge = new LichessBotKnowledge(report);
    BookConfig book = knowledge.book();
    OnlineConfig online = knowledge.online();
    SyzygyConfig syzygy = knowledge.syzygy();
    leftOut();
    for (String path : file.leafPaths()) {
      if (!file.accountedFor(path)) {
        report.add(new KeyMapping(path, file.shown(path), null, null,
            "not a key of lichess-bot " + VERSION + "; ignored"));
      }
    }
    BotConfig config = new BotConfig(server, engineConfig, time, challenge, game, book, online, matchmaking,
        OpsConfig.DEFAULT, TournamentsConfig.DEFAULT, VariantEngines.NONE, syzygy);
    return new ImportedConfig(config, engine.uci(), report.mappings());
  }

  private ServerConfig server() {
    if (file.has("token")) {
      report.add(new KeyMapping("token", "(not shown)", null, null, "never copied: the token goes "
          + "in the environment variable LICHESS_BOT_TOKEN (the one lichess-bot reads too) or alone "
          + "in a file named by server.token_file"));
    }
    String url = file.text("url", ServerConfig.DEFAULT_URL);
    url = url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
    String problem = ServerConfig.urlProblem(url);
    if (problem != null) {
      report.add(new KeyMapping("url", ServerConfig.shown(url), "server.url", ServerConfig.DEFAULT_URL,
          ServerConfig.shown(url) + " " + problem + "; kept the default"));
      url = ServerConfig.DEFAULT_URL;
    } else {
      report.map("url", "server.url", url, "");
    }
    return new ServerConfig(url, null);
  }

  private TimeConfig time() {
    long overhead = file.integer("move_overhead", 1000);
    // lichess-bot keeps move_overhead back from the clock it tells the engine, and the engine keeps
    // its own Move Overhead besides; zeitnot sets the engine's to 0 and keeps back the sum itself.
    String engineOverheadKey = "engine.uci_options.Move Overhead";
    long engineOverhead = Math.max(0, file.integer(engineOverheadKey, 0));
    int ms = clamp(overhead + engineOverhead, 0, 10_000);
    report.map("move_overhead", "time.move_overhead_ms", ms, report.missingOr("move_overhead", "lichess-bot uses 1000",
        join(clampRemark(overhead + engineOverhead, ms), join(engineOverhead == 0 ? ""
            : "plus the engine's Move Overhead", "zeitnot raises it further to the round trips it observes"))));
    if (file.has(engineOverheadKey)) {
      report.map(engineOverheadKey, "time.move_overhead_ms", ms, "added to move_overhead: zeitnot sets an "
          + "engine's Move Overhead to 0 and keeps back the sum itself");
    }
    long moveTime = file.integer("correspondence.move_time", 60);
    int moveTimeSeconds = clamp(moveTime, 1, 3600);
    report.map("correspondence.move_time", "time.no_clock_move_ms", moveTimeSeconds * 1000,
        report.missingOr("correspondence.move_time", "lichess-bot uses 60 s", clampRemark(moveTime, moveTimeSeconds)));
    boolean ponder = file.bool("correspondence.ponder", false);
    report.map("correspondence.ponder", "time.no_clock_ponder", ponder,
        "when the engine ponders, in correspondence and unlimited games while their session holds them");
    TimeConfig d = TimeConfig.DEFAULT;
    boolean fakeThinkTime = file.bool("fake_think_time", false);
    report.map("fake_think_time", "time.fake_think_time", fakeThinkTime,
        "a human-like share of the move's budget (zeitnot's strength levels' think time), from ply 10");
    return new TimeConfig(ms, d.adaptiveOverhead(), d.firstMoveMs(), d.lowClockMs(), moveTimeSeconds * 1000,
        goCommands(), fakeThinkTime, ponder);
  }

  /** lichess-bot's {@code go_commands} hold for every game: the same limits for each speed. */
  private GoCommands goCommands() {
    String section = "engine.uci_options.go_commands.";
    if (!file.has("engine.uci_options.go_commands")) {
      return GoCommands.NONE;
    }
    long depth = file.integer(section + "depth", 0);
    long nodes = file.integer(section + "nodes", 0);
    long movetime = file.integer(section + "movetime", 0);
    GoCommand command = new GoCommand(clamp(depth, 0, 200), Math.max(0, Math.min(nodes, 1_000_000_000_000L)),
        clamp(movetime, 0, 3_600_000));
    String speeds = "time.go_commands.<each speed>.";
    if (file.has(section + "depth")) {
      report.map(section + "depth", speeds + "depth", command.depth(), clampRemark(depth, command.depth()));
    }
    if (file.has(section + "nodes")) {
      report.map(section + "nodes", speeds + "nodes", command.nodes(), "");
    }
    if (file.has(section + "movetime")) {
      report.map(section + "movetime", speeds + "movetime_ms", command.movetimeMs(), join(
          clampRemark(movetime, command.movetimeMs()), "never more than the clock's budget for the move"));
    }
    Map<String, GoCommand> bySpeed = new LinkedHashMap<>();
    if (command.isSet()) {
      ChallengeConfig.SPEEDS.forEach(speed -> bySpeed.put(speed, command));
    }
    return new GoCommands(bySpeed);
  }

  private GameConfig game() {
    GameConfig d = GameConfig.DEFAULT;
    long abort = file.integer("abort_time", 20);
    int abortSeconds = clamp(abort, 5, 3600);
    report.map("abort_time", "game.abort_after_seconds", abortSeconds,
        report.missingOr("abort_time", "lichess-bot uses 20", clampRemark(abort, abortSeconds)));
    Messages greeting = new Messages(chat("greeting.hello", "game.greeting.player"),
        chat("greeting.hello_spectators", "game.greeting.spectator"));
    Messages goodbye = new Messages(chat("greeting.goodbye", "game.goodbye.player"),
        chat("greeting.goodbye_spectators", "game.goodbye.spectator"));
    Path pgn = d.pgnDirectory();
    if (file.has("pgn_directory")) {
      pgn = Path.of(file.text("pgn_directory", pgn.toString()));
      report.map("pgn_directory", "game.pgn_directory", pgn, "");
    } else {
      report.map("pgn_directory", "game.pgn_directory", pgn,
          "lichess-bot writes no PGN without it; zeitnot always writes one per game");
    }
    long takebacks = file.integer("max_takebacks_accepted", 0);
    int maxTakebacks = clamp(takebacks, 0, 100);
    report.map("max_takebacks_accepted", "game.max_takebacks_accepted", maxTakebacks,
        join("granted to humans only; a bot's request is always declined", clampRemark(takebacks, maxTakebacks)));
    String groupingText = file.text("pgn_file_grouping", "game");
    PgnGrouping grouping = switch (groupingText) {
      case "opponent" -> PgnGrouping.OPPONENT;
      case "all" -> PgnGrouping.ALL;
      default -> PgnGrouping.GAME;
    };
    report.map("pgn_file_grouping", "game.pgn_file_grouping", grouping, List.of("game", "opponent", "all")
        .contains(groupingText) ? "" : "\"" + groupingText + "\" is not a lichess-bot grouping; game");
    DrawPolicies draws = drawPolicies();
    return new GameConfig(greeting, goodbye, abortSeconds, ByOpponentKind.both(draws.accept()),
        ByOpponentKind.both(draws.offer()), ByOpponentKind.both(resignPolicy()), d.claimVictory(), pgn, d.commands(),
        maxTakebacks, grouping, d.opponentTimeTroubleSeconds());
  }

  private String chat(String key, String zeitnotKey) {
    String text = file.text(key, "");
    String remark = file.has(key) ? "" : "missing: lichess-bot says nothing";
    Matcher placeholder = PLACEHOLDER.matcher(text);
    while (placeholder.find()) {
      if (!Messages.PLACEHOLDERS.contains(placeholder.group(1))) {
        remark = join(remark, placeholder.group() + " is not a placeholder: written as the word "
            + placeholder.group(1));
      }
    }
    text = PLACEHOLDER.matcher(text).replaceAll(m -> Messages.PLACEHOLDERS.contains(m.group(1))
        ? Matcher.quoteReplacement(m.group()) : m.group(1));
    if (text.length() > 140) {
      text = text.substring(0, 140);
      remark = join(remark, "cut to the 140 characters Lichess allows");
    }
    report.map(key, zeitnotKey, "\"" + text + "\"", remark);
    return text;
  }

  /** When draws are accepted and when offered: lichess-bot's {@code offer_draw_*} keys set both. */
  private record DrawPolicies(DrawPolicy accept, DrawOfferPolicy offer) {}

  private DrawPolicies drawPolicies() {
    String section = "engine.draw_or_resign.";
    boolean enabled = file.bool(section + "offer_draw_enabled", false);
    String enabledRemark = report.missingOr(section + "offer_draw_enabled", "lichess-bot uses false", "");
    report.map(section + "offer_draw_enabled", "game.draw.enabled", enabled, enabledRemark);
    report.map(section + "offer_draw_enabled", "game.offer_draw.enabled", enabled, enabledRemark);
    long score = Math.abs(file.integer(section + "offer_draw_score", 0));
    int scoreCp = clamp(score, 0, 1000);
    report.map(section + "offer_draw_score", "game.draw.max_score_cp", scoreCp, clampRemark(score, scoreCp));
    report.map(section + "offer_draw_score", "game.offer_draw.max_score_cp", scoreCp, clampRemark(score, scoreCp));
    long moves = file.integer(section + "offer_draw_moves", 5);
    int drawMoves = clamp(moves, 1, 100);
    String movesRemark = report.missingOr(section + "offer_draw_moves", "lichess-bot uses 5",
        clampRemark(moves, drawMoves));
    report.map(section + "offer_draw_moves", "game.draw.moves", drawMoves, movesRemark);
    report.map(section + "offer_draw_moves", "game.offer_draw.moves", drawMoves, movesRemark);
    long pieces = file.integer(section + "offer_draw_pieces", 10);
    int maxPieces = clamp(pieces, 2, 32);
    report.map(section + "offer_draw_pieces", "game.offer_draw.max_pieces", maxPieces,
        report.missingOr(section + "offer_draw_pieces", "lichess-bot uses 10", join(clampRemark(pieces, maxPieces),
            "zeitnot accepts an offer by game.draw, which has no piece count but waits for min_ply "
                + DrawPolicy.DEFAULT.minPly())));
    return new DrawPolicies(new DrawPolicy(enabled, scoreCp, drawMoves, DrawPolicy.DEFAULT.minPly()),
        new DrawOfferPolicy(enabled, scoreCp, drawMoves, maxPieces));
  }

  private ResignPolicy resignPolicy() {
    String section = "engine.draw_or_resign.";
    boolean enabled = file.bool(section + "resign_enabled", false);
    report.map(section + "resign_enabled", "game.resign.enabled", enabled, "");
    long score = Math.abs(file.integer(section + "resign_score", -1000));
    int scoreCp = clamp(score, 100, 100_000);
    report.map(section + "resign_score", "game.resign.score_cp", scoreCp,
        join("zeitnot writes the distance behind as a positive number", clampRemark(score, scoreCp)));
    long moves = file.integer(section + "resign_moves", 3);
    int resignMoves = clamp(moves, 1, 100);
    report.map(section + "resign_moves", "game.resign.moves", resignMoves, clampRemark(moves, resignMoves));
    return new ResignPolicy(enabled, scoreCp, resignMoves);
  }

  /** Keys with no counterpart, each with its reason (listed only when the file has them). */
  private void leftOut() {
    report.skip("rate_limiting_delay", "zeitnot paces itself by the server's rate-limit answers (429)");
    report.skip("quit_after_all_games_finish", "always so in zeitnot: the first Ctrl-C lets the games "
        + "finish, a second one resigns them");
  }

}
