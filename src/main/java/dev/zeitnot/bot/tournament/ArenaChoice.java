package dev.zeitnot.bot.tournament;

import dev.zeitnot.config.TournamentsConfig;
import dev.zeitnot.lichess.model.Tournament;
import java.time.Duration;
import java.time.Instant;
import java.util.function.BiPredicate;

/** Whether an arena of the server's list is one the owner lets the bot join on its own ({@code tournaments.*}). */
final class ArenaChoice {

  private final TournamentsConfig config;
  /** Whether an engine plays a variant (the server's key) at a speed: arenas it does not are not joined. */
  private volatile BiPredicate<String, String> playable = (variant, speed) -> true;

  ArenaChoice(TournamentsConfig config) {
    this.config = config;
  }

  /** Fits only arenas whose variant at their speed {@code playable} says an engine plays. */
  void playable(BiPredicate<String, String> playable) {
    this.playable = playable;
  }

  /**
   * Allows bots, is not over, has a wanted speed, variant (that an engine plays) and mode, and starts
   * soon enough (or runs).
   */
  boolean fits(Tournament arena, Instant now) {
    if (!arena.botsAllowed() || arena.isFinished() || (arena.system() != null && !"arena".equals(arena.system()))) {
      return false;
    }
    if (!config.speeds().contains(arena.speed()) || !config.variants().contains(arena.variantKey())
        || !playable.test(arena.variantKey(), arena.speed())) {
      return false;
    }
    if (!"any".equals(config.mode()) && arena.rated() != "rated".equals(config.mode())) {
      return false;
    }
    if (arena.finishesAt() > 0 && !now.isBefore(Instant.ofEpochMilli(arena.finishesAt()))) {
      return false;
    }
    Instant latestStart = now.plus(Duration.ofMinutes(config.startsWithinMinutes()));
    return arena.status() != Tournament.CREATED || !Instant.ofEpochMilli(arena.startsAt()).isAfter(latestStart);
  }
}
