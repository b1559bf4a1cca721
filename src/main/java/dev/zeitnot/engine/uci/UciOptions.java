package dev.zeitnot.engine.uci;

import dev.zeitnot.engine.builtin.EngineSettings;
import dev.zeitnot.engine.builtin.Evaluation;
import dev.zeitnot.engine.level.Level;
import dev.zeitnot.engine.search.TablebaseProbe;
import dev.zeitnot.engine.time.TimeParams;
import dev.zeitnot.engine.syzygy.SyzygyFileException;
import dev.zeitnot.engine.syzygy.SyzygyTables;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The options zeitnot's UCI mode declares, and their current values as {@link EngineSettings}. */
final class UciOptions {

  private static final Logger log = LoggerFactory.getLogger(UciOptions.class);

  private EngineSettings settings;
  private boolean chess960;
  private boolean settingsChanged;
  private boolean limitStrength;
  private int elo = DEFAULT_ELO;
  private String syzygyPath = "";
  private SyzygyTables syzygy;
  private int syzygyProbeLimit = MAX_SYZYGY_PIECES;
  private boolean syzygy50MoveRule = true;
  private int syzygyProbeDepth = DEFAULT_SYZYGY_PROBE_DEPTH;

  /** {@code SyzygyProbeDepth} before any {@code setoption}: Stockfish's 1. */
  static final int DEFAULT_SYZYGY_PROBE_DEPTH = TablebaseProbe.DEFAULT_PROBE_DEPTH;
  /** The deepest {@code SyzygyProbeDepth}: Stockfish's 100. */
  static final int MAX_SYZYGY_PROBE_DEPTH = 100;

  /** The most pieces a Syzygy table holds. */
  static final int MAX_SYZYGY_PIECES = 7;

  /** The {@code UCI_Elo} before any {@code setoption}: the middle of the level range. */
  static final int DEFAULT_ELO = (Level.MIN_ELO + Level.MAX_ELO) / 2;

  UciOptions(EngineSettings initial) {
    this.settings = initial;
  }

  /** The engine's settings, with the Syzygy tables its search probes when {@code SyzygyPath} is set. */
  EngineSettings settings() {
    return syzygy == null ? settings
        : settings.withTablebases(new TablebaseProbe(syzygy, syzygyProbeLimit, syzygyProbeDepth, syzygy50MoveRule));
  }

  boolean chess960() {
    return chess960;
  }

  /** The level to play ({@code UCI_LimitStrength} with {@code UCI_Elo}), empty at full strength. */
  Optional<Level> level() {
    return limitStrength ? Optional.of(Level.of(elo)) : Optional.empty();
  }

  /** The Syzygy tables {@code SyzygyPath} opened, or empty. */
  Optional<SyzygyTables> syzygy() {
    return Optional.ofNullable(syzygy);
  }

  /** {@code SyzygyProbeLimit}: roots with more pieces are searched, not answered from the tables. */
  int syzygyProbeLimit() {
    return syzygyProbeLimit;
  }

  /** {@code Syzygy50MoveRule}: whether a win the fifty-move rule spoils counts as a draw. */
  boolean syzygy50MoveRule() {
    return syzygy50MoveRule;
  }

  /** Whether an option that shapes the engine changed since the last call (the engine must be rebuilt). */
  boolean takeSettingsChanged() {
    boolean changed = settingsChanged;
    settingsChanged = false;
    return changed;
  }

  /** The {@code option name ...} lines answered to {@code uci}. */
  List<String> declarations() {
    List<String> lines = new ArrayList<>();
    lines.add("option name Hash type spin default " + settings.hashMb() + " min 1 max " + EngineSettings.MAX_HASH_MB);
    lines.add("option name Threads type spin default " + settings.threads() + " min 1 max "
        + EngineSettings.MAX_THREADS);
    lines.add("option name Ponder type check default " + settings.ponder());
    // The engine reports one principal variation; the option exists because GUIs expect it.
    lines.add("option name MultiPV type spin default 1 min 1 max 1");
    lines.add("option name EvalFile type string default " + settings.evaluation());
    lines.add("option name UCI_Chess960 type check default false");
    lines.add("option name SyzygyPath type string default <empty>");
    lines.add("option name SyzygyProbeLimit type spin default " + MAX_SYZYGY_PIECES + " min 0 max "
        + MAX_SYZYGY_PIECES);
    lines.add("option name SyzygyProbeDepth type spin default " + DEFAULT_SYZYGY_PROBE_DEPTH + " min 1 max "
        + MAX_SYZYGY_PROBE_DEPTH);
    lines.add("option name Syzygy50MoveRule type check default true");
    lines.add("option name UCI_LimitStrength type check default false");
    lines.add("option name UCI_Elo type spin default " + DEFAULT_ELO + " min " + Level.MIN_ELO + " max "
        + Level.MAX_ELO);
    for (TimeParams.Option option : TimeParams.OPTIONS) {
      lines.add("option name " + option.uciName() + " type spin default " + settings.timeParams().get(option.uciName())
          + " min " + option.min() + " max " + option.max());
    }
    return lines;
  }

