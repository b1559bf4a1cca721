package dev.zeitnot.bot.game;

import dev.zeitnot.lichess.ChatRoom;
import dev.zeitnot.lichess.LichessApi;
import dev.zeitnot.lichess.LichessException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The server commands of one game whose failure must not end it (draw, resign, abort, claim,
 * chat): a failure is logged and the game goes on.
 */
final class GameCommands {

  private static final Logger log = LoggerFactory.getLogger(GameSession.class);

  private final LichessApi api;
  private final String gameId;

  GameCommands(LichessApi api, String gameId) {
    this.api = api;
    this.gameId = gameId;
  }

  void acceptDraw() {
    call("accept the draw", () -> api.draw(gameId, true));
  }

  void resign() {
    call("resign", () -> api.resign(gameId));
  }

  void abort() {
    call("abort", () -> api.abort(gameId));
  }

  void claimVictory() {
    call("claim victory", () -> api.claimVictory(gameId));
  }

  void chat(ChatRoom room, String text) {
    call("chat", () -> api.sendChat(gameId, room, text));
  }

  private static void call(String what, Runnable command) {
    try {
      command.run();
    } catch (LichessException e) {
      log.warn("could not {} ({})", what, e.getMessage());
    }
  }
}
