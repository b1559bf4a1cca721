package dev.zeitnot.bot.game;

import dev.zeitnot.bot.chat.ChatCommands;
import dev.zeitnot.bot.chat.GameFacts;
import dev.zeitnot.bot.chat.Machine;
import dev.zeitnot.config.Messages;
import dev.zeitnot.lichess.ChatRoom;
import dev.zeitnot.lichess.model.ChatLine;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The game's chat: the configured greeting and goodbye lines (sent with the game's other
 * commands, off the session's thread), and the chat commands others write (answered through the
 * shared sender, never from the session's thread).
 */
final class SessionChat {

  private static final Logger log = LoggerFactory.getLogger(GameSession.class);

  private final GameCommands server;
  private final String opponent;
  private final GameFacts facts;
  private final ChatCommands commands;

  SessionChat(GameCommands server, String opponent, GameFacts facts, ChatCommands commands) {
    this.server = server;
    this.opponent = opponent;
    this.facts = facts;
    this.commands = commands;
  }

  /** Sends each room's line of {@code messages} (a blank line is not sent), its placeholders filled in. */
  void say(Messages messages) {
    String me = facts.ourName();
    Map<String, String> values = Map.of("opponent", opponent, "me", me == null ? "zeitnot" : me,
        "engine", facts.engineName(), "cpu", Machine.cpu(), "ram", Machine.ram());
    for (ChatRoom room : ChatRoom.values()) {
      String text = messages.forRoom(room.key(), values);
      if (!text.isBlank()) {
        server.chat(room, text);
      }
    }
  }

  /** A line someone wrote in the game's chat: answered when it is a chat command. */
  void heard(ChatLine line) {
    log.debug("chat [{}] {}: {}", line.room(), line.username(), line.text());
    commands.heard(line.room(), line.username(), line.text());
  }
}
