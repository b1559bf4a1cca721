package dev.zeitnot.bot.chat;

import dev.zeitnot.lichess.ChatRoom;
import dev.zeitnot.lichess.LichessApi;
import dev.zeitnot.lichess.LichessException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sends chat lines from its own thread, one at a time, so no game's session (and no move) ever
 * waits for a chat request or its rate limit. A full queue drops the line (it is only chat).
 */
public final class ChatSender implements AutoCloseable {

  private static final Logger log = LoggerFactory.getLogger(ChatSender.class);

  private final LichessApi api;
  private final ThreadPoolExecutor executor;

  public ChatSender(LichessApi api) {
    this.api = api;
    this.executor = new ThreadPoolExecutor(1, 1, 30, TimeUnit.SECONDS, new ArrayBlockingQueue<>(64),
        runnable -> {
          Thread thread = new Thread(runnable, "chat-sender");
          thread.setDaemon(true);
          return thread;
        });
    executor.allowCoreThreadTimeOut(true); // no thread lingers while nobody chats
  }

  /** Queues {@code text} for the room of the game; returns at once. */
  public void send(String gameId, ChatRoom room, String text) {
    try {
      executor.execute(() -> {
        try {
          api.sendChat(gameId, room, text);
        } catch (LichessException e) {
          log.warn("game {}: could not answer in the chat ({})", gameId, e.getMessage());
        }
      });
    } catch (RejectedExecutionException e) {
      log.debug("game {}: chat answer dropped, the queue is full or closed", gameId);
    }
  }

  @Override
  public void close() {
    executor.shutdownNow();
  }
}
