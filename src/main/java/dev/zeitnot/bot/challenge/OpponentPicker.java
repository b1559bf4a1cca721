package dev.zeitnot.bot.challenge;

import dev.zeitnot.config.MatchmakingConfig;
import dev.zeitnot.config.ClockSetting;
import dev.zeitnot.config.MatchmakingConfig.RatingPreference;
import dev.zeitnot.lichess.model.Account;
import dev.zeitnot.lichess.model.PerfStats;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.function.BiPredicate;

/**
 * Chooses whom to challenge with what: offers are drawn from the owner's clocks, variants and
 * mode; for an offer, the candidates are the online bots other than us, off the block lists,
 * within the rating window (absolute, and relative to our rating in that speed) and not ruled
 * out by the {@link DeclineMemory}. A rating the server does not give counts as 1500. One is drawn
 * at random: all alike, or by {@code rating_preference} the highest-rated (high) or the lowest-rated
 * (low) of them twice as likely as the other end, linearly between.
 */
final class OpponentPicker {

  /** The rating of a player without games in a speed, as Lichess starts it. */
  static final int DEFAULT_RATING = 1500;

  /** A bot to challenge and the offer. */
  record Pick(String botId, String username, int rating, MatchOffer offer) {}

  private final MatchmakingConfig config;
  private final Set<String> blocked;
  private final DeclineMemory memory;
  private final Random random;
  /** Whether an engine plays a variant (the server's key) at a speed: offers it does not are not made. */
  private volatile BiPredicate<String, String> playable = (variant, speed) -> true;

  OpponentPicker(MatchmakingConfig config, Set<String> blocked, DeclineMemory memory, Random random) {
    this.config = config;
    this.blocked = blocked;
    this.memory = memory;
    this.random = random;
  }

  /** Makes only the offers whose variant at its speed {@code playable} says an engine plays. */
  void playable(BiPredicate<String, String> playable) {
    this.playable = playable;
  }

  Optional<Pick> pick(List<Account> online, Account us, Set<String> busyWith, Instant now) {
    List<MatchOffer> offers = offers();
    for (MatchOffer offer : offers) {
      int ourRating = rating(us, offer.speed());
      List<Pick> candidates = new ArrayList<>();
      for (Account bot : online) {
        String id = bot.id() == null ? "" : bot.id().toLowerCase(Locale.ROOT);
        int rating = rating(bot, offer.speed());
        if (!bot.isBot() || id.isEmpty() || id.equalsIgnoreCase(us.id()) || blocked.contains(id)
            || busyWith.contains(id) || rating < config.minRating() || rating > config.maxRating()
            || config.ratingDifference() > 0 && Math.abs(rating - ourRating) > config.ratingDifference()
            || !memory.allows(id, offer, now)) {
          continue;
        }
        candidates.add(new Pick(id, bot.username(), rating, offer));
      }
      if (!candidates.isEmpty()) {
        return Optional.of(draw(candidates));
      }
    }
    return Optional.empty();
  }

  private Pick draw(List<Pick> candidates) {
    int low = candidates.stream().mapToInt(Pick::rating).min().orElseThrow();
    int high = candidates.stream().mapToInt(Pick::rating).max().orElseThrow();
    if (config.ratingPreference() == RatingPreference.NONE || low == high) {
      return candidates.get(random.nextInt(candidates.size()));
    }
    double[] weights = candidates.stream().mapToDouble(pick -> {
      double share = (pick.rating() - low) / (double) (high - low);
      return 1 + (config.ratingPreference() == RatingPreference.HIGH ? share : 1 - share);
    }).toArray();
    double point = random.nextDouble() * Arrays.stream(weights).sum();
    for (int i = 0; i < weights.length; i++) {
      point -= weights[i];
      if (point < 0) {
        return candidates.get(i);
      }
    }
    return candidates.get(candidates.size() - 1);
  }

  /** Every clock x variant an engine plays once, in random order, each with the mode drawn by the config. */
  private List<MatchOffer> offers() {
    List<MatchOffer> offers = new ArrayList<>();
    for (ClockSetting clock : config.timeControls()) {
      for (String variant : config.variants()) {
        boolean rated = switch (config.mode()) {
          case "rated" -> true;
          case "random" -> random.nextBoolean();
          default -> false;
        };
        MatchOffer offer = new MatchOffer(clock.initialSeconds(), clock.incrementSeconds(), variant, rated);
        if (playable.test(variant, offer.speed())) {
          offers.add(offer);
        }
      }
    }
    Collections.shuffle(offers, random);
    return offers;
  }

  static int rating(Account account, String speed) {
    PerfStats perf = account.perfs() == null ? null : account.perfs().get(speed);
    return perf == null ? DEFAULT_RATING : perf.rating();
  }
}
