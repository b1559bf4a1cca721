package dev.zeitnot.arena.games;

import java.util.ArrayList;
import java.util.List;

/**
 * Who has left a running game and for how long, as the server tracks it from the open game
 * streams: the {@code opponentGone} countdown sent to the other player every 5 s, and whether a
 * claim of victory or draw is allowed. Not thread-safe; the game holds its lock.
 */
final class Presence {

  /** How often the other player hears the countdown. */
  static final long NOTICE_EVERY_MS = 5_000;
  /** The server marks a player absent about a second after its stream closed. */
  static final long ABSENT_AFTER_MS = 1_000;

  /** What to tell the opponent of {@code color}: gone (with the seconds to a claim) or back. */
  record Notice(int color, boolean gone, long claimWinInSeconds) {
  }

  private final long toleranceMs;
  private final long[] absentSince = {-1, -1};
  private final long[] lastNotice = {-1, -1};
  private final boolean[] announcedGone = new boolean[2];

  Presence(Speed speed) {
    this.toleranceMs = tolerance(speed);
  }

  /** The absence after which the opponent may claim: 40 s, doubled for rapid, tripled classical. */
  static long tolerance(Speed speed) {
    return switch (speed) {
      case RAPID -> 80_000;
      case CLASSICAL -> 120_000;
      case CORRESPONDENCE -> Long.MAX_VALUE;
      default -> 40_000;
    };
  }

  /** Records whether {@code color} has a game stream open now; a return is announced. */
  List<Notice> update(int color, boolean present, long now) {
    List<Notice> notices = new ArrayList<>();
    if (present) {
      if (announcedGone[color]) {
        notices.add(new Notice(color, false, 0));
      }
      absentSince[color] = -1;
      lastNotice[color] = -1;
      announcedGone[color] = false;
    } else if (absentSince[color] < 0) {
      absentSince[color] = now;
    }
    return notices;
  }

  /** The countdown notices due now. */
  List<Notice> tick(long now) {
    List<Notice> notices = new ArrayList<>();
    for (int color = 0; color < 2; color++) {
      long absentFor = absentSince[color] < 0 ? -1 : now - absentSince[color];
      if (absentFor >= ABSENT_AFTER_MS && toleranceMs != Long.MAX_VALUE
          && (lastNotice[color] < 0 || now - lastNotice[color] >= NOTICE_EVERY_MS)) {
        lastNotice[color] = now;
        announcedGone[color] = true;
        long left = Math.max(0, toleranceMs - absentFor);
        notices.add(new Notice(color, true, (left + 999) / 1000));
      }
    }
    return notices;
  }

  /** True when {@code color} has been gone long enough for its opponent to claim. */
  boolean isGoneLongEnough(int color, long now) {
    return absentSince[color] >= 0 && toleranceMs != Long.MAX_VALUE
        && now - absentSince[color] >= toleranceMs;
  }
}
