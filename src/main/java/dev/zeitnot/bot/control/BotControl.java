package dev.zeitnot.bot.control;

import dev.zeitnot.config.BotConfig;
import dev.zeitnot.config.ClockSetting;

/**
 * What the owner may ask of the running bot without a restart ({@code zeitnot control}); every
 * answer is a line or two of text for the owner's terminal.
 */
public interface BotControl {

  /** Matchmaking sends no new challenge until {@link #resume()}. */
  String pause();

  /** Matchmaking challenges again when its conditions hold. */
  String resume();

  /** The challenges waiting for a free slot, one a line, in the order they will be accepted. */
  String queue();

  /**
   * Challenges {@code opponent} to {@code games} casual standard games at {@code clock}, one after
   * the other.
   *
   * @throws IllegalArgumentException when {@code opponent} is no user name or {@code games} is out of range
   */
  String challenge(String opponent, int games, ClockSetting clock);

  /**
   * Applies what of {@code fresh} (the config file read again) can change while the bot runs, and
   * says what else changed and needs a restart.
   */
  String reload(BotConfig fresh);
}
