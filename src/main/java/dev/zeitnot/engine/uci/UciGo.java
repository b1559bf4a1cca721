package dev.zeitnot.engine.uci;

import dev.zeitnot.engine.SearchLimits;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** A UCI {@code go} command: the search limits and the optional {@code searchmoves} restriction. */
public record UciGo(SearchLimits limits, List<String> searchMoves) {

  private static final Logger log = LoggerFactory.getLogger(UciGo.class);

  private static final Set<String> KEYWORDS = Set.of("wtime", "btime", "winc", "binc", "movestogo", "movetime",
      "depth", "nodes", "mate", "infinite", "ponder", "searchmoves");

  public UciGo {
    searchMoves = List.copyOf(searchMoves);
  }

  /** Parses the words after {@code go}; unknown words and bad numbers are logged and skipped. */
  public static UciGo parse(String line) {
    String[] words = line.trim().split("\\s+");
    long wtime = SearchLimits.UNSET;
    long btime = SearchLimits.UNSET;
    long winc = 0;
    long binc = 0;
    int movesToGo = 0;
    long moveTime = SearchLimits.UNSET;
    int depth = 0;
    long nodes = 0;
    int mate = 0;
    boolean infinite = false;
    boolean ponder = false;
    List<String> searchMoves = new ArrayList<>();
    int i = words.length > 0 && words[0].equals("go") ? 1 : 0;
    while (i < words.length) {
      String word = words[i++];
      switch (word) {
        case "infinite" -> infinite = true;
        case "ponder" -> ponder = true;
        case "searchmoves" -> {
          while (i < words.length && !KEYWORDS.contains(words[i])) {
            searchMoves.add(words[i++]);
          }
        }
        case "wtime", "btime", "winc", "binc", "movestogo", "movetime", "depth", "nodes", "mate" -> {
          if (i >= words.length) {
            log.warn("go: '{}' has no value", word);
            break;
          }
          long value;
          try {
            value = Long.parseLong(words[i++]);
          } catch (NumberFormatException e) {
            log.warn("go: '{}' needs a number, got '{}'", word, words[i - 1]);
            break;
          }
          switch (word) {
            // A negative clock happens when a GUI lags: treat it as no time left, not as "unset".
            case "wtime" -> wtime = Math.max(0, value);
            case "btime" -> btime = Math.max(0, value);
            case "winc" -> winc = Math.max(0, value);
            case "binc" -> binc = Math.max(0, value);
            case "movestogo" -> movesToGo = clampToInt(value);
            case "movetime" -> moveTime = Math.max(0, value);
            case "depth" -> depth = clampToInt(value);
            case "nodes" -> nodes = Math.max(0, value);
            default -> mate = clampToInt(value);
          }
        }
        default -> log.debug("go: ignoring unknown word '{}'", word);
      }
    }
    SearchLimits limits = new SearchLimits(wtime, btime, winc, binc, movesToGo, moveTime, depth, nodes, mate,
        infinite, ponder, 0, 0);
    return new UciGo(limits, searchMoves);
  }

  /** The {@code go} line for these limits, restricted to {@code searchMoves} when not empty. */
  public static String format(SearchLimits limits, List<String> searchMoves) {
    String line = format(limits);
    return searchMoves.isEmpty() ? line : line + " searchmoves " + String.join(" ", searchMoves);
  }

  /** The {@code go} line that asks another engine for a search with these limits. */
  public static String format(SearchLimits limits) {
    StringBuilder line = new StringBuilder("go");
    if (limits.ponder()) {
      line.append(" ponder");
    }
    if (limits.whiteTimeMs() >= 0) {
      line.append(" wtime ").append(limits.whiteTimeMs());
    }
    if (limits.blackTimeMs() >= 0) {
      line.append(" btime ").append(limits.blackTimeMs());
    }
    if (limits.whiteIncMs() > 0) {
      line.append(" winc ").append(limits.whiteIncMs());
    }
    if (limits.blackIncMs() > 0) {
      line.append(" binc ").append(limits.blackIncMs());
    }
    if (limits.movesToGo() > 0) {
      line.append(" movestogo ").append(limits.movesToGo());
    }
    if (limits.hasMoveTime()) {
      line.append(" movetime ").append(limits.moveTimeMs());
    }
    if (limits.depth() > 0) {
      line.append(" depth ").append(limits.depth());
    }
    if (limits.nodes() > 0) {
      line.append(" nodes ").append(limits.nodes());
    }
    if (limits.mate() > 0) {
      line.append(" mate ").append(limits.mate());
    }
    if (limits.infinite()) {
      line.append(" infinite");
    }
    return line.toString();
  }

  private static int clampToInt(long value) {
    return (int) Math.max(0, Math.min(Integer.MAX_VALUE, value));
  }
}
