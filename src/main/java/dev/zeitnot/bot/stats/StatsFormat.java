package dev.zeitnot.bot.stats;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;

/** Writes {@link StatsLine}s as a table for people or as JSON for scripts. */
public final class StatsFormat {

  private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
  private static final String ROW = "%-14s %-9s %6s %15s %6s %12s %13s %6s %10s%n";

  private StatsFormat() {}

  public static String table(String account, List<StatsLine> lines) {
    StringBuilder out = new StringBuilder();
    int games = lines.stream().mapToInt(StatsLine::games).sum();
    out.append(account).append(": ").append(games).append(games == 1 ? " game" : " games").append('\n');
    out.append(String.format(Locale.ROOT, ROW, "speed", "opponents", "games", "score", "perf",
        "time losses", "median clock", "book", "tablebase"));
    for (StatsLine line : lines) {
      out.append(String.format(Locale.ROOT, ROW, line.speed(), line.opponents(), line.games(),
          String.format(Locale.ROOT, "%s (%.1f %%)", points(line.points()), line.scorePercent()),
          line.performance() == null ? "-" : line.performance(), line.lossesOnTime(),
          line.medianClockLeftMs() == null ? "-" : clock(line.medianClockLeftMs()),
          percent(line.bookShare()), percent(line.tablebaseShare())));
    }
    return out.toString();
  }

  public static String json(String account, List<StatsLine> lines) {
    ObjectNode root = JSON.createObjectNode();
    root.put("account", account);
    ArrayNode groups = root.putArray("groups");
    for (StatsLine line : lines) {
      ObjectNode node = groups.addObject();
      node.put("speed", line.speed());
      node.put("opponents", line.opponents());
      node.put("games", line.games());
      node.put("points", line.points());
      node.put("scorePercent", Math.round(line.scorePercent() * 10) / 10.0);
      putOrNull(node, "performance", line.performance());
      node.put("lossesOnTime", line.lossesOnTime());
      putOrNull(node, "medianClockLeftMs", line.medianClockLeftMs());
      putOrNull(node, "bookShare", line.bookShare());
      putOrNull(node, "tablebaseShare", line.tablebaseShare());
    }
    try {
      return JSON.writeValueAsString(root) + "\n";
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void putOrNull(ObjectNode node, String key, Number value) {
    if (value == null) {
      node.putNull(key);
    } else if (value instanceof Double d) {
      node.put(key, Math.round(d * 1000) / 1000.0);
    } else {
      node.put(key, value.longValue());
    }
  }

  private static String points(double points) {
    return points == Math.floor(points) ? String.valueOf((long) points) : String.valueOf(points);
  }

  private static String percent(Double share) {
    return share == null ? "-" : String.format(Locale.ROOT, "%.0f %%", share * 100);
  }

  /** {@code 1:05:03}, {@code 4:07} or {@code 0:09.4} (tenths below ten seconds). */
  static String clock(long ms) {
    long seconds = ms / 1000;
    if (seconds >= 3600) {
      return String.format(Locale.ROOT, "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60);
    }
    if (seconds < 10) {
      return String.format(Locale.ROOT, "0:%02d.%d", seconds, ms % 1000 / 100);
    }
    return String.format(Locale.ROOT, "%d:%02d", seconds / 60, seconds % 60);
  }
}
