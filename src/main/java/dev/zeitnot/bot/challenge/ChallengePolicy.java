package dev.zeitnot.bot.challenge;

import dev.zeitnot.config.ChallengeConfig;
import dev.zeitnot.config.ClockSetting;
import dev.zeitnot.lichess.DeclineReason;
import dev.zeitnot.lichess.model.Challenge;
import dev.zeitnot.lichess.model.ChallengeUser;
import java.util.List;
import java.util.Locale;

/**
 * Decides whether a challenge is wanted, filter by filter, and picks the decline reason that
 * tells the challenger what to change (too fast, rated, variant...). Checks run from who asks to
 * what game, so the reason is the most useful one. Whether there is room for it now is not its
 * business: a wanted challenge waits for a free slot (see {@code bot.challenge.ChallengeDesk}).
 */
public final class ChallengePolicy {

  private final ChallengeConfig config;

  public ChallengePolicy(ChallengeConfig config) {
    this.config = config;
  }

  /** The verdict on {@code challenge}. */
  public ChallengeVerdict judge(Challenge challenge) {
    ChallengeUser challenger = challenge.challenger();
    String id = challenger == null || challenger.id() == null ? "" : challenger.id().toLowerCase(Locale.ROOT);
    if (config.blockList().contains(id)) {
      return ChallengeVerdict.decline(DeclineReason.GENERIC, id + " is on the block list");
    }
    if (!config.allowList().isEmpty() && !config.allowList().contains(id)) {
      return ChallengeVerdict.decline(DeclineReason.GENERIC, id + " is not on the allow list");
    }
    boolean bot = challenger != null && challenger.isBot();
    if (bot && !config.acceptBots()) {
      return ChallengeVerdict.decline(DeclineReason.NO_BOT, "bots are not accepted");
    }
    if (!bot && !config.acceptHumans()) {
      return ChallengeVerdict.decline(DeclineReason.ONLY_BOT, "humans are not accepted");
    }
    ChallengeVerdict variant = judgeVariant(challenge.variant() == null ? "standard" : challenge.variant().key());
    if (variant != null) {
      return variant;
    }
    ChallengeVerdict clock = judgeTimeControl(challenge);
    if (clock != null) {
      return clock;
    }
    if (challenge.rated() && !config.acceptRated()) {
      return ChallengeVerdict.decline(DeclineReason.CASUAL, "rated games are not accepted");
    }
    if (!challenge.rated() && !config.acceptCasual()) {
      return ChallengeVerdict.decline(DeclineReason.RATED, "casual games are not accepted");
    }
    Integer rating = challenger == null ? null : challenger.rating();
    if (rating != null && (rating < config.minRating() || rating > config.maxRating())) {
      return ChallengeVerdict.decline(DeclineReason.GENERIC, "rating " + rating + " is outside "
          + config.minRating() + ".." + config.maxRating());
    }
    if (challenge.rematchOf() != null && !config.acceptRematch()) {
      return ChallengeVerdict.decline(DeclineReason.GENERIC, "rematches are not accepted (accept_rematch)");
    }
    return ChallengeVerdict.ACCEPT;
  }

  private ChallengeVerdict judgeVariant(String key) {
    if (config.variants().contains(key)) {
      return null;
    }
    // "standard" tells a variant challenger we play only normal chess; "variant" that this one is out.
    if (config.variants().equals(List.of("standard"))) {
      return ChallengeVerdict.decline(DeclineReason.STANDARD, "only standard chess is accepted, not " + key);
    }
    return ChallengeVerdict.decline(DeclineReason.VARIANT, "variant " + key + " is not accepted");
  }

  private ChallengeVerdict judgeTimeControl(Challenge challenge) {
    var control = challenge.timeControl();
    if (control == null || !control.isClock()) {
      return config.acceptsCorrespondence() ? null : ChallengeVerdict.decline(DeclineReason.TOO_SLOW,
          "correspondence and unlimited games are not accepted (challenge.speeds has no correspondence)");
    }
    ChallengeVerdict speed = judgeSpeed(challenge.speed());
    if (speed != null) {
      return speed;
    }
    int initial = control.limit() == null ? 0 : control.limit();
    int increment = control.increment() == null ? 0 : control.increment();
    String shown = new ClockSetting(initial, increment).toString();
    if (initial < config.minInitialSeconds() || increment < config.minIncrementSeconds()) {
      return ChallengeVerdict.decline(DeclineReason.TOO_FAST, shown + " is below the minimum "
          + config.minInitialSeconds() + " s + " + config.minIncrementSeconds() + " s");
    }
    if (initial > config.maxInitialSeconds() || increment > config.maxIncrementSeconds()) {
      return ChallengeVerdict.decline(DeclineReason.TOO_SLOW, shown + " is above the maximum "
          + config.maxInitialSeconds() + " s + " + config.maxIncrementSeconds() + " s");
    }
    if (!config.timeControls().isEmpty()
        && !config.timeControls().contains(new ClockSetting(initial, increment))) {
      return ChallengeVerdict.decline(DeclineReason.TIME_CONTROL, shown + " is not one of "
          + config.timeControls());
    }
    return null;
  }

  private ChallengeVerdict judgeSpeed(String speed) {
    if (speed == null || config.speeds().contains(speed)) {
      return null;
    }
    List<String> all = ChallengeConfig.SPEEDS;
    int rank = all.indexOf(speed);
    int fastestAccepted = config.speeds().stream().mapToInt(all::indexOf).min().orElse(Integer.MAX_VALUE);
    int slowestAccepted = config.speeds().stream().mapToInt(all::indexOf).max().orElse(-1);
    if (rank >= 0 && rank < fastestAccepted) {
      return ChallengeVerdict.decline(DeclineReason.TOO_FAST, speed + " is faster than every accepted speed");
    }
    if (rank > slowestAccepted) {
      return ChallengeVerdict.decline(DeclineReason.TOO_SLOW, speed + " is slower than every accepted speed");
    }
    return ChallengeVerdict.decline(DeclineReason.TIME_CONTROL, speed + " is not an accepted speed");
  }
}
