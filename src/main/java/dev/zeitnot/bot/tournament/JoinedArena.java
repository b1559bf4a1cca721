package dev.zeitnot.bot.tournament;

import java.time.Instant;

/**
 * An arena the bot is in: its id, its name for the log, when it starts (or started) and whether the
 * bot joined it on its own (counted in {@code tournaments.max_per_day}).
 */
record JoinedArena(String id, String name, Instant startsAt, boolean autoJoined) {

  JoinedArena withStart(Instant start) {
    return new JoinedArena(id, name, start, autoJoined);
  }
}
