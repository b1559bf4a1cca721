package dev.zeitnot.bot.chat;

import dev.zeitnot.config.CommandsConfig;
import java.util.function.LongSupplier;

/**
 * What every game's chat shares: the commands' config, the one {@link ChatSender} and the view of
 * the challenges waiting. Hands each game its {@link ChatCommands}.
 */
public record ChatDesk(CommandsConfig config, ChatSender sender, WaitingChallenges waiting) {

  /** The commands of game {@code gameId}, answering from {@code facts}. */
  public ChatCommands forGame(String gameId, GameFacts facts, LongSupplier nanoClock) {
    return new ChatCommands(config, gameId, facts, waiting, sender, nanoClock);
  }
}
