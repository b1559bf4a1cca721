package dev.zeitnot.config;

import java.util.Locale;

/** Which games share a PGN file ({@code game.pgn_file_grouping}, as lichess-bot's key, plus {@code day}). */
public enum PgnGrouping {
  /** One file per game, {@code <gameId>.pgn}. */
  GAME,
  /** One file per opponent, {@code vs-<opponent id>.pgn}. */
  OPPONENT,
  /** One file per day the games started (UTC), {@code <yyyy-mm-dd>.pgn}. */
  DAY,
  /** Every game in {@code games.pgn}. */
  ALL;

  @Override
  public String toString() {
    return name().toLowerCase(Locale.ROOT);
  }
}
