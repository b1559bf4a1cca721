package dev.zeitnot.arena.opponents;

import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.games.GameSnapshot;
import dev.zeitnot.arena.games.GameViewer;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An arena opponent sitting at one game: it follows the game like a stream would and, each time
 * it is to move, asks its {@link ArenaPlayer} on a worker thread and plays the answer (or, when the
 * other side offers a draw, first asks whether to accept it). An illegal answer is replaced by a
 * random legal move so a faulty engine cannot hang the game.
 */
final class OpponentSeat implements GameViewer {

  private static final Logger LOG = LoggerFactory.getLogger(OpponentSeat.class);

  private final ArenaGame game;
  private final ArenaAccount account;
  private final ArenaPlayer opponent;
  private final ExecutorService workers;
  private final AtomicBoolean thinking = new AtomicBoolean();
  private final AtomicBoolean closed = new AtomicBoolean();
  private final Random random = new Random();

  OpponentSeat(ArenaGame game, ArenaAccount account, ArenaPlayer opponent, ExecutorService workers) {
    this.game = game;
    this.account = account;
    this.opponent = opponent;
    this.workers = workers;
  }

  /** Sits down: follows the game and moves if it is already its turn. */
  void sit() {
    if (game.follow(this)) {
      wakeUp();
    } else {
      close();
    }
  }

  @Override
  public ArenaAccount account() {
    return account;
  }

  @Override
  public boolean alwaysPresent() {
    return true;
  }

  @Override
  public void send(ObjectNode line) {
    if ("gameState".equals(line.path("type").asText())) {
      wakeUp();
    }
  }

  @Override
  public void close() {
    if (closed.compareAndSet(false, true)) {
      workers.execute(opponent::close);
    }
  }

  private void wakeUp() {
    if (!closed.get() && game.isTurnOf(account) && thinking.compareAndSet(false, true)) {
      workers.execute(this::play);
    }
  }

  private void play() {
    try {
      GameSnapshot snapshot = game.snapshot();
      if (snapshot.status().isOver() || !game.isTurnOf(account)) {
        return;
      }
      if (snapshot.drawOfferedToSideToMove() && opponent.acceptsDraw(snapshot)) {
        game.draw(account, true);
        return;
      }
      String move = opponent.chooseMove(snapshot);
      Optional<String> error = move == null ? Optional.of("no move")
          : game.move(account, move, null);
      if (error.isPresent() && game.isTurnOf(account)) {
        LOG.warn("Game {}: {} answered {} ({}); playing a random move", game.id(),
            account.username(), move, error.get());
        String fallback = RandomOpponent.randomMove(game.snapshot(), random);
        if (fallback != null) {
          game.move(account, fallback, null);
        }
      }
    } catch (RuntimeException e) {
      LOG.error("Game {}: {} failed to move", game.id(), account.username(), e);
    } finally {
      thinking.set(false);
    }
    if (game.isTurnOf(account)) {
      wakeUp();
    }
  }
}
