package dev.zeitnot.bot.knowledge;

import java.util.Locale;

/** Where a move came from: knowledge (played at once, without a search) or the engine. */
public enum MoveOrigin {
  /** A Polyglot opening book. */
  BOOK,
  /** The Lichess cloud evaluation. */
  CLOUD_EVAL,
  /** The Lichess opening explorer. */
  EXPLORER,
  /** The chessdb opening database. */
  CHESSDB,
  /** The owner's local Syzygy tables. */
  SYZYGY,
  /** An online endgame tablebase. */
  TABLEBASE,
  /** The engine's search. */
  ENGINE;

  /** Whether the move was known, not searched: it costs no thinking time. */
  public boolean isKnowledge() {
    return this != ENGINE;
  }

  /** The name in log lines: {@code book}, {@code cloud_eval}, ... */
  @Override
  public String toString() {
    return name().toLowerCase(Locale.ROOT);
  }
}
