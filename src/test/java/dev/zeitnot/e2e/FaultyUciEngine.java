package dev.zeitnot.e2e;

import dev.zeitnot.engine.builtin.BuiltinEngine;
import dev.zeitnot.engine.builtin.EngineSettings;
import dev.zeitnot.engine.uci.UciProtocol;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * A UCI engine that misbehaves on purpose, for the end-to-end tests and bench/engine-faults.sh:
 * it passes the UCI dialogue through to an inner engine (the built-in one in this process, or
 * the program given after {@code --engine}) and, on the N-th {@code go} (or at random), fails
 * in one of these ways:
 * <ul>
 *   <li>{@code exit}: exits at once;</li>
 *   <li>{@code hang}: stops answering and ignores everything from then on, {@code stop} and
 *       {@code quit} included;</li>
 *   <li>{@code late}: answers long after the hard limit, whatever {@code stop} says;</li>
 *   <li>{@code illegal}: answers a move that is never legal ({@code d4d4});</li>
 *   <li>{@code garbage}: answers a line that is not a move, after some noise;</li>
 *   <li>{@code nostart}: exits before the handshake (every start fails).</li>
 * </ul>
 * Usage: {@code FaultyUciEngine --fault MODE [--at N | --chance P] [--nostart-chance Q] [--seed S]
 * [--tag T] [--engine CMD...]}; {@code --fault random} picks one of the first five at each fault,
 * {@code --nostart-chance} makes a start fail with probability Q, {@code --tag} is ignored (it
 * marks the process for a benchmark's count of leftovers).
 */
public final class FaultyUciEngine {

  private static final String[] MODES = {"exit", "hang", "late", "illegal", "garbage"};

  private final String fault;
  private final int at;
  private final double chance;
  private final Random random;
  private final PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
  private PrintStream toInner;
  private Process child;
  private int goes;
  private volatile boolean hung;
  /** While set, the inner engine's bestmove is held back this long, or replaced. */
  private volatile String pendingFault;
  private volatile long lateMs;

  private FaultyUciEngine(String fault, int at, double chance, long seed) {
    this.fault = fault;
    this.at = at;
    this.chance = chance;
    this.random = new Random(seed);
  }

  public static void main(String[] args) throws IOException {
    String fault = "none";
    int at = 0;
    double chance = 0;
    long seed = System.nanoTime();
    double noStartChance = 0;
    List<String> engine = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--fault" -> fault = args[++i];
        case "--at" -> at = Integer.parseInt(args[++i]);
        case "--chance" -> chance = Double.parseDouble(args[++i]);
        case "--seed" -> seed = Long.parseLong(args[++i]);
        case "--nostart-chance" -> noStartChance = Double.parseDouble(args[++i]);
        case "--tag" -> i++;
        case "--engine" -> {
          engine.addAll(List.of(args).subList(i + 1, args.length));
          i = args.length;
        }
        default -> throw new IllegalArgumentException("unknown argument " + args[i]);
      }
    }
    if (fault.equals("nostart") || new Random(seed ^ 0x5DEECE66DL).nextDouble() < noStartChance) {
      System.err.println("faulty engine: refusing to start (--fault nostart)");
      System.exit(2);
    }
    new FaultyUciEngine(fault, at, chance, seed).run(engine);
  }

  private void run(List<String> engine) throws IOException {
    InputStream fromInner;
    if (engine.isEmpty()) {
      PipedInputStream innerIn = new PipedInputStream(1 << 16);
      PipedOutputStream commands = new PipedOutputStream(innerIn);
      PipedInputStream answers = new PipedInputStream(1 << 16);
      PrintStream innerOut = new PrintStream(new PipedOutputStream(answers), true, StandardCharsets.UTF_8);
      UciProtocol protocol = new UciProtocol(BuiltinEngine::new, EngineSettings.DEFAULT.withHashMb(8),
          "faulty zeitnot", "the zeitnot tests", innerOut);
      Thread inner = new Thread(() -> protocol.run(
          new BufferedReader(new InputStreamReader(innerIn, StandardCharsets.UTF_8))), "inner-engine");
      inner.setDaemon(true);
      inner.start();
      toInner = new PrintStream(commands, true, StandardCharsets.UTF_8);
      fromInner = answers;
    } else {
      child = new ProcessBuilder(engine).redirectError(ProcessBuilder.Redirect.DISCARD).start();
      Runtime.getRuntime().addShutdownHook(new Thread(child::destroyForcibly));
      toInner = new PrintStream(child.getOutputStream(), true, StandardCharsets.UTF_8);
      fromInner = child.getInputStream();
    }
    Thread answers = new Thread(() -> relayAnswers(fromInner), "answers");
    answers.setDaemon(true);
    answers.start();
    BufferedReader commands = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    String line;
    while ((line = commands.readLine()) != null) {
      if (hung) {
        continue; // deaf to everything, quit included: only a kill ends it
      }
      String command = line.trim();
      if (command.startsWith("go")) {
        goes++;
        if (faultsNow()) {
          String mode = fault.equals("random") ? MODES[random.nextInt(MODES.length)] : fault;
          System.err.println("faulty engine: " + mode + " on go " + goes);
          switch (mode) {
            case "exit" -> exit(3);
            case "hang" -> {
              hung = true;
              continue;
            }
            case "late" -> lateMs = lateDelayMs(command);
            default -> { }
          }
          pendingFault = mode;
        }
      }
      if (command.equals("quit")) {
        exit(0);
      }
      toInner.println(command);
    }
    if (!hung) {
      exit(0);
    }
    // Hung: the input has ended but a hung engine does not notice; it waits to be killed.
    sleep(Long.MAX_VALUE);
  }

  private boolean faultsNow() {
    if (fault.equals("none")) {
      return false;
    }
    if (at > 0) {
      return goes == at;
    }
    return random.nextDouble() < chance;
  }

  private void relayAnswers(InputStream fromInner) {
    try (BufferedReader answers = new BufferedReader(new InputStreamReader(fromInner, StandardCharsets.UTF_8))) {
      String line;
      while ((line = answers.readLine()) != null) {
        if (hung) {
          continue;
        }
        if (line.startsWith("bestmove") && pendingFault != null) {
          String mode = pendingFault;
          pendingFault = null;
          switch (mode) {
            case "late" -> sleep(lateMs);
            case "illegal" -> line = "bestmove d4d4";
            case "garbage" -> {
              out.println("info string the engine is confused");
              out.println("%%%% 17 ???");
              line = "bestmove ??!!";
            }
            default -> { }
          }
        }
        out.println(line);
      }
    } catch (IOException e) {
      // the inner engine is gone; so are we
    }
    if (!hung) {
      exit(4);
    }
  }

  /** Long past any hard limit: half our clock and a second, or the movetime and two seconds. */
  private static long lateDelayMs(String go) {
    String[] words = go.split("\\s+");
    long movetime = -1;
    long longest = 0;
    for (int i = 0; i + 1 < words.length; i++) {
      switch (words[i]) {
        case "movetime" -> movetime = Long.parseLong(words[i + 1]);
        case "wtime", "btime" -> longest = Math.max(longest, Long.parseLong(words[i + 1]));
        default -> { }
      }
    }
    return movetime >= 0 ? movetime + 2_000 : longest / 2 + 1_000;
  }

  private void exit(int status) {
    if (child != null) {
      child.destroyForcibly();
    }
    out.flush();
    Runtime.getRuntime().halt(status);
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
