package dev.zeitnot.bot.chat;

import dev.zeitnot.config.CommandsConfig;
import java.util.function.LongSupplier;

/**
 * What every game's chat shares: the commands' config, the one {@link ChatSender} and the view of
 * the challenges waiting (set by the bot once its queue exists). Hands each game its
 * {@link ChatCommands}.
 */
public final class ChatDesk {

  private final CommandsConfig config;
  private final ChatSender sender;
  private volatile WaitingChallenges waiting;

  public ChatDesk(CommandsConfig config, ChatSender sender, WaitingChallenges waiting) {
    this.config = config;
    this.sender = sender;
    this.waiting = waiting;
  }

  public ChatSender sender() {
    return sender;
  }

  /** From now on {@code !queue} shows {@code view}. */
  public void showWaiting(WaitingChallenges view) {
    this.waiting = view;
  }

  /** The commands of game {@code gameId}, answering from {@code facts}. */
  public ChatCommands forGame(String gameId, GameFacts facts, LongSupplier nanoClock) {
    return new ChatCommands(config, gameId, facts, () -> waiting.describe(), sender, nanoClock);
  }
}
