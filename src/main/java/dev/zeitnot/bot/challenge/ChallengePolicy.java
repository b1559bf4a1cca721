package dev.zeitnot.bot.challenge;

import dev.zeitnot.config.ChallengeConfig;
import dev.zeitnot.config.ChallengeFilter;
import dev.zeitnot.config.ClockSetting;
import dev.zeitnot.lichess.DeclineReason;
import dev.zeitnot.lichess.model.Challenge;
import dev.zeitnot.lichess.model.ChallengeUser;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiPredicate;

/**
 * Decides whether a challenge is wanted, filter by filter, and picks the decline reason that
 * tells the challenger what to change (too fast, rated, variant...). Checks run from who asks to
 * what game, so the reason is the most useful one; bots and humans each get their own filter.
 * Whether there is room for it now is not its business: a wanted challenge waits for a free slot
 * (see {@code bot.challenge.ChallengeDesk}).
 */
public final class ChallengePolicy {

  /** Of it the filters, the kinds of challenger, the local lists and accept_rematch are used. */
  private volatile ChallengeConfig config;
  /** The lists at URLs, when the config names any. */
  private volatile OnlineUserLists onlineLists;
  /** Our ratings by rating category (perf key), for {@code rating_difference}; empty until known. */
  private volatile Map<String, Integer> ourRatings = Map.of();
  /** Whether an engine plays a game of a variant (the server's key) at a speed; every one until told. */
  private volatile BiPredicate<String, String> playable = (variant, speed) -> true;

  public ChallengePolicy(ChallengeConfig config) {
    this.config = config;
  }

  /** Judges by {@code lists} too (the block and allow lists at URLs). */
  public void onlineLists(OnlineUserLists lists) {
    onlineLists = lists;
  }

  /**
   * Declines, with {@code variant}, a challenge whose variant (the server's key) at its speed no
   * configured engine plays, as {@code playable} says.
   */
  public void playable(BiPredicate<String, String> playable) {
    this.playable = playable;
  }

  /** Our ratings by rating category (perf key: bullet, blitz, chess960, ...). */
  public void ourRatings(Map<String, Integer> ratings) {
    ourRatings = Map.copyOf(ratings);
  }

  /** Judges by the filters, kinds of challenger, local lists and accept_rematch of {@code fresh} from now on. */
  public void refilter(ChallengeConfig fresh) {
    config = fresh;
  }

  /** The verdict on {@code challenge}. */
  public ChallengeVerdict judge(Challenge challenge) {
    ChallengeConfig config = this.config;
    ChallengeUser challenger = challenge.challenger();
    String id = challenger == null || challenger.id() == null ? "" : challenger.id().toLowerCase(Locale.ROOT);
    OnlineUserLists online = onlineLists;
    if (config.blockList().contains(id) || online != null && online.blocks(id)) {
      return ChallengeVerdict.decline(DeclineReason.GENERIC, id + " is on the block list");
    }
    boolean allowLists = !config.allowList().isEmpty() || online != null && online.hasAllowList();
    if (allowLists && !config.allowList().contains(id) && !(online != null && online.allows(id))) {
      return ChallengeVerdict.decline(DeclineReason.GENERIC, id + " is not on the allow list");
    }
    boolean bot = challenger != null && challenger.isBot();
    if (bot && !config.acceptBots()) {
      return ChallengeVerdict.decline(DeclineReason.NO_BOT, "bots are not accepted");
    }
    if (!bot && !config.acceptHumans()) {
      return ChallengeVerdict.decline(DeclineReason.ONLY_BOT, "humans are not accepted");
    }
    ChallengeFilter filter = config.filterFor(bot);
    ChallengeVerdict variant = judgeVariant(filter, challenge.variant() == null ? "standard"
        : challenge.variant().key(), challenge.speed());
    if (variant != null) {
      return variant;
    }
    ChallengeVerdict clock = judgeTimeControl(filter, challenge);
    if (clock != null) {
      return clock;
    }
    if (challenge.rated() && !filter.acceptRated()) {
      return ChallengeVerdict.decline(DeclineReason.CASUAL, "rated games are not accepted");
    }
    if (!challenge.rated() && !filter.acceptCasual()) {
      return ChallengeVerdict.decline(DeclineReason.RATED, "casual games are not accepted");
    }
    ChallengeVerdict rating = judgeRating(filter, challenge);
    if (rating != null) {
      return rating;
    }
    if (challenge.rematchOf() != null && !config.acceptRematch()) {
      return ChallengeVerdict.decline(DeclineReason.GENERIC, "rematches are not accepted (accept_rematch)");
    }
    return ChallengeVerdict.ACCEPT;
  }

