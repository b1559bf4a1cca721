package dev.zeitnot.bot.stats;

import java.util.List;
import java.util.Locale;
import java.util.function.DoubleFunction;

/**
 * Small hand-drawn SVG charts for the HTML report, with no script and nothing from elsewhere: a
 * line chart (one line per series over a numeric x) and a grouped bar chart (one bar per series
 * in each category). Each series' element carries its name and values ({@code data-name},
 * {@code data-values}: {@code x:y} pairs), so what a chart shows can be read back.
 */
final class SvgChart {

  /** One value of a series. */
  record Point(double x, double y) {}

  /** A named series of values. */
  record Series(String name, List<Point> points) {}

  private static final int WIDTH = 560;
  private static final int HEIGHT = 240;
  private static final int LEFT = 50;
  private static final int RIGHT = 15;
  private static final int TOP = 30;
  private static final int BOTTOM = 30;
  private static final int GRID_LINES = 4;
  private static final List<String> COLORS =
      List.of("#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2");

  private SvgChart() {}

  /** A line chart; {@code xLabel} writes an x value as its tick text (e.g. a day). */
  static String lines(String id, String yUnit, List<Series> series, DoubleFunction<String> xLabel) {
    List<Point> all = series.stream().flatMap(s -> s.points().stream()).toList();
    if (all.isEmpty()) {
      return empty(id);
    }
    double minX = all.stream().mapToDouble(Point::x).min().orElse(0);
    double maxX = all.stream().mapToDouble(Point::x).max().orElse(1);
    double maxY = niceMax(all.stream().mapToDouble(Point::y).max().orElse(1));
    double minY = Math.min(0, all.stream().mapToDouble(Point::y).min().orElse(0));
    StringBuilder svg = open(id, series, minY, maxY, yUnit);
    svg.append(text(px(minX, minX, maxX), HEIGHT - 10, maxX == minX ? "middle" : "start", xLabel.apply(minX)));
    if (maxX - minX >= 2) {
      svg.append(text(px((minX + maxX) / 2, minX, maxX), HEIGHT - 10, "middle", xLabel.apply((minX + maxX) / 2)));
    }
    if (maxX > minX) {
      svg.append(text(px(maxX, minX, maxX), HEIGHT - 10, "end", xLabel.apply(maxX)));
    }
    for (int i = 0; i < series.size(); i++) {
      Series s = series.get(i);
      String color = COLORS.get(i % COLORS.size());
      StringBuilder points = new StringBuilder();
      StringBuilder dots = new StringBuilder();
      for (Point p : s.points()) {
        String xy = fmt(px(p.x(), minX, maxX)) + "," + fmt(py(p.y(), minY, maxY));
        points.append(xy).append(' ');
        dots.append("<circle cx=\"").append(xy.replace(",", "\" cy=\"")).append("\" r=\"2.5\" fill=\"")
            .append(color).append("\"/>");
      }
      svg.append(group(s)).append("<polyline fill=\"none\" stroke-width=\"1.5\" stroke=\"").append(color)
          .append("\" points=\"").append(points.toString().trim()).append("\"/>").append(dots).append("</g>");
    }
    return svg.append("</svg>\n").toString();
  }

  /** A grouped bar chart: value {@code j} of each series is its bar in {@code categories[j]}. */
  static String bars(String id, String yUnit, List<String> categories, List<Series> series) {
    double max = niceMax(series.stream().flatMap(s -> s.points().stream()).mapToDouble(Point::y).max().orElse(0));
    if (categories.isEmpty()) {
      return empty(id);
    }
    StringBuilder svg = open(id, series, 0, max, yUnit);
    double slot = (WIDTH - LEFT - RIGHT) / (double) categories.size();
    double bar = slot * 0.8 / Math.max(1, series.size());
    for (int c = 0; c < categories.size(); c++) {
      svg.append(text(LEFT + slot * (c + 0.5), HEIGHT - 10, "middle", categories.get(c)));
    }
    for (int i = 0; i < series.size(); i++) {
      Series s = series.get(i);
      svg.append(group(s));
      for (Point p : s.points()) {
        double x = LEFT + slot * p.x() + slot * 0.1 + bar * i;
        double y = py(p.y(), 0, max);
        svg.append("<rect x=\"").append(fmt(x)).append("\" y=\"").append(fmt(y)).append("\" width=\"")
            .append(fmt(bar)).append("\" height=\"").append(fmt(HEIGHT - BOTTOM - y)).append("\" fill=\"")
            .append(COLORS.get(i % COLORS.size())).append("\"><title>").append(escape(s.name())).append(": ")
            .append(fmt(p.y())).append("</title></rect>");
      }
      svg.append("</g>");
    }
    return svg.append("</svg>\n").toString();
  }

