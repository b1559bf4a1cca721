package dev.zeitnot.bot.game;

import dev.zeitnot.lichess.LichessApi;
import dev.zeitnot.lichess.LichessHttpException;
import dev.zeitnot.lichess.Received;
import dev.zeitnot.lichess.StreamListener;
import dev.zeitnot.lichess.StreamSubscription;
import dev.zeitnot.lichess.model.GameFull;
import dev.zeitnot.lichess.model.GameInfo;
import dev.zeitnot.lichess.model.GameState;
import dev.zeitnot.lichess.model.GameStreamEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Everything a game session reacts to, in arrival order: the game stream's events (each tagged
 * with the subscription it came from, so a state read after a re-subscription can be told from
 * a stale one) and the messages of other threads (game over, end now).
 */
final class SessionInbox {

  /** One thing to react to. */
  sealed interface Input permits StreamInput, FinishInput, ForceEndInput, FailedInput {}

  /** A stream event; {@code generation} numbers the subscription it came from, from 1. */
  record StreamInput(Received<GameStreamEvent> received, int generation) implements Input {}

  /** The event stream said the game is over. */
  record FinishInput(GameInfo info) implements Input {}

  /** End the game now (second shutdown signal). */
  record ForceEndInput() implements Input {}

  /** The server refused the game stream for good. */
  record FailedInput(LichessHttpException failure) implements Input {}

  private final BlockingQueue<Input> inputs = new LinkedBlockingQueue<>();
  private final Runnable onConnected;
  private StreamSubscription subscription;
  private int generation;

  /** An inbox that runs {@code onConnected} each time its game stream (re)connects. */
  SessionInbox(Runnable onConnected) {
    this.onConnected = onConnected;
  }

  /** (Re)opens the game stream, closing the previous one; returns the new generation. */
  int subscribe(LichessApi api, String gameId) {
    close();
    int current = ++generation;
    subscription = api.streamGame(gameId, new StreamListener<>() {
      @Override
      public void onEvent(Received<GameStreamEvent> received) {
        inputs.add(new StreamInput(received, current));
      }

      @Override
      public void onConnected() {
        onConnected.run();
      }

      @Override
      public void onFailed(LichessHttpException failure) {
        inputs.add(new FailedInput(failure));
      }
    });
    return current;
  }

  void add(Input input) {
    inputs.add(input);
  }

  /** Waits up to {@code timeoutMs} for input, then returns everything queued (empty if none came). */
  List<Input> next(long timeoutMs) throws InterruptedException {
    List<Input> batch = new ArrayList<>();
    Input first = inputs.poll(timeoutMs, TimeUnit.MILLISECONDS);
    if (first != null) {
      batch.add(first);
      inputs.drainTo(batch);
    }
    return batch;
  }

  /**
   * Whether something already queued makes a move for {@code ply} pointless: a state past it, a
   * game over, an order to end. Safe from any thread (the move retries ask it).
   */
  boolean overtakes(int ply) {
    for (Input input : inputs) {
      if (input instanceof FinishInput || input instanceof ForceEndInput) {
        return true;
      }
      GameState state = input instanceof StreamInput stream ? stateOf(stream.received().event()) : null;
      if (state != null
          && (state.moveList().size() > ply || (state.status() != null && state.status().isOver()))) {
        return true;
      }
    }
    return false;
  }

  /** The game's state an event tells, whole (a re-read after a reconnection) or as news; null if none. */
  private static GameState stateOf(GameStreamEvent event) {
    if (event instanceof GameFull full) {
      return full.state();
    }
    return event instanceof GameState state ? state : null;
  }

  void close() {
    if (subscription != null) {
      subscription.close();
    }
  }
}
