package dev.zeitnot.bot.game;

import dev.zeitnot.config.Messages;
import dev.zeitnot.lichess.ChatRoom;
import dev.zeitnot.lichess.model.ChatLine;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The game's chat: the configured greeting and goodbye lines, and the lines others write. */
final class SessionChat {

  private static final Logger log = LoggerFactory.getLogger(GameSession.class);

  private final GameCommands commands;
  private final String opponent;

  SessionChat(GameCommands commands, String opponent) {
    this.commands = commands;
    this.opponent = opponent;
  }

  /** Sends each room's line of {@code messages} (a blank line is not sent). */
  void say(Messages messages) {
    for (ChatRoom room : ChatRoom.values()) {
      String text = messages.forRoom(room.key(), opponent);
      if (!text.isBlank()) {
        commands.chat(room, text);
      }
    }
  }

  /** A line someone wrote in the game's chat. */
  void heard(ChatLine line) {
    log.debug("chat [{}] {}: {}", line.room(), line.username(), line.text());
  }
}
