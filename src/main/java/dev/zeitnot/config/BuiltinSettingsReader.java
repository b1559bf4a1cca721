package dev.zeitnot.config;

import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import dev.zeitnot.engine.builtin.EngineSettings;
import dev.zeitnot.engine.builtin.Evaluation;
import dev.zeitnot.engine.time.TimeParams;
import java.lang.reflect.RecordComponent;

/**
 * Reads {@code engine.builtin}: hash, threads (a number, or {@code auto}: see {@link SearchThreads}),
 * ponder, the evaluation ({@code classic}, the default; {@code net}, the network in the jar; or a
 * network file written by {@code train}) and every
 * time-manager parameter under {@code time}, named in snake case after {@link TimeParams}'
 * components (so a parameter the engine adds is configurable without touching this class), with
 * the engine's own ranges.
 */
final class BuiltinSettingsReader {

  private static final PropertyNamingStrategies.SnakeCaseStrategy SNAKE =
      new PropertyNamingStrategies.SnakeCaseStrategy();

  private BuiltinSettingsReader() {}

  /** The settings of {@code node}; {@code autoThreads} is what {@code threads: auto} (the default) stands for. */
  static EngineSettings read(ConfigNode node, int autoThreads) {
    EngineSettings d = EngineSettings.DEFAULT;
    EngineSettings settings = new EngineSettings(
        (int) node.integer("hash_mb", d.hashMb(), 1, EngineSettings.MAX_HASH_MB),
        readThreads(node, autoThreads),
        node.bool("ponder", d.ponder()),
        readTimeParams(node.section("time")),
        readEvaluation(node));
    node.finish();
    return settings;
  }

  private static int readThreads(ConfigNode node, int autoThreads) {
    if (!node.has("threads")) {
      return autoThreads;
    }
    String allowed = "write a number of threads 1.." + EngineSettings.MAX_THREADS
        + " or auto (the machine's cores shared out among the games played at once)";
    if (!node.isScalar("threads")) {
      node.problem("threads", "is not a single value; " + allowed);
      return autoThreads;
    }
    String written = node.string("threads", SearchThreads.AUTO);
    if (written.equals(SearchThreads.AUTO)) {
      return autoThreads;
    }
    if (!written.matches("-?\\d+")) {
      node.problem("threads", "\"" + written + "\" is neither a number nor auto; " + allowed);
      return autoThreads;
    }
    return (int) node.integer("threads", autoThreads, 1, EngineSettings.MAX_THREADS);
  }

  private static Evaluation readEvaluation(ConfigNode node) {
    String name = node.string("evaluation", EngineSettings.DEFAULT_EVALUATION.toString());
    try {
      return Evaluation.named(name);
    } catch (IllegalArgumentException e) {
      node.problem("evaluation", e.getMessage() + "; write classic, net or the path of a network file from train");
      return EngineSettings.DEFAULT_EVALUATION;
    }
  }

  private static TimeParams readTimeParams(ConfigNode node) {
    TimeParams params = TimeParams.DEFAULT;
    RecordComponent[] components = TimeParams.class.getRecordComponents();
    for (int i = 0; i < components.length; i++) {
      TimeParams.Option option = TimeParams.OPTIONS.get(i);
      String key = keyOf(components[i].getName());
      if (key.equals("move_overhead_ms")) {
        continue; // the bot owns the overhead (time.move_overhead_ms) and hands the engine 0
      }
      long value = node.integer(key, option.defaultValue(), option.min(), option.max());
      params = params.with(option.uciName(), value);
    }
    node.finish();
    return params;
  }

  /** The config key of a time parameter, e.g. {@code moves_horizon}. */
  static String keyOf(String componentName) {
    return SNAKE.translate(componentName);
  }
}
