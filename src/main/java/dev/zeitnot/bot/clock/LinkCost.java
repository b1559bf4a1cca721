package dev.zeitnot.bot.clock;

/**
 * What the link costs our moves: {@code overheadMs}, a high percentile of the recent round trips
 * plus a margin, is kept back for the move being played; {@code tripMs}, their mean plus the
 * margin, is what each later move is planned to cost (never more than the overhead).
 */
public record LinkCost(long overheadMs, long tripMs) {

  /** A link whose every move costs {@code ms}, both now and later (tests, fixed settings). */
  public static LinkCost flat(long ms) {
    return new LinkCost(ms, ms);
  }
}
