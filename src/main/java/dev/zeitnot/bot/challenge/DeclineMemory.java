package dev.zeitnot.bot.challenge;

import dev.zeitnot.config.MatchmakingConfig.ChallengeFilterMode;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Which bots declined our challenges and what that rules out, by the decline reason: {@code noBot}
 * (or {@code onlyBot}) rules the bot out for good; {@code later} and {@code generic} rule it out for
 * {@link #WAIT}; a clock reason ({@code timeControl}, {@code tooFast}, {@code tooSlow}) rules out
 * only that clock, a {@code variant}/{@code standard} reason that variant, and {@code rated}/
 * {@code casual} that mode, each for {@link #AVOID}; another offer to the same bot may work. A bot
 * at its daily cap of bot games is left alone for as long as the server says. That is the
 * {@code fine} filter; {@code coarse} leaves a bot that declined anything alone for {@link #AVOID},
 * {@code none} remembers no decline. A bot that aborted or left a game with us is left alone for
 * as long as the owner says, whatever the filter.
 */
public final class DeclineMemory {

  /** How long a bot that said "later" is left alone. */
  public static final Duration WAIT = Duration.ofHours(1);
  /** How long the part of an offer that a bot declined is not offered to it again. */
  public static final Duration AVOID = Duration.ofHours(24);

  private final Map<String, Instant> waitUntil = new HashMap<>();
  private final Map<String, Instant> avoidUntil = new HashMap<>();
  private final ChallengeFilterMode filter;

  /** With the {@code fine} filter. */
  public DeclineMemory() {
    this(ChallengeFilterMode.FINE);
  }

  public DeclineMemory(ChallengeFilterMode filter) {
    this.filter = filter;
  }

  /** {@code bot} declined {@code offer} at {@code now} with {@code reasonKey} (case-insensitive). */
  public void declined(String bot, String reasonKey, MatchOffer offer, Instant now) {
    String id = bot.toLowerCase(Locale.ROOT);
    String reason = reasonKey == null ? "generic" : reasonKey.toLowerCase(Locale.ROOT);
    if (filter == ChallengeFilterMode.NONE) {
      return;
    }
    if (filter == ChallengeFilterMode.COARSE) {
      waitUntil.merge(id, now.plus(AVOID), (a, b) -> a.isAfter(b) ? a : b);
      return;
    }
    switch (reason) {
      case "nobot", "onlybot" -> waitUntil.put(id, Instant.MAX);
      case "timecontrol", "toofast", "tooslow" -> avoidUntil.put(clockKey(id, offer), now.plus(AVOID));
      case "variant", "standard" -> avoidUntil.put(id + "|variant|" + offer.variant(), now.plus(AVOID));
      case "rated", "casual" -> avoidUntil.put(id + "|rated|" + offer.rated(), now.plus(AVOID));
      default -> waitUntil.put(id, now.plus(WAIT));
    }
  }

  /**
   * {@code bot} cannot play another bot game until {@code until}: the server refused our challenge
   * because that bot reached its daily cap of bot games, and said for how long.
   */
  public void capped(String bot, Instant until) {
    waitUntil.merge(bot.toLowerCase(Locale.ROOT), until, (a, b) -> a.isAfter(b) ? a : b);
  }

  /** {@code bot} aborted or left a game with us at {@code now}: it is left alone for {@code wait}. */
  public void left(String bot, Instant now, Duration wait) {
    waitUntil.merge(bot.toLowerCase(Locale.ROOT), now.plus(wait), (a, b) -> a.isAfter(b) ? a : b);
  }

  /** The bots left alone and the offer parts avoided, each until when (to keep over a restart). */
  Map<String, Instant> waitUntil() {
    return Map.copyOf(waitUntil);
  }

  Map<String, Instant> avoidUntil() {
    return Map.copyOf(avoidUntil);
  }

  /** Takes back what {@link #waitUntil()} and {@link #avoidUntil()} gave, dropping what is over at {@code now}. */
  void restore(Map<String, Instant> waits, Map<String, Instant> avoids, Instant now) {
    waits.forEach((bot, until) -> {
      if (now.isBefore(until)) {
        waitUntil.put(bot, until);
      }
    });
    avoids.forEach((key, until) -> {
      if (now.isBefore(until)) {
        avoidUntil.put(key, until);
      }
    });
  }

  /** Whether {@code offer} may go to {@code bot} at {@code now}. */
  public boolean allows(String bot, MatchOffer offer, Instant now) {
    String id = bot.toLowerCase(Locale.ROOT);
    return !before(now, waitUntil.get(id))
        && !before(now, avoidUntil.get(clockKey(id, offer)))
        && !before(now, avoidUntil.get(id + "|variant|" + offer.variant()))
        && !before(now, avoidUntil.get(id + "|rated|" + offer.rated()));
  }

  private static boolean before(Instant now, Instant until) {
    return until != null && now.isBefore(until);
  }

  private static String clockKey(String id, MatchOffer offer) {
    return id + "|clock|" + (offer.isCorrespondence() ? offer.days() + "d"
        : offer.limitSeconds() + "+" + offer.incrementSeconds());
  }
}
