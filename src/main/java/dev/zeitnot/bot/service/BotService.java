package dev.zeitnot.bot.service;

import dev.zeitnot.lichess.model.EventStreamEvent;
import java.time.Duration;

/**
 * A job of the bot beside its games (the challenge queue, matchmaking, tournaments, the
 * correspondence check-in, the slot check), behind narrow ports: ticked on its own period once the
 * bot is connected, told of every event and of each (re)connect of the event stream, stopped when
 * the owner stops the bot. The bot runs every port on its command threads, so a slow service never
 * holds up the event stream, and a failing one is logged and ticked again.
 */
public interface BotService {

  /** For the logs: what this service does. */
  String name();

  /** How often {@link #tick} runs; zero or negative: never. */
  default Duration period() {
    return Duration.ZERO;
  }

  /** One step of the service's work. */
  default void tick() {}

  /** An event of the account's stream (challenges, game starts and finishes, ...). */
  default void onEvent(EventStreamEvent event) {}

  /** The event stream has (re)connected. */
  default void onConnected() {}

  /**
   * The owner stops the bot: no new work from now on. Called on a command thread at the first
   * request, and once more when the bot's run ends (so a stop still under way is waited for).
   */
  default void stop() {}

  /** A service that only runs {@code step} every {@code period}. */
  static BotService every(String name, Duration period, Runnable step) {
    return new BotService() {
      @Override
      public String name() {
        return name;
      }

      @Override
      public Duration period() {
        return period;
      }

      @Override
      public void tick() {
        step.run();
      }
    };
  }
}
