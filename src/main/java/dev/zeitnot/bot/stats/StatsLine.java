package dev.zeitnot.bot.stats;

/**
 * The results of one group of games: one speed against one kind of opponent.
 *
 * @param speed the Lichess speed
 * @param opponents {@code bot} or {@code human}
 * @param games finished games (aborted ones are not counted)
 * @param points our score: 1 per win, ½ per draw
 * @param performance the performance rating (average opponent rating + 400 × (wins − losses) /
 *     games, over the games whose opponent rating is known), or null when none is
 * @param lossesOnTime games we lost because our clock ran out
 * @param medianClockLeftMs the median of our clock after our last move, or null without clocks
 * @param bookShare share of our moves from an opening book, or null when no PGN says
 * @param tablebaseShare share of our moves from tablebases, or null when no PGN says
 */
public record StatsLine(
    String speed, String opponents, int games, double points, Integer performance, int lossesOnTime,
    Long medianClockLeftMs, Double bookShare, Double tablebaseShare) {

  public double scorePercent() {
    return games == 0 ? 0 : 100.0 * points / games;
  }
}
