package dev.zeitnot.cli;

import dev.zeitnot.chess.FenException;
import dev.zeitnot.chess.IllegalMoveException;
import dev.zeitnot.chess.Perft;
import dev.zeitnot.chess.PerftCase;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Uci;
import dev.zeitnot.chess.Variant;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code perft}: counts move-tree leaves of one position, or checks a perft EPD suite. */
@Command(name = "perft", mixinStandardHelpOptions = true,
    description = "Count the leaves of the legal move tree (perft) of a position, or check an EPD perft suite.")
public final class PerftCommand implements Callable<Integer> {

  /** Exactly one source of positions. */
  static final class Source {
    @Option(names = "--fen", paramLabel = "FEN", description = "the position to count")
    String fen;

    @Option(names = "--startpos", description = "use the variant's start position (standard chess's by default)")
    boolean startpos;

    @Option(names = "--epd", paramLabel = "FILE",
        description = "check every line 'FEN ;D1 n ;D2 n ...' of a perft EPD file")
    Path epd;
  }

  @ArgGroup(exclusive = true, multiplicity = "1")
  Source source;

  @Option(names = "--depth", paramLabel = "N",
      description = "depth to count (required with --fen/--startpos; with --epd: deepest depth checked, "
          + "default the deepest listed)")
  Integer depth;

  @Option(names = "--divide", description = "print the count below each root move ('<uci>: <count>')")
  boolean divide;

  @Option(names = "--max-nodes", paramLabel = "M",
      description = "with --epd: skip depths whose expected count exceeds M")
  long maxNodes = Long.MAX_VALUE;

  @Option(names = "--chess960", description = "read the FEN as Chess960 (X-FEN castling, king-takes-rook output)")
  boolean chess960;

  @Option(names = "--variant", paramLabel = "NAME", defaultValue = "standard",
      description = "the server's variant key: standard, kingOfTheHill, threeCheck, antichess, atomic, horde, "
          + "racingKings (default standard)")
  String variantKey;

  @Option(names = "--moves", arity = "1..*", paramLabel = "UCI",
      description = "moves played from the position before counting")
  List<String> moves = List.of();

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  private Variant variant;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    Optional<Variant> known = Variant.ofLichessKey(variantKey);
    if (known.isEmpty()) {
      err.println("perft: unknown variant '" + variantKey + "'; known: " + Variant.keys());
      err.flush();
      return 1;
    }
    variant = known.get();
    try {
      return source.epd != null ? checkSuite(out, err) : countOne(out, err);
    } catch (FenException | IllegalMoveException e) {
      err.println(e.getMessage());
      return 1;
    } finally {
      out.flush();
      err.flush();
    }
  }

  private int countOne(PrintWriter out, PrintWriter err) {
    if (depth == null || depth < 0) {
      err.println("perft: --depth N (N >= 0) is required with --fen or --startpos");
      return 1;
    }
    Position position = Position.fromFen(source.startpos ? variant.startFen() : source.fen, chess960, variant);
    for (String move : moves) {
      position.makeMove(Uci.parse(position, move));
    }
    long start = System.nanoTime();
    long nodes;
    if (divide && depth > 0) {
      nodes = 0;
      for (Map.Entry<String, Long> entry : Perft.divide(position, depth).entrySet()) {
        out.println(entry.getKey() + ": " + entry.getValue());
        nodes += entry.getValue();
      }
    } else {
      nodes = Perft.count(position, depth);
    }
    out.println(summary(nodes, System.nanoTime() - start));
    return 0;
  }

  private int checkSuite(PrintWriter out, PrintWriter err) {
    List<String> lines;
    try {
      lines = Files.readAllLines(source.epd);
    } catch (IOException e) {
      err.println("perft: cannot read " + source.epd + ": " + e.getMessage());
      return 1;
    }
    int positions = 0;
    int failed = 0;
    long nodes = 0;
    long start = System.nanoTime();
    for (String line : lines) {
      if (line.isBlank()) {
        continue;
      }
      PerftCase c = PerftCase.parse(line);
      positions++;
      Position position = Position.fromFen(c.fen(), chess960, variant);
      int deepest = depth == null ? c.maxDepth() : Math.min(depth, c.maxDepth());
      String verdict = "ok " + c.fen();
      for (int d = 1; d <= deepest; d++) {
        if (c.expectedAt(d) > maxNodes) {
          break;
        }
        long got = Perft.count(position, d);
        nodes += got;
        if (got != c.expectedAt(d)) {
          verdict = "FAIL expected " + c.expectedAt(d) + " got " + got + " at depth " + d + ": " + c.fen();
          failed++;
          break;
        }
      }
      out.println(verdict);
      out.flush();
    }
    out.println("positions " + positions + " failed " + failed + " " + summary(nodes, System.nanoTime() - start));
    return failed == 0 ? 0 : 1;
  }

  private static String summary(long nodes, long nanos) {
    long nps = nanos == 0 ? 0 : (long) (nodes * 1e9 / nanos);
    return "nodes " + nodes + " time " + nanos / 1_000_000 + " nps " + nps;
  }
}
