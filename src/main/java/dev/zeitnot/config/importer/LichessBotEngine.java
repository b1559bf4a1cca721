package dev.zeitnot.config.importer;

import dev.zeitnot.config.EngineConfig;
import dev.zeitnot.engine.builtin.EngineSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * The lichess-bot {@code engine} section as a zeitnot engine: a UCI program becomes
 * {@code engine.uci} (its command built as lichess-bot builds it: interpreter, its options,
 * {@code dir/name}, then {@code --key=value} per {@code engine_options}); when that program cannot
 * be started here, or the protocol is one zeitnot does not speak, the built-in engine plays and
 * the {@code uci} section is still written for the owner to switch to.
 */
final class LichessBotEngine {

  private final ImportReport report;
  private final LichessBotFile file;
  private final Predicate<String> programExists;
  private EngineConfig.Uci uci;

  LichessBotEngine(ImportReport report, Predicate<String> programExists) {
    this.report = report;
    this.file = report.file();
    this.programExists = programExists;
  }

  /** The engine section written to the imported file, whichever type is active. */
  EngineConfig.Uci uci() {
    return uci;
  }

  EngineConfig map() {
    List<String> command = command();
    boolean ponder = file.bool("engine.ponder", false) || file.bool("engine.uci_ponder", false);
    Map<String, String> options = options(ponder);
    uci = new EngineConfig.Uci(command, options, workingDir(), logStderr(), 0, debug());
    EngineConfig.Builtin builtin = new EngineConfig.Builtin(EngineSettings.DEFAULT.withPonder(ponder));
    String protocol = file.text("engine.protocol", "uci");
    String program = command.isEmpty() ? "" : command.get(0);
    EngineConfig chosen;
    String why;
    if (!protocol.equals("uci")) {
      chosen = builtin;
      why = protocol.equals("homemade") ? "a homemade (Python) engine cannot run in zeitnot; its "
          + "built-in engine plays" : "zeitnot speaks UCI only; its built-in engine plays";
    } else if (!programExists.test(program)) {
      chosen = builtin;
      why = "\"" + program + "\" is not an executable program here, so the built-in engine plays; "
          + "install it and set engine.type: uci to use it";
    } else {
      chosen = uci;
      why = "";
    }
    report.map("engine.protocol", "engine.type", chosen.type(),
        report.missingOr("engine.protocol", "lichess-bot uses uci", why));
    report.map("engine.ponder", "engine.builtin.ponder", ponder, report.missingOr("engine.ponder",
        "lichess-bot uses false", "and UCI option Ponder" + (file.has("engine.uci_ponder")
            ? "; engine.uci_ponder counts the same" : "")));
    return chosen;
  }

  private String workingDir() {
    String dir = file.text("engine.working_dir", "");
    if (!dir.isEmpty() && !Files.isDirectory(Path.of(dir))) {
      report.map("engine.working_dir", "engine.uci.working_dir", "\"\"",
          "\"" + dir + "\" is not a directory here: the engine starts in the bot's own; create it and set it");
      return "";
    }
    report.map("engine.working_dir", "engine.uci.working_dir", "\"" + dir + "\"",
        dir.isEmpty() ? "the bot's own working directory" : "");
    return dir;
  }

  /** lichess-bot logs the engine's startup talk with {@code debug}; zeitnot logs all of it at INFO. */
  private boolean debug() {
    boolean debug = file.bool("engine.debug", false);
    report.map("engine.debug", "engine.uci.debug", debug, debug ? "every line to and from the engine, at INFO" : "");
    homemadeOptions();
    return debug;
  }

  /** Options for a homemade engine: none here, so nothing is lost when the section is empty. */
  private void homemadeOptions() {
    String key = "engine.homemade_options";
    var node = file.node(key);
    if (node.isMissingNode() || node.isEmpty()) {
      if (file.names(key)) {
        report.add(new KeyMapping(key, "(empty)", "engine.builtin", "(unchanged)", "no homemade options: "
            + "nothing to carry over"));
      }
    } else {
      report.skip(key, "there are no homemade engines in zeitnot");
    }
  }

  private boolean logStderr() {
    boolean silence = file.bool("engine.silence_stderr", false);
    report.map("engine.silence_stderr", "engine.uci.log_stderr", !silence, "the opposite; logged at DEBUG");
    return !silence;
  }

  private List<String> command() {
    List<String> command = new ArrayList<>();
    String interpreter = file.text("engine.interpreter", "");
    if (!interpreter.isEmpty()) {
      command.add(interpreter);
      command.addAll(file.texts("engine.interpreter_options", List.of()));
    }
    String dir = file.text("engine.dir", "./engines/");
    String name = file.text("engine.name", "engine_name");
    command.add(dir.isEmpty() || dir.endsWith("/") ? dir + name : dir + "/" + name);
    var engineOptions = file.node("engine.engine_options");
    engineOptions.properties().forEach(e -> command.add("--" + e.getKey() + "=" + e.getValue().asText()));
    String shown = String.join(" ", command);
    report.map("engine.dir", "engine.uci.command", shown, "with engine.name");
    report.map("engine.name", "engine.uci.command", shown, "with engine.dir");
    if (!interpreter.isEmpty()) {
      report.map("engine.interpreter", "engine.uci.command", shown, "the interpreter goes first");
      file.node("engine.interpreter_options");
    }
    if (!engineOptions.isMissingNode()) {
      report.map("engine.engine_options", "engine.uci.command", shown, "each as --key=value");
    }
    return command;
  }

  private Map<String, String> options(boolean ponder) {
    Map<String, String> options = new LinkedHashMap<>();
    var node = file.node("engine.uci_options");
    node.properties().forEach(entry -> {
      String key = "engine.uci_options." + entry.getKey();
      if (entry.getKey().equals("Move Overhead")) {
        return; // added to move_overhead as time.move_overhead_ms (LichessBotImporter)
      } else if (entry.getKey().equalsIgnoreCase("UCI_Variant")) {
        report.skip(key, "zeitnot tells the engine each game's variant itself (UCI_Variant), as lichess-bot does");
      } else if (entry.getKey().equals("go_commands")) {
        return; // fixed search limits: time.go_commands (LichessBotImporter)
      } else if (entry.getValue().isValueNode()) {
        options.put(entry.getKey(), entry.getValue().asText());
        report.map(key, "engine.uci.options." + entry.getKey(), entry.getValue().asText(), "");
      } else {
        report.skip(key, "not a single value");
      }
    });
    if (ponder) {
      options.put("Ponder", "true");
    }
    return options;
  }
}
