package dev.zeitnot.bot.game;

import dev.zeitnot.lichess.ChatRoom;
import dev.zeitnot.lichess.LichessApi;
import dev.zeitnot.lichess.LichessException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;

/**
 * The server commands of one game whose failure must not end it (draw, resign, abort, claim,
 * chat): a failure is logged and the game goes on. They run in order on a thread of their own
 * that exists only while commands are pending, so a slow server never holds up the session's
 * thread (which must be ready to move); {@link #finish} lets the last ones (the goodbye) go out.
 */
final class GameCommands {

  private static final Logger log = LoggerFactory.getLogger(GameSession.class);

  private final LichessApi api;
  private final String gameId;
  private final ThreadPoolExecutor runner;

  GameCommands(LichessApi api, String gameId) {
    this.api = api;
    this.gameId = gameId;
    this.runner = new ThreadPoolExecutor(0, 1, 5, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), task -> {
      Thread thread = new Thread(task, "game-" + gameId + "-commands");
      thread.setDaemon(true);
      return thread;
    });
  }

  void acceptDraw() {
    call("accept the draw", () -> api.draw(gameId, true));
  }

  void takeback(boolean accept) {
    call(accept ? "accept the takeback" : "decline the takeback", () -> api.takeback(gameId, accept));
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

  /** Lets the pending commands go out (waiting at most {@code timeoutMs}), then takes no more. */
  void finish(long timeoutMs) throws InterruptedException {
    runner.shutdown();
    if (!runner.awaitTermination(timeoutMs, TimeUnit.MILLISECONDS)) {
      log.warn("{} command(s) to the server still pending after {} ms; leaving them", runner.getQueue().size() + 1,
          timeoutMs);
      runner.shutdownNow();
    }
  }

  private void call(String what, Runnable command) {
    try {
      runner.execute(() -> {
        MDC.put(GameSession.MDC_KEY, gameId);
        try {
          command.run();
        } catch (LichessException e) {
          log.warn("could not {} ({})", what, e.getMessage());
        } catch (RuntimeException e) {
          log.error("could not {}", what, e);
        } finally {
          MDC.remove(GameSession.MDC_KEY);
        }
      });
    } catch (RejectedExecutionException e) {
      log.debug("not sending {}: the session has ended", what);
    }
  }
}