  private ChallengeVerdict judgeRating(ChallengeFilter filter, Challenge challenge) {
    Integer rating = challenge.challenger() == null ? null : challenge.challenger().rating();
    if (rating == null) {
      return null;
    }
    if (rating < filter.minRating() || rating > filter.maxRating()) {
      return ChallengeVerdict.decline(DeclineReason.GENERIC, "rating " + rating + " is outside "
          + filter.minRating() + ".." + filter.maxRating());
    }
    String category = challenge.perf() != null && challenge.perf().key() != null ? challenge.perf().key()
        : challenge.speed();
    Integer ours = category == null ? null : ourRatings.get(category);
    if (filter.ratingDifference() > 0 && ours != null && Math.abs(rating - ours) > filter.ratingDifference()) {
      return ChallengeVerdict.decline(DeclineReason.GENERIC, "rating " + rating + " is more than "
          + filter.ratingDifference() + " from ours (" + ours + " in " + category + ")");
    }
    return null;
  }

  private ChallengeVerdict judgeVariant(ChallengeFilter filter, String key, String speed) {
    if (filter.variants().contains(key)) {
      return playable.test(key, speed) ? null : ChallengeVerdict.decline(DeclineReason.VARIANT,
          "no configured engine plays " + key + (speed == null ? "" : " at " + speed) + " (see the log at start)");
    }
    // "standard" tells a variant challenger we play only normal chess; "variant" that this one is out.
    if (filter.variants().equals(List.of("standard"))) {
      return ChallengeVerdict.decline(DeclineReason.STANDARD, "only standard chess is accepted, not " + key);
    }
    return ChallengeVerdict.decline(DeclineReason.VARIANT, "variant " + key + " is not accepted");
  }

  private static ChallengeVerdict judgeTimeControl(ChallengeFilter filter, Challenge challenge) {
    var control = challenge.timeControl();
    if (control == null || !control.isClock()) {
      if (!filter.acceptsCorrespondence()) {
        return ChallengeVerdict.decline(DeclineReason.TOO_SLOW,
            "correspondence and unlimited games are not accepted (challenge.speeds has no correspondence)");
      }
      Integer days = control == null ? null : control.daysPerTurn();
      if (days != null && days < filter.minDays()) {
        return ChallengeVerdict.decline(DeclineReason.TOO_FAST, days + " days per move is below min_days "
            + filter.minDays());
      }
      if (days != null && days > filter.maxDays()) {
        return ChallengeVerdict.decline(DeclineReason.TOO_SLOW, days + " days per move is above max_days "
            + filter.maxDays());
      }
      return null;
    }
    ChallengeVerdict speed = judgeSpeed(filter, challenge.speed());
    if (speed != null) {
      return speed;
    }
    int initial = control.limit() == null ? 0 : control.limit();
    int increment = control.increment() == null ? 0 : control.increment();
    String shown = new ClockSetting(initial, increment).toString();
    if (initial < filter.minInitialSeconds() || increment < filter.minIncrementSeconds()) {
      return ChallengeVerdict.decline(DeclineReason.TOO_FAST, shown + " is below the minimum "
          + filter.minInitialSeconds() + " s + " + filter.minIncrementSeconds() + " s");
    }
    if (initial > filter.maxInitialSeconds() || increment > filter.maxIncrementSeconds()) {
      return ChallengeVerdict.decline(DeclineReason.TOO_SLOW, shown + " is above the maximum "
          + filter.maxInitialSeconds() + " s + " + filter.maxIncrementSeconds() + " s");
    }
    long minutes = ChallengeFilter.estimatedGameMinutes(initial, increment);
    if (filter.maxEstimatedGameDuration() > 0 && minutes > filter.maxEstimatedGameDuration()) {
      return ChallengeVerdict.decline(DeclineReason.TOO_SLOW, shown + " lasts about " + minutes
          + " min, above max_estimated_game_duration " + filter.maxEstimatedGameDuration() + " min");
    }
    if (filter.bulletRequiresIncrement() && increment == 0
        && ("bullet".equals(challenge.speed()) || "ultraBullet".equals(challenge.speed()))) {
      return ChallengeVerdict.decline(DeclineReason.TOO_FAST, shown + " is bullet without increment "
          + "(bullet_requires_increment)");
    }
    if (!filter.timeControls().isEmpty()
        && !filter.timeControls().contains(new ClockSetting(initial, increment))) {
      return ChallengeVerdict.decline(DeclineReason.TIME_CONTROL, shown + " is not one of "
          + filter.timeControls());
    }
    return null;
  }

  private static ChallengeVerdict judgeSpeed(ChallengeFilter filter, String speed) {
    if (speed == null || filter.speeds().contains(speed)) {
      return null;
    }
    List<String> all = ChallengeConfig.SPEEDS;
    int rank = all.indexOf(speed);
    int fastestAccepted = filter.speeds().stream().mapToInt(all::indexOf).min().orElse(Integer.MAX_VALUE);
    int slowestAccepted = filter.speeds().stream().mapToInt(all::indexOf).max().orElse(-1);
    if (rank >= 0 && rank < fastestAccepted) {
      return ChallengeVerdict.decline(DeclineReason.TOO_FAST, speed + " is faster than every accepted speed");
    }
    if (rank > slowestAccepted) {
      return ChallengeVerdict.decline(DeclineReason.TOO_SLOW, speed + " is slower than every accepted speed");
    }
    return ChallengeVerdict.decline(DeclineReason.TIME_CONTROL, speed + " is not an accepted speed");
  }
}
