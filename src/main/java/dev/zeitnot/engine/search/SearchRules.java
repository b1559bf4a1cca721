package dev.zeitnot.engine.search;

import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Variant;

/**
 * What the search may assume of a variant's rules, decided once per search so a node branches on
 * final fields only. Standard chess assumes everything: checks, an exchange worth judging by
 * {@link See}, null moves while pieces are left, and no move meaning mate or stalemate. Antichess has
 * no checks, forced captures (quiescence may not stand pat while one is available), zugzwang everywhere
 * (no null move) and wins when left without a move; atomic captures explode (judged by {@link
 * Explosion}, not by an exchange); racing kings gives no checks.
 */
final class SearchRules {

  /** Whether the variant's own end is asked at each node; antichess's end is having no move, found by generating. */
  final boolean variantEndAsked;
  /** Whether a move can give check. */
  final boolean checks;
  /** Whether passing (null-move pruning) is a sound test of the position. */
  final boolean nullMove;
  /** Whether the side to move must capture when it can (antichess). */
  final boolean capturesForced;
  /** Whether a side left without a legal move (and not in check) wins rather than draws. */
  final boolean noMoveWins;
  /** Whether a capture's worth is its explosion (atomic) rather than a static exchange. */
  final boolean explosions;
  /** Whether {@link #exchange} says anything: not in antichess, where losing material is the aim. */
  final boolean exchanges;

  private SearchRules(Variant variant) {
    boolean antichess = variant == Variant.ANTICHESS;
    variantEndAsked = variant != Variant.STANDARD && !antichess;
    checks = !antichess && variant != Variant.RACING_KINGS;
    nullMove = !antichess;
    capturesForced = antichess;
    noMoveWins = antichess;
    explosions = variant == Variant.ATOMIC;
    exchanges = !antichess;
  }

  static SearchRules of(Variant variant) {
    return new SearchRules(variant);
  }

  /** The material {@code move} wins or loses for the side making it: its explosion in atomic, else its exchange. */
  int exchange(Position pos, int move) {
    return explosions ? Explosion.gain(pos, move) : See.evaluate(pos, move);
  }
}
