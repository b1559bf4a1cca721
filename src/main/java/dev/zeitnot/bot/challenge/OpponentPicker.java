package dev.zeitnot.bot.challenge;

import dev.zeitnot.config.MatchmakingConfig;
import dev.zeitnot.config.ClockSetting;
import dev.zeitnot.config.MatchmakingConfig.RatingPreference;
import dev.zeitnot.config.MatchmakingProfile;
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
 * Chooses whom to challenge with what, by one matchmaking profile: offers are drawn from its
 * clocks, correspondence days, variants and mode; for an offer, the candidates are the online bots
 * other than us, off the block lists, within its rating window (absolute, and relative to our
 * rating in that speed) and not ruled out by the {@link DeclineMemory}. A rating the server does
 * not give counts as 1500. With a {@code target_rating_difference}, the candidate whose distance
 * from our rating is nearest it is taken (BotLi's order; ties drawn at random); otherwise one is
 * drawn at random: all alike, or by {@code rating_preference} the highest-rated (high) or the
 * lowest-rated (low) of them twice as likely as the other end, linearly between.
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

  /** A bot and an offer by {@code profile}, or empty when no online bot fits any of its offers. */
  Optional<Pick> pick(MatchmakingProfile profile, List<Account> online, Account us, Set<String> busyWith,
      Instant now) {
    List<MatchOffer> offers = offers(profile);
    for (MatchOffer offer : offers) {
      int ourRating = rating(us, offer.speed());
      List<Pick> candidates = new ArrayList<>();
      for (Account bot : online) {
        String id = bot.id() == null ? "" : bot.id().toLowerCase(Locale.ROOT);
        int rating = rating(bot, offer.speed());
        if (!bot.isBot() || id.isEmpty() || id.equalsIgnoreCase(us.id()) || blocked.contains(id)
            || busyWith.contains(id) || rating < profile.minRating() || rating > profile.maxRating()
            || profile.ratingDifference() > 0 && Math.abs(rating - ourRating) > profile.ratingDifference()
            || !memory.allows(id, offer, now)) {
          continue;
        }
        candidates.add(new Pick(id, bot.username(), rating, offer));
      }
      if (!candidates.isEmpty()) {
        return Optional.of(profile.targetRatingDifference() == MatchmakingProfile.NO_TARGET ? draw(candidates)
            : nearest(candidates, ourRating, profile.targetRatingDifference()));
      }
    }
    return Optional.empty();
  }

  /** The candidate whose distance from {@code ourRating} is nearest {@code target}; ties drawn at random. */
  private Pick nearest(List<Pick> candidates, int ourRating, int target) {
    int best = candidates.stream().mapToInt(p -> offTarget(p, ourRating, target)).min().orElseThrow();
    List<Pick> nearest = candidates.stream().filter(p -> offTarget(p, ourRating, target) == best).toList();
    return nearest.get(random.nextInt(nearest.size()));
  }

  private static int offTarget(Pick pick, int ourRating, int target) {
    return Math.abs(Math.abs(pick.rating() - ourRating) - target);
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

  /**
   * Every (clock or days) x variant an engine plays once, in random order, each with the mode drawn
   * by the profile.
   */
  private List<MatchOffer> offers(MatchmakingProfile profile) {
    List<MatchOffer> offers = new ArrayList<>();
    for (String variant : profile.variants()) {
      for (ClockSetting clock : profile.timeControls()) {
        add(offers, new MatchOffer(clock.initialSeconds(), clock.incrementSeconds(), variant, rated(profile)));
      }
      for (int days : profile.days()) {
        add(offers, MatchOffer.correspondence(days, variant, rated(profile)));
      }
    }
    Collections.shuffle(offers, random);
    return offers;
  }

  private void add(List<MatchOffer> offers, MatchOffer offer) {
    if (playable.test(offer.variant(), offer.speed())) {
      offers.add(offer);
    }
  }

  private boolean rated(MatchmakingProfile profile) {
    return switch (profile.mode()) {
      case "rated" -> true;
      case "random" -> random.nextBoolean();
      default -> false;
    };
  }

  static int rating(Account account, String speed) {
    PerfStats perf = account.perfs() == null ? null : account.perfs().get(speed);
    return perf == null ? DEFAULT_RATING : perf.rating();
  }
}
