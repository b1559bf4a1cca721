package dev.zeitnot.bot.control;

import dev.zeitnot.bot.challenge.ChallengePolicy;
import dev.zeitnot.bot.challenge.ChallengeQueueView;
import dev.zeitnot.bot.challenge.ChallengeSeries;
import dev.zeitnot.bot.challenge.Matchmaker;
import dev.zeitnot.bot.challenge.WaitingChallenge;
import dev.zeitnot.config.BotConfig;
import dev.zeitnot.config.ClockSetting;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The bot's side of {@link BotControl}: matchmaking, the challenge queue, the owner's series, the config reload. */
public final class OwnerControl implements BotControl {

  private static final Logger log = LoggerFactory.getLogger(OwnerControl.class);
  /** Lichess user names: 2 to 30 letters, digits, {@code _} and {@code -}. */
  private static final Pattern USER_NAME = Pattern.compile("[A-Za-z0-9_-]{2,30}");
  /** The most games one series may ask for. */
  static final int MAX_GAMES = 100;

  private final Matchmaker matchmaker;
  private final ChallengeQueueView queue;
  private final ChallengeSeries series;
  private final ConfigReload reload;

  /** {@code matchmaker}: null when matchmaking is off in {@code started}, the config the bot started with. */
  public OwnerControl(Matchmaker matchmaker, ChallengeQueueView queue, ChallengeSeries series, BotConfig started,
      ChallengePolicy policy) {
    this.matchmaker = matchmaker;
    this.queue = queue;
    this.series = series;
    this.reload = new ConfigReload(started, policy);
  }

  @Override
  public String pause() {
    if (matchmaker == null) {
      return "matchmaking is off in the config (matchmaking.enabled: false); nothing to pause";
    }
    matchmaker.pauseByOwner();
    log.info("matchmaking paused by the owner");
    return "matchmaking paused: no new challenge until resume";
  }

  @Override
  public String resume() {
    if (matchmaker == null) {
      return "matchmaking is off in the config (matchmaking.enabled: false); nothing to resume";
    }
    matchmaker.resumeByOwner();
    log.info("matchmaking resumed by the owner");
    return "matchmaking resumed: " + matchmaker.state();
  }

  @Override
  public String queue() {
    List<WaitingChallenge> waiting = queue.waiting();
    if (waiting.isEmpty()) {
      return "no challenge is waiting";
    }
    return waiting.stream().map(w -> w.id() + " " + w.challenger() + (w.rating() == null ? "" : " (" + w.rating()
        + ")") + " " + w.timeControl() + ", waiting " + w.waitedMs() / 1000 + " s" + (w.rematch() ? ", rematch" : ""))
        .collect(Collectors.joining("\n"));
  }

  @Override
  public String challenge(String opponent, int games, ClockSetting clock) {
    if (!USER_NAME.matcher(opponent).matches()) {
      throw new IllegalArgumentException("\"" + opponent + "\" is not a Lichess user name");
    }
    if (games < 1 || games > MAX_GAMES) {
      throw new IllegalArgumentException("games must be 1 to " + MAX_GAMES + ", not " + games);
    }
    return series.order(opponent, games, clock);
  }

  @Override
  public String reload(BotConfig fresh) {
    return reload.apply(fresh);
  }
}