  private static StringBuilder open(String id, List<Series> series, double minY, double maxY, String yUnit) {
    StringBuilder svg = new StringBuilder();
    svg.append("<svg class=\"chart\" id=\"").append(id).append("\" width=\"")
        .append(WIDTH).append("\" height=\"").append(HEIGHT).append("\" viewBox=\"0 0 ").append(WIDTH).append(' ')
        .append(HEIGHT).append("\" font-family=\"sans-serif\" font-size=\"11\">");
    for (int g = 0; g <= GRID_LINES; g++) {
      double value = minY + (maxY - minY) * g / GRID_LINES;
      double y = py(value, minY, maxY);
      svg.append("<line x1=\"").append(LEFT).append("\" x2=\"").append(WIDTH - RIGHT).append("\" y1=\"")
          .append(fmt(y)).append("\" y2=\"").append(fmt(y)).append("\" stroke=\"#ddd\"/>")
          .append(text(LEFT - 5, y + 4, "end", fmt(value) + (g == GRID_LINES ? " " + yUnit : "")));
    }
    double x = LEFT;
    for (int i = 0; i < series.size(); i++) {
      String color = COLORS.get(i % COLORS.size());
      svg.append("<rect x=\"").append(fmt(x)).append("\" y=\"8\" width=\"10\" height=\"10\" fill=\"").append(color)
          .append("\"/>").append(text(x + 14, 17, "start", series.get(i).name()));
      x += 24 + 7 * series.get(i).name().length();
    }
    return svg;
  }

  private static String group(Series s) {
    StringBuilder values = new StringBuilder();
    s.points().forEach(p -> values.append(fmt(p.x())).append(':').append(fmt(p.y())).append(' '));
    return "<g class=\"series\" data-name=\"" + escape(s.name()) + "\" data-values=\"" + values.toString().trim()
        + "\">";
  }

  private static String empty(String id) {
    return "<svg class=\"chart\" id=\"" + id + "\" width=\"" + WIDTH
        + "\" height=\"40\">" + text(LEFT, 25, "start", "no data in the archive") + "</svg>\n";
  }

  private static String text(double x, double y, String anchor, String content) {
    return "<text x=\"" + fmt(x) + "\" y=\"" + fmt(y) + "\" text-anchor=\"" + anchor + "\">" + escape(content)
        + "</text>";
  }

  private static double px(double x, double minX, double maxX) {
    double span = maxX - minX;
    return span == 0 ? (LEFT + WIDTH - RIGHT) / 2.0 : LEFT + (x - minX) / span * (WIDTH - LEFT - RIGHT);
  }

  private static double py(double y, double minY, double maxY) {
    return HEIGHT - BOTTOM - (y - minY) / (maxY - minY) * (HEIGHT - TOP - BOTTOM);
  }

  /** A round top for the y axis: 1, 2 or 5 times a power of ten, at least the largest value. */
  private static double niceMax(double max) {
    if (max <= 0) {
      return 1;
    }
    double power = Math.pow(10, Math.floor(Math.log10(max)));
    for (double step : new double[] {1, 2, 5, 10}) {
      if (step * power >= max) {
        return step * power;
      }
    }
    return 10 * power;
  }

  static String fmt(double value) {
    return value == Math.rint(value) ? Long.toString((long) value) : String.format(Locale.ROOT, "%.1f", value);
  }

  static String escape(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
  }
}
