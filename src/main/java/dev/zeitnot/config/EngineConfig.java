package dev.zeitnot.config;

import dev.zeitnot.engine.builtin.EngineSettings;
import dev.zeitnot.engine.level.LevelPolicy;
import dev.zeitnot.engine.uci.ExternalUciEngine;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** Which engine plays the bot's moves: the built-in one or an external UCI program. */
public sealed interface EngineConfig permits EngineConfig.Builtin, EngineConfig.Uci {

  /** The largest {@code memory_limit_mb} accepted (4 TiB). */
  long MAX_MEMORY_LIMIT_MB = 4L * 1024 * 1024;

  /** The name written in {@code engine.type}. */
  String type();

  /**
   * zeitnot's own engine.
   *
   * @param settings hash, threads, ponder and time-manager parameters
   * @param level full strength, or the level to play like a human of some rating
   */
  record Builtin(EngineSettings settings, LevelPolicy level) implements EngineConfig {
    /** The config's default: the engine's settings with {@code threads: auto} for the default concurrency. */
    public static final Builtin DEFAULT = new Builtin(
        EngineSettings.DEFAULT.withThreads(SearchThreads.auto(ChallengeConfig.DEFAULT.concurrency())));

    /** At full strength. */
    public Builtin(EngineSettings settings) {
      this(settings, LevelPolicy.FULL_STRENGTH);
    }

    @Override
    public String type() {
      return "builtin";
    }
  }

  /**
   * An external engine speaking UCI.
   *
   * @param command the program and its arguments
   * @param options UCI options set with {@code setoption} before the first game
   * @param workingDir the directory the program starts in ("" for the bot's own)
   * @param logStderr whether the program's stderr is logged (at DEBUG)
   * @param memoryLimitMb the most writable memory each engine process may take (RLIMIT_DATA, applied
   *     through util-linux's prlimit), 0 for no limit
   * @param debug whether every line to and from the engine is logged at INFO (else at DEBUG)
   */
  record Uci(List<String> command, Map<String, String> options, String workingDir, boolean logStderr,
      long memoryLimitMb, boolean debug) implements EngineConfig {
    public Uci {
      command = List.copyOf(command);
      options = Map.copyOf(options);
    }

    /** Its traffic logged at DEBUG. */
    public Uci(List<String> command, Map<String, String> options, String workingDir, boolean logStderr,
        long memoryLimitMb) {
      this(command, options, workingDir, logStderr, memoryLimitMb, false);
    }

    /** Without a memory limit. */
    public Uci(List<String> command, Map<String, String> options, String workingDir, boolean logStderr) {
      this(command, options, workingDir, logStderr, 0);
    }

    /** Started in the bot's working directory, its stderr logged at DEBUG. */
    public Uci(List<String> command, Map<String, String> options) {
      this(command, options, "", true);
    }

    @Override
    public String type() {
      return "uci";
    }
  }

  /**
   * The main engine of {@code node} (the {@code engine} section); its {@code variants} are read apart.
   * {@code autoThreads} is what the built-in engine's {@code threads: auto} stands for.
   */
  static EngineConfig read(ConfigNode node, int autoThreads) {
    String type = node.string("type", "builtin");
    // Both sections are always read, so a typo in the one not in use is still caught.
    ConfigNode builtinNode = node.section("builtin");
    LevelPolicy level = LevelPolicyReader.read(builtinNode);
    Builtin builtin = new Builtin(BuiltinSettingsReader.read(builtinNode, autoThreads), level);
    ConfigNode uciNode = node.section("uci");
    Uci uci = new Uci(uciNode.strings("command", List.of()), uciNode.stringMap("options"),
        uciNode.string("working_dir", ""), uciNode.bool("log_stderr", true),
        uciNode.integer("memory_limit_mb", 0, 0, MAX_MEMORY_LIMIT_MB), uciNode.bool("debug", false));
    if (uci.memoryLimitMb() > 0 && !ExternalUciEngine.canLimitMemory()) {
      uciNode.problem("memory_limit_mb", "needs util-linux's prlimit (" + ExternalUciEngine.PRLIMIT
          + "), which this machine lacks; install it, or remove memory_limit_mb");
    }
    if (!uci.workingDir().isEmpty() && !Files.isDirectory(Path.of(uci.workingDir()))) {
      uciNode.problem("working_dir", "\"" + uci.workingDir() + "\" is not a directory; name an existing one, "
          + "or \"\" for the bot's own");
    }
    uci.options().forEach((name, value) -> {
      // A line break would end the setoption line and let the rest pass as an engine command.
      if (hasLineBreak(name) || hasLineBreak(value)) {
        uciNode.problem("options", "option \"" + name.replaceAll("[\r\n]", "\\\\n")
            + "\" contains a line break in its name or value, which would inject engine commands; "
            + "write each option's name and value on one line");
      }
    });
    EngineConfig config;
    switch (type) {
      case "builtin" -> config = builtin;
      case "uci" -> {
        if (uci.command().isEmpty()) {
          uciNode.problem("command", "is missing; name the engine program, like "
              + "command: [/usr/games/stockfish]");
        } else if (!Executables.exists(uci.command().get(0))) {
          uciNode.problem("command", "\"" + uci.command().get(0) + "\" is not an executable program "
              + "(no such file, and not found on PATH); give its full path, like /usr/games/stockfish");
        }
        config = uci;
      }
      default -> {
        node.problem("type", "\"" + type + "\" is not an engine type; allowed: builtin, uci");
        config = builtin;
      }
    }
    uciNode.finish();
    node.finish();
    return config;
  }

  private static boolean hasLineBreak(String text) {
    return text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0;
  }
}