  /** Applies {@code setoption name <name> value <value>}; bad names and values are logged and ignored. */
  void set(String line) {
    String rest = line.trim().replaceFirst("^setoption\\s+", "");
    if (!rest.startsWith("name ")) {
      log.warn("setoption without 'name': '{}'", line);
      return;
    }
    rest = rest.substring("name ".length());
    int valueAt = rest.indexOf(" value ");
    String name = (valueAt < 0 ? rest : rest.substring(0, valueAt)).trim();
    String value = valueAt < 0 ? "" : rest.substring(valueAt + " value ".length()).trim();
    try {
      apply(name, value);
    } catch (IllegalArgumentException e) {
      log.warn("setoption {}: {}", name, e.getMessage());
    }
  }

  private void apply(String name, String value) {
    switch (name.toLowerCase(Locale.ROOT)) {
      case "hash" -> changeSettings(settings.withHashMb(Integer.parseInt(value)));
      case "threads" -> changeSettings(settings.withThreads(Integer.parseInt(value)));
      case "ponder" -> changeSettings(settings.withPonder(parseBoolean(value)));
      case "evalfile" -> changeSettings(settings.withEvaluation(Evaluation.named(value)));
      case "uci_chess960" -> chess960 = parseBoolean(value);
      case "syzygypath" -> changeSyzygyPath(value);
      case "syzygy50moverule" -> {
        boolean rule = parseBoolean(value);
        settingsChanged |= rule != syzygy50MoveRule;
        syzygy50MoveRule = rule;
      }
      case "syzygyprobedepth" -> {
        int depth = Integer.parseInt(value);
        if (depth < 1 || depth > MAX_SYZYGY_PROBE_DEPTH) {
          throw new IllegalArgumentException("SyzygyProbeDepth must be 1.." + MAX_SYZYGY_PROBE_DEPTH
              + ", got " + depth);
        }
        settingsChanged |= depth != syzygyProbeDepth;
        syzygyProbeDepth = depth;
      }
      case "syzygyprobelimit" -> {
        int limit = Integer.parseInt(value);
        if (limit < 0 || limit > MAX_SYZYGY_PIECES) {
          throw new IllegalArgumentException("SyzygyProbeLimit must be 0.." + MAX_SYZYGY_PIECES + ", got " + limit);
        }
        settingsChanged |= limit != syzygyProbeLimit;
        syzygyProbeLimit = limit;
      }
      case "uci_limitstrength" -> changeLevel(parseBoolean(value), elo);
      case "uci_elo" -> changeLevel(limitStrength, parseElo(value));
      case "multipv" -> {
        if (Integer.parseInt(value) != 1) {
          log.warn("MultiPV {} is not supported; reporting one line", value);
        }
      }
      default -> {
        if (TimeParams.isOption(name)) {
          changeSettings(settings.withTimeParams(settings.timeParams().with(name, Long.parseLong(value))));
        } else {
          log.warn("unknown option '{}' ignored", name);
        }
      }
    }
  }

  /** Opens the directories of {@code SyzygyPath} (separated as the platform separates paths). */
  private void changeSyzygyPath(String value) {
    String path = value.equals("<empty>") ? "" : value;
    if (path.equals(syzygyPath)) {
      return;
    }
    SyzygyTables opened = null;
    if (!path.isEmpty()) {
      List<Path> dirs = Arrays.stream(path.split(File.pathSeparator)).filter(s -> !s.isBlank()).map(Path::of).toList();
      try {
        opened = SyzygyTables.open(dirs);
      } catch (SyzygyFileException e) {
        throw new IllegalArgumentException(e.getMessage(), e);
      }
      log.info("Syzygy tables: {}", opened.summary());
    }
    syzygyPath = path;
    syzygy = opened;
    settingsChanged = true;
  }

  private void changeSettings(EngineSettings changed) {
    if (!changed.equals(settings)) {
      settings = changed;
      settingsChanged = true;
    }
  }

  private void changeLevel(boolean limit, int newElo) {
    if (limit != limitStrength || newElo != elo) {
      limitStrength = limit;
      elo = newElo;
      settingsChanged = true;
    }
  }

  private static int parseElo(String value) {
    int parsed = Integer.parseInt(value);
    if (parsed < Level.MIN_ELO || parsed > Level.MAX_ELO) {
      throw new IllegalArgumentException("UCI_Elo must be " + Level.MIN_ELO + ".." + Level.MAX_ELO + ", got " + parsed);
    }
    return parsed;
  }

  private static boolean parseBoolean(String value) {
    if (!value.equalsIgnoreCase("true") && !value.equalsIgnoreCase("false")) {
      throw new IllegalArgumentException("needs true or false, got '" + value + "'");
    }
    return Boolean.parseBoolean(value);
  }
}
