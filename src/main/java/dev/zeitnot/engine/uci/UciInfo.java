package dev.zeitnot.engine.uci;

import dev.zeitnot.engine.Score;
import dev.zeitnot.engine.SearchInfo;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Reads and writes UCI {@code info} lines as {@link SearchInfo}. */
public final class UciInfo {

  private static final Set<String> KEYWORDS = Set.of("depth", "seldepth", "time", "nodes", "pv", "multipv",
      "score", "currmove", "currmovenumber", "hashfull", "nps", "tbhits", "sbhits", "cpuload", "string",
      "refutation", "currline", "wdl");

  private UciInfo() {}

  /**
   * The progress report in an {@code info} line, or empty when the line carries none: no score
   * (e.g. {@code currmove} lines), an {@code info string}, or a secondary line of a MultiPV search.
   */
  public static Optional<SearchInfo> parse(String line) {
    String[] words = line.trim().split("\\s+");
    if (words.length == 0 || !words[0].equals("info")) {
      return Optional.empty();
    }
    int depth = 0;
    int selDepth = 0;
    Score score = null;
    long nodes = 0;
    long nps = -1;
    long time = 0;
    int hashfull = 0;
    long tbHits = 0;
    List<String> pv = new ArrayList<>();
    int i = 1;
    try {
      while (i < words.length) {
        String word = words[i++];
        switch (word) {
          case "string" -> {
            return Optional.empty();
          }
          case "depth" -> depth = Integer.parseInt(words[i++]);
          case "seldepth" -> selDepth = Integer.parseInt(words[i++]);
          case "time" -> time = Long.parseLong(words[i++]);
          case "nodes" -> nodes = Long.parseLong(words[i++]);
          case "nps" -> nps = Long.parseLong(words[i++]);
          case "hashfull" -> hashfull = Integer.parseInt(words[i++]);
          case "tbhits" -> tbHits = Long.parseLong(words[i++]);
          case "multipv" -> {
            if (Integer.parseInt(words[i++]) != 1) {
              return Optional.empty();
            }
          }
          case "score" -> {
            String kind = words[i++];
            int value = Integer.parseInt(words[i++]);
            score = kind.equals("mate") ? new Score(0, value) : new Score(value, 0);
          }
          case "pv" -> {
            while (i < words.length && !KEYWORDS.contains(words[i])) {
              pv.add(words[i++]);
            }
          }
          default -> {
            // lowerbound, upperbound, and the values of fields we do not keep (currmove e2e4, wdl 1 2 3).
          }
        }
      }
    } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
      return Optional.empty();
    }
    if (score == null) {
      return Optional.empty();
    }
    if (nps < 0) {
      nps = time > 0 ? nodes * 1000 / time : 0;
    }
    return Optional.of(new SearchInfo(depth, selDepth, score, nodes, nps, time, hashfull, List.copyOf(pv), tbHits));
  }

  /** The {@code info} line a GUI expects for this progress report. */
  public static String format(SearchInfo info) {
    StringBuilder line = new StringBuilder("info depth ").append(info.depth());
    if (info.selDepth() > 0) {
      line.append(" seldepth ").append(info.selDepth());
    }
    if (info.score() != null) {
      line.append(" score ").append(info.score().toUci());
    }
    line.append(" nodes ").append(info.nodes())
        .append(" nps ").append(info.nps())
        .append(" time ").append(info.timeMs())
        .append(" hashfull ").append(info.hashfull());
    if (info.tbHits() > 0) {
      line.append(" tbhits ").append(info.tbHits());
    }
    if (info.pv() != null && !info.pv().isEmpty()) {
      line.append(" pv ").append(String.join(" ", info.pv()));
    }
    return line.toString();
  }
}
