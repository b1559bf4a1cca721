package dev.zeitnot.bot.game;

import dev.zeitnot.bot.clock.RoundTripMeter;
import dev.zeitnot.lichess.LichessException;
import dev.zeitnot.lichess.LichessHttpException;
import dev.zeitnot.lichess.RateLimitedException;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Posts a game's moves to the server: never twice for the same ply unless the game has been
 * re-read since. A move the server refused (4xx) is posted again after the re-read at most
 * {@link #MAX_POSTS_PER_PLY} times in all; one that failed on the network or with 5xx (after the
 * client's own retries) is re-read and posted again without counting, as the failure said nothing
 * of the move. A rate-limited move waits for its game's gate and goes again, as often as needed,
 * while the game still waits for it and our clock has not run out.
 */
final class MovePoster {

  private static final Logger log = LoggerFactory.getLogger(GameSession.class);
  /** A move the server refused is posted (after re-reading the game) at most this often per ply. */
  static final int MAX_POSTS_PER_PLY = 3;

  private final MoveContext context;
  private final String gameId;
  private final SessionInbox inbox;
  private final RoundTripMeter roundTrips;
  private final BooleanSupplier ending;
  private final LongSupplier nanoClock;
  private int postedPly = -1;
  /** Posts at {@link #postedPly} the server refused (4xx), plus the one in flight. */
  private int postsAtPly;
  /** After a refused move: states from this subscription on may move again at the same ply (-1: none). */
  private int repostGeneration = -1;

  MovePoster(MoveContext context, String gameId, SessionInbox inbox, RoundTripMeter roundTrips,
      BooleanSupplier ending) {
    this.context = context;
    this.gameId = gameId;
    this.inbox = inbox;
    this.roundTrips = roundTrips;
    this.ending = ending;
    this.nanoClock = context.nanoClock();
  }

  /**
   * A state came with {@code ply} moves played: fewer than when we last moved means a takeback
   * removed our move, so that ply may get a move from us again.
   */
  void stateArrived(int ply) {
    if (ply < postedPly) {
      postedPly = -1;
      postsAtPly = 0;
    }
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
   * server did not take it. Any failure but a rate limit re-reads the game: the next state decides.
   */
  long post(int ply, String uci, long clockAtReceiptMs, long receivedNanos) {
    return post(ply, uci, false, clockAtReceiptMs, receivedNanos);
  }

  /** As {@link #post(int, String, long, long)}, offering a draw with the move when {@code offeringDraw}. */
  long post(int ply, String uci, boolean offeringDraw, long clockAtReceiptMs, long receivedNanos) {
    postsAtPly = ply == postedPly ? postsAtPly + 1 : 1;
    postedPly = ply;
    BooleanSupplier awaited = () -> stillAwaited(ply, clockAtReceiptMs, receivedNanos);
    while (true) {
      // Stamped as each try goes out: the round trip is that of the try the server took, so the
      // waits of the client's retries count as our own time, not as a cost of the link.
      long[] sentNanos = {nanoClock.getAsLong()};
      try {
        Runnable sending = () -> sentNanos[0] = nanoClock.getAsLong();
        if (offeringDraw) {
          context.api().move(gameId, uci, true, awaited, sending);
        } else {
          context.api().move(gameId, uci, awaited, sending);
        }
        roundTrips.posted(ply, clockAtReceiptMs, receivedNanos, sentNanos[0]);
        return sentNanos[0];
      } catch (RateLimitedException e) {
        roundTrips.refused();
        long waitMs = e.retryAfter().toMillis();
        log.warn("moves are rate-limited; posting {} again in {} ms", uci, waitMs);
        if (!waitWhileAwaited(waitMs, awaited)) {
          return 0;
        }
      } catch (LichessException e) {
        roundTrips.refused();
        if (!(e instanceof LichessHttpException http) || http.isServerError()) {
          postsAtPly--; // the server never judged the move: this post does not count
        }
        log.warn("move {} not accepted ({}); re-reading the game", uci, e.getMessage());
        repostGeneration = inbox.subscribe(context.api(), gameId);
        return 0;
      }
    }
  }

  /**
   * Holds the move for {@code ply} until {@code untilNanos}; false as soon as it is no longer
   * awaited (then it is not to be posted).
   */
  boolean holdUntil(int ply, long clockAtReceiptMs, long receivedNanos, long untilNanos) {
    long millis = (untilNanos - nanoClock.getAsLong()) / 1_000_000;
    BooleanSupplier awaited = () -> stillAwaited(ply, clockAtReceiptMs, receivedNanos);
    return millis <= 0 ? awaited.getAsBoolean() : waitWhileAwaited(millis, awaited);
  }

  /**
   * Whether the move for {@code ply} is still awaited: no queued input has gone past it, and our
   * clock (from the second ply on, when it runs) has not run out since the state arrived.
   */
  private boolean stillAwaited(int ply, long clockAtReceiptMs, long receivedNanos) {
    if (ending.getAsBoolean() || inbox.overtakes(ply)) {
      return false;
    }
    long sinceReceiptMs = (nanoClock.getAsLong() - receivedNanos) / 1_000_000;
    return ply < 2 || clockAtReceiptMs <= 0 || sinceReceiptMs < clockAtReceiptMs;
  }

  /** Sleeps up to {@code millis}; false as soon as the move is no longer {@code awaited}. */
  private boolean waitWhileAwaited(long millis, BooleanSupplier awaited) {
    long end = nanoClock.getAsLong() + TimeUnit.MILLISECONDS.toNanos(millis);
    try {
      while (nanoClock.getAsLong() < end) {
        if (!awaited.getAsBoolean()) {
          return false;
        }
        Thread.sleep(Math.min(20, Math.max(1, (end - nanoClock.getAsLong()) / 1_000_000)));
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
    return awaited.getAsBoolean();
  }
}
