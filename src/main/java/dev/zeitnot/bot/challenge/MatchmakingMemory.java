package dev.zeitnot.bot.challenge;

import java.time.Instant;
import java.time.LocalDate;
import java.util.Map;

/**
 * What matchmaking remembers over a restart: the UTC {@code day} with its bot games and challenge
 * credits counted, and the declines (a bot left alone until, and the parts of offers avoided until).
 */
public record MatchmakingMemory(LocalDate day, int botGames, int credits, Map<String, Instant> waitUntil,
    Map<String, Instant> avoidUntil) {

  public MatchmakingMemory {
    waitUntil = Map.copyOf(waitUntil);
    avoidUntil = Map.copyOf(avoidUntil);
  }
}
