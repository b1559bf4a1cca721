package dev.zeitnot.lab.epd;

import dev.zeitnot.chess.Move;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.San;
import dev.zeitnot.chess.Uci;
import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.SearchInfo;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Runs an EPD test suite: one search per position, a result line each, and the number solved. */
public final class EpdSuite {

  private static final Logger log = LoggerFactory.getLogger(EpdSuite.class);

  private final Engine engine;
  private final SearchLimits limits;
  private final PrintStream out;

  /** Loads the positions of an EPD file; blank lines and lines starting with {@code #} are skipped. */
  public static List<EpdPosition> load(Path file) {
    List<String> lines;
    try {
      lines = Files.readAllLines(file);
    } catch (IOException e) {
      throw new IllegalArgumentException("cannot read the EPD file " + file + " (" + e + ")", e);
    }
    List<EpdPosition> positions = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i).trim();
      if (!line.isEmpty() && !line.startsWith("#")) {
        positions.add(EpdPosition.parse(line, i + 1));
      }
    }
    return positions;
  }

  public EpdSuite(Engine engine, SearchLimits limits, PrintStream out) {
    this.engine = engine;
    this.limits = limits;
    this.out = out;
  }

  /** Searches every position, prints its line and finally {@code solved S of N}; returns S. */
  public int run(List<EpdPosition> positions) {
    int solved = 0;
    for (EpdPosition position : positions) {
      if (solve(position)) {
        solved++;
      }
    }
    out.printf("solved %d of %d%n", solved, positions.size());
    out.flush();
    return solved;
  }

  /** Searches one position and prints its line; true when the engine's move meets its bm and am operations. */
  public boolean solve(EpdPosition epd) {
    Position position;
    try {
      position = Position.fromFen(epd.fen());
    } catch (IllegalArgumentException e) {
      out.printf("%-10s skipped: %s%n", epd.id(), e.getMessage());
      return false;
    }
    Set<Integer> best = moves(position, epd.bestMoves());
    Set<Integer> avoid = moves(position, epd.avoidMoves());
    if (best.isEmpty() && avoid.isEmpty()) {
      out.printf("%-10s skipped: no bm or am operation with a legal move%n", epd.id());
      return false;
    }
    engine.newGame();
    SearchResult result = engine.search(SearchRequest.fen(epd.fen(), limits), SearchListener.NONE);
    int move = parse(position, result.bestMove());
    boolean solved = move != Move.NONE && (best.isEmpty() || best.contains(move)) && !avoid.contains(move);
    String played = move == Move.NONE ? String.valueOf(result.bestMove()) : San.format(position, move);
    out.printf("%-10s %-8s %-8s %s%s%n", epd.id(), solved ? "solved" : "failed", played,
        expected(epd), searchSummary(result.info()));
    out.flush();
    return solved;
  }

  private static String expected(EpdPosition epd) {
    StringBuilder text = new StringBuilder();
    if (!epd.bestMoves().isEmpty()) {
      text.append("bm ").append(String.join(" ", epd.bestMoves()));
    }
    if (!epd.avoidMoves().isEmpty()) {
      text.append(text.length() > 0 ? "; " : "").append("am ").append(String.join(" ", epd.avoidMoves()));
    }
    return text.toString();
  }

  private static String searchSummary(SearchInfo info) {
    if (info == null) {
      return "";
    }
    return String.format(Locale.ROOT, "  (depth %d score %s nodes %d)", info.depth(),
        info.score() == null ? "?" : info.score().toUci(), info.nodes());
  }

  private static Set<Integer> moves(Position position, List<String> sans) {
    Set<Integer> moves = new HashSet<>();
    for (String san : sans) {
      try {
        moves.add(San.parse(position, san));
      } catch (IllegalArgumentException e) {
        log.warn("the suite's move '{}' is not legal in {}; ignored", san, position.toFen());
      }
    }
    return moves;
  }

  private static int parse(Position position, String uci) {
    try {
      return uci == null ? Move.NONE : Uci.parse(position, uci);
    } catch (IllegalArgumentException e) {
      return Move.NONE;
    }
  }
}
