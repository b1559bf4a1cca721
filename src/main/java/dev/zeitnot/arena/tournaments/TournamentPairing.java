package dev.zeitnot.arena.tournaments;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Pairs the players of an arena who are waiting for a game, as an arena does: the waiting players
 * ranked by score (then rating), each paired with the nearest one below that was not its last
 * opponent; a pair of last opponents is made only when both have waited {@link #REMATCH_WAIT_MS}
 * (so two players are not paired again and again while the others still play). White goes to the
 * one who had white less often.
 */
final class TournamentPairing {

  /** How long two last opponents wait for someone else before they are paired again. */
  static final long REMATCH_WAIT_MS = 3_000;

  /** A player waiting for a pairing. */
  record Waiting(String id, int score, int rating, String lastOpponent, long freeSinceMs, int whites) {}

  /** A game to start. */
  record Pair(String white, String black) {}

  private TournamentPairing() {
  }

  static List<Pair> pair(List<Waiting> waiting, long nowMs) {
    List<Waiting> left = new ArrayList<>(waiting);
    left.sort(Comparator.comparingInt(Waiting::score).thenComparingInt(Waiting::rating).reversed()
        .thenComparing(Waiting::id));
    List<Pair> pairs = new ArrayList<>();
    while (left.size() >= 2) {
      Waiting first = left.remove(0);
      Waiting partner = null;
      for (Waiting other : left) {
        if (!rematch(first, other) || waitedLongEnough(first, other, nowMs)) {
          partner = other;
          break;
        }
      }
      if (partner != null) {
        left.remove(partner);
        pairs.add(partner.whites() < first.whites() ? new Pair(partner.id(), first.id())
            : new Pair(first.id(), partner.id()));
      }
    }
    return pairs;
  }

  private static boolean rematch(Waiting a, Waiting b) {
    return b.id().equals(a.lastOpponent()) || a.id().equals(b.lastOpponent());
  }

  private static boolean waitedLongEnough(Waiting a, Waiting b, long nowMs) {
    return nowMs - a.freeSinceMs() >= REMATCH_WAIT_MS && nowMs - b.freeSinceMs() >= REMATCH_WAIT_MS;
  }
}
