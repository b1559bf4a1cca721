package dev.zeitnot.engine.builtin;

import dev.zeitnot.engine.eval.StaticEvaluator;
import dev.zeitnot.engine.nnue.EmbeddedNetwork;
import dev.zeitnot.engine.nnue.Network;
import dev.zeitnot.engine.nnue.NnueEvaluator;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;

/**
 * Which static evaluation the built-in engine searches with (UCI option {@code EvalFile}, the
 * {@code bench --eval} option): {@value #CLASSIC} (the hand-written evaluation, the default),
 * {@value #NETWORK} (the network inside the jar) or a network file written by {@code train}.
 */
public sealed interface Evaluation {

  String CLASSIC = "classic";
  String NETWORK = "net";

  /** The evaluation {@code name} names; a file that cannot be read is an IllegalArgumentException. */
  static Evaluation named(String name) {
    if (name.equalsIgnoreCase(CLASSIC)) {
      return new HandWritten();
    }
    if (name.equalsIgnoreCase(NETWORK)) {
      return new Neural(EmbeddedNetwork.get(), NETWORK);
    }
    try (InputStream in = new BufferedInputStream(Files.newInputStream(Path.of(name)))) {
      return new Neural(Network.read(in), name);
    } catch (IOException | RuntimeException e) {
      throw new IllegalArgumentException("cannot read the network " + name + ": " + e.getMessage(), e);
    }
  }

  /** A new evaluator for one search thread. */
  StaticEvaluator newEvaluator();

  /** The evaluators of the search threads. */
  default Supplier<StaticEvaluator> evaluators() {
    return this::newEvaluator;
  }

  /** The hand-written evaluation (terms and tables tuned on self-play). */
  record HandWritten() implements Evaluation {
    @Override
    public StaticEvaluator newEvaluator() {
      return StaticEvaluator.handWritten();
    }

    @Override
    public String toString() {
      return CLASSIC;
    }
  }

  /** A neural network's evaluation; {@code source} names where it came from. */
  record Neural(Network network, String source) implements Evaluation {
    @Override
    public StaticEvaluator newEvaluator() {
      return new NnueEvaluator(network);
    }

    @Override
    public String toString() {
      return source;
    }
  }
}
