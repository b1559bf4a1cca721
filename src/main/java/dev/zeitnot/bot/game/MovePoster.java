package dev.zeitnot.bot.game;

import dev.zeitnot.bot.clock.RoundTripMeter;
import dev.zeitnot.lichess.LichessException;
import dev.zeitnot.lichess.RateLimitedException;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Posts a game's moves to the server: never twice for the same ply, unless the server refused
 * the move and the game has been re-read since (then at most {@link #MAX_POSTS_PER_PLY} times);
 * a rate-limited move waits for the gate and goes again while the game still waits for it.
 */
final class MovePoster {

  private static final Logger log = LoggerFactory.getLogger(GameSession.class);
  /** A refused or failed move is tried again (after re-reading the game) at most this often per ply. */
  static final int MAX_POSTS_PER_PLY = 3;
  /** A rate-limited move waits for the gate and goes again at most this often. */
  static final int MAX_RATE_LIMITED_POSTS = 5;

  private final SessionContext context;
  private final String gameId;
  private final SessionInbox inbox;
  private final RoundTripMeter roundTrips;
  private final BooleanSupplier ending;
  private final LongSupplier nanoClock;
  private int postedPly = -1;
  private int postsAtPly;
  /** After a refused move: states from this subscription on may move again at the same ply (-1: none). */
  private int repostGeneration = -1;

  MovePoster(SessionContext context, String gameId, SessionInbox inbox, RoundTripMeter roundTrips,
      BooleanSupplier ending) {
    this.context = context;
    this.gameId = gameId;
    this.inbox = inbox;
    this.roundTrips = roundTrips;
    this.ending = ending;
    this.nanoClock = context.nanoClock();
  }

  /** Whether a state of subscription {@code generation} at {@code ply} may get a move from us. */
  boolean mayMove(int ply, int generation) {
    if (ply == postedPly && !(repostGeneration >= 0 && generation >= repostGeneration
        && postsAtPly < MAX_POSTS_PER_PLY)) {
      return false;
    }
    repostGeneration = -1;
    return true;
  }

  /**
   * Posts {@code uci} for {@code ply}; returns when it was posted (its nano time), or 0 when the
   * server did not take it. Any refusal but a rate limit re-reads the game: the next state decides.
   */
  long post(int ply, String uci, long clockAtReceiptMs, long receivedNanos) {
    postsAtPly = ply == postedPly ? postsAtPly + 1 : 1;
    postedPly = ply;
    for (int attempt = 1; ; attempt++) {
      long postedNanos = nanoClock.getAsLong();
      roundTrips.posting(ply, clockAtReceiptMs, receivedNanos, postedNanos);
      try {
        context.api().move(gameId, uci, () -> stillAwaited(ply));
        return postedNanos;
      } catch (RateLimitedException e) {
        roundTrips.refused();
        long waitMs = e.retryAfter().toMillis();
        log.warn("moves are rate-limited; posting {} again in {} ms", uci, waitMs);
        if (attempt >= MAX_RATE_LIMITED_POSTS || !waitWhileAwaited(waitMs, ply)) {
          return 0;
        }
      } catch (LichessException e) {
        roundTrips.refused();
        log.warn("move {} not accepted ({}); re-reading the game", uci, e.getMessage());
        repostGeneration = inbox.subscribe(context.api(), gameId);
        return 0;
      }
    }
  }

  /** Whether the move for {@code ply} is still awaited: no queued input has gone past it. */
  private boolean stillAwaited(int ply) {
    return !ending.getAsBoolean() && !inbox.overtakes(ply);
  }

  /** Sleeps up to {@code millis}; false as soon as the move for {@code ply} is no longer awaited. */
  private boolean waitWhileAwaited(long millis, int ply) {
    long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
    try {
      while (System.nanoTime() < end) {
        if (!stillAwaited(ply)) {
          return false;
        }
        Thread.sleep(Math.min(20, Math.max(1, (end - System.nanoTime()) / 1_000_000)));
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
    return stillAwaited(ply);
  }
}
