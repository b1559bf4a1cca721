package dev.zeitnot.bot.stats;

import dev.zeitnot.bot.stats.SvgChart.Point;
import dev.zeitnot.bot.stats.SvgChart.Series;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * {@code stats --html}: one self-contained HTML file (inline SVG, no script, nothing from
 * elsewhere) with the charts of the archive, per speed: the score by day, our rating, the clock
 * left at the end, the think time per move, the share of book and tablebase moves, and games and
 * losses on time by day; then the text table of {@code stats}.
 */
public final class HtmlReport {

  /** Days shown at most in the losses-on-time chart (the latest). */
  private static final int LAST_DAYS = 31;

  private HtmlReport() {}

  /** The report of {@code records} for {@code account}. */
  public static String of(List<PgnRecord> records, String account) {
    List<ChartGame> games = records.stream().map(r -> ChartGame.of(r, account)).filter(Objects::nonNull)
        .sorted(Comparator.comparing(ChartGame::day, Comparator.nullsFirst(Comparator.naturalOrder()))).toList();
    List<String> speeds = games.stream().map(g -> g.game().speed()).distinct()
        .sorted(Comparator.comparingInt(GameStats::speedRank)).toList();
    StringBuilder html = new StringBuilder();
    html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>zeitnot: ")
        .append(SvgChart.escape(account)).append("</title>\n<style>body{font-family:sans-serif;margin:1em 2em;"
            + "color:#222}h2{font-size:1.1em;margin:1.2em 0 .3em}pre{background:#f4f4f4;padding:.6em}</style>\n"
            + "</head>\n<body>\n<h1>").append(SvgChart.escape(account)).append(": ").append(games.size())
        .append(games.size() == 1 ? " game" : " games").append("</h1>\n");
    section(html, "Score by day (%)", SvgChart.lines("chart-score", "%", perSpeed(speeds, games,
        g -> g.day() != null, HtmlReport::scoreByDay), x -> LocalDate.ofEpochDay((long) x).toString()));
    section(html, "Our rating", SvgChart.lines("chart-rating", "", numbered(speeds, games,
        g -> g.ourRating() == null ? null : g.ourRating().doubleValue()), x -> "game " + Math.round(x)));
    section(html, "Clock left at the end of the game (s)", SvgChart.lines("chart-clock", "s", numbered(speeds, games,
        g -> g.game().clockLeftMs() == null ? null : g.game().clockLeftMs() / 1000.0), x -> "game " + Math.round(x)));
    section(html, "Think time per move, mean over the games (s)", SvgChart.lines("chart-think", "s",
        perSpeed(speeds, games, g -> !g.thinkMs().isEmpty(), HtmlReport::meanThinkByMove),
        x -> "move " + Math.round(x)));
    List<String> sourced = speeds.stream()
        .filter(s -> games.stream().anyMatch(g -> g.game().speed().equals(s) && g.game().sourcesKnown())).toList();
    section(html, "Share of our moves from books and tablebases (%)", SvgChart.bars("chart-sources", "%", sourced,
        List.of(share(sourced, games, ArchivedGame::bookMoves, "book"),
            share(sourced, games, ArchivedGame::tablebaseMoves, "tablebase"))));
    Map<LocalDate, List<ChartGame>> byDay = games.stream().filter(g -> g.day() != null)
        .collect(Collectors.groupingBy(ChartGame::day, TreeMap::new, Collectors.toList()));
    List<LocalDate> days = byDay.keySet().stream().skip(Math.max(0, byDay.size() - LAST_DAYS)).toList();
    section(html, "Games and losses on time by day", SvgChart.bars("chart-time-losses", "", days.stream()
        .map(d -> d.toString().substring(5)).toList(), List.of(
            countByDay(days, byDay, g -> true, "games"), countByDay(days, byDay, g -> g.game().lostOnTime(),
                "losses on time"))));
    html.append("<h2>Results</h2>\n<pre>").append(SvgChart.escape(StatsFormat.table(account,
        GameStats.lines(records, account)))).append("</pre>\n</body>\n</html>\n");
    return html.toString();
  }

  private static void section(StringBuilder html, String title, String chart) {
    html.append("<h2>").append(SvgChart.escape(title)).append("</h2>\n").append(chart);
  }

  private static List<Series> perSpeed(List<String> speeds, List<ChartGame> games, Predicate<ChartGame> usable,
      Function<List<ChartGame>, List<Point>> points) {
    List<Series> series = new ArrayList<>();
    for (String speed : speeds) {
      List<ChartGame> of = games.stream().filter(g -> g.game().speed().equals(speed) && usable.test(g)).toList();
      if (!of.isEmpty()) {
        series.add(new Series(speed, points.apply(of)));
      }
    }
    return series;
  }

  /** Per speed, one point per game that has the value: x the game's number in the archive (by day). */
  private static List<Series> numbered(List<String> speeds, List<ChartGame> games,
      Function<ChartGame, Double> value) {
    List<Series> series = new ArrayList<>();
    for (String speed : speeds) {
      List<Point> points = new ArrayList<>();
      for (int i = 0; i < games.size(); i++) {
        Double y = value.apply(games.get(i));
        if (games.get(i).game().speed().equals(speed) && y != null) {
          points.add(new Point(i + 1, y));
        }
      }
      if (!points.isEmpty()) {
        series.add(new Series(speed, points));
      }
    }
    return series;
  }

  private static List<Point> scoreByDay(List<ChartGame> games) {
    return games.stream().collect(Collectors.groupingBy(ChartGame::day, TreeMap::new, Collectors.toList()))
        .entrySet().stream().map(e -> new Point(e.getKey().toEpochDay(),
            100 * e.getValue().stream().mapToDouble(g -> g.game().points()).sum() / e.getValue().size()))
        .toList();
  }

  /** x: our move number (the second is the first with a clock), y: the mean seconds over the games that know it. */
  private static List<Point> meanThinkByMove(List<ChartGame> games) {
    Map<Integer, List<Long>> byMove = new TreeMap<>();
    games.forEach(g -> g.thinkMs().forEach((move, ms) -> byMove.computeIfAbsent(move, m -> new ArrayList<>()).add(ms)));
    return byMove.entrySet().stream().map(e -> new Point(e.getKey(),
        e.getValue().stream().mapToLong(Long::longValue).average().orElse(0) / 1000)).toList();
  }

  private static Series share(List<String> speeds, List<ChartGame> games, Function<ArchivedGame, Integer> count,
      String name) {
    List<Point> points = new ArrayList<>();
    for (int i = 0; i < speeds.size(); i++) {
      String speed = speeds.get(i);
      List<ArchivedGame> of = games.stream().map(ChartGame::game)
          .filter(g -> g.speed().equals(speed) && g.sourcesKnown()).toList();
      int moves = of.stream().mapToInt(ArchivedGame::ourMoves).sum();
      points.add(new Point(i, moves == 0 ? 0 : 100.0 * of.stream().mapToInt(count::apply).sum() / moves));
    }
    return new Series(name, points);
  }

  private static Series countByDay(List<LocalDate> days, Map<LocalDate, List<ChartGame>> byDay,
      Predicate<ChartGame> counted, String name) {
    List<Point> points = new ArrayList<>();
    for (int i = 0; i < days.size(); i++) {
      points.add(new Point(i, byDay.get(days.get(i)).stream().filter(counted).count()));
    }
    return new Series(name, points);
  }
}
