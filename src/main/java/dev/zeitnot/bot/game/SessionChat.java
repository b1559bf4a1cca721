package dev.zeitnot.bot.game;

import dev.zeitnot.bot.chat.ChatCommands;
import dev.zeitnot.bot.chat.ChatSender;
import dev.zeitnot.config.Messages;
import dev.zeitnot.lichess.ChatRoom;
import dev.zeitnot.lichess.model.ChatLine;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The game's chat: the configured greeting and goodbye lines, and the commands others write.
 * Every line goes out through the {@link ChatSender}, never from the session's own thread.
 */
final class SessionChat {

  private static final Logger log = LoggerFactory.getLogger(GameSession.class);

  private final ChatSender sender;
  private final String gameId;
  private final String opponent;
  private final ChatCommands commands;

  SessionChat(ChatSender sender, String gameId, String opponent, ChatCommands commands) {
    this.sender = sender;
    this.gameId = gameId;
    this.opponent = opponent;
    this.commands = commands;
  }

  /** Sends each room's line of {@code messages} (a blank line is not sent). */
  void say(Messages messages) {
    for (ChatRoom room : ChatRoom.values()) {
      String text = messages.forRoom(room.key(), opponent);
      if (!text.isBlank()) {
        sender.send(gameId, room, text);
      }
    }
  }

  /** A line someone wrote in the game's chat: answered when it is a chat command. */
  void heard(ChatLine line) {
    log.debug("chat [{}] {}: {}", line.room(), line.username(), line.text());
    commands.heard(line.room(), line.username(), line.text());
  }
}
