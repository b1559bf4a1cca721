package dev.zeitnot.ops;

import dev.zeitnot.bot.report.BotObserver;
import dev.zeitnot.bot.report.GameReport;
import dev.zeitnot.bot.report.MoveReport;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;

/**
 * Whether the bot is alive in the sense that matters to a probe: its event stream is connected
 * or has been reconnecting for less than the limit (and was not refused for good), and no game
 * has stayed on our turn longer than our clock allowed (plus a grace), which only a stuck
 * session can do: a game lost on time is ended by the server and reported to us.
 */
public final class BotHealth implements BotObserver {

  /** Beyond our clock at the start of a turn, how long a turn may last before it counts as stuck. */
  static final Duration TURN_GRACE = Duration.ofSeconds(30);

  private enum StreamState { CONNECTING, CONNECTED, RECONNECTING, REFUSED }

  private record Turn(long sinceNanos, long clockMs) {}

  private final Duration streamDownLimit;
  private final LongSupplier nanoTime;
  private final Map<String, Turn> turns = new ConcurrentHashMap<>();
  private volatile StreamState stream = StreamState.CONNECTING;
  private volatile long streamDownSinceNanos;
  private volatile String refusal = "";

  /** {@code nanoTime} is {@link System#nanoTime} outside tests. */
  public BotHealth(Duration streamDownLimit, LongSupplier nanoTime) {
    this.streamDownLimit = streamDownLimit;
    this.nanoTime = nanoTime;
    this.streamDownSinceNanos = nanoTime.getAsLong();
  }

  @Override
  public void eventStreamConnected() {
    if (stream != StreamState.REFUSED) {
      stream = StreamState.CONNECTED;
    }
  }

  @Override
  public void eventStreamDisconnected() {
    if (stream == StreamState.CONNECTED) {
      streamDownSinceNanos = nanoTime.getAsLong();
      stream = StreamState.RECONNECTING;
    }
  }

  @Override
  public void eventStreamRefused(String reason) {
    refusal = reason;
    stream = StreamState.REFUSED;
  }

  @Override
  public void ourTurn(String gameId, long clockMs) {
    turns.put(gameId, new Turn(nanoTime.getAsLong(), clockMs));
  }

  @Override
  public void moved(MoveReport move) {
    turns.remove(move.gameId());
  }

  @Override
  public void gameEnded(GameReport game) {
    turns.remove(game.gameId());
  }

  /** The state now. */
  public HealthReport report() {
    long now = nanoTime.getAsLong();
    List<String> problems = new ArrayList<>();
    StreamState state = stream;
    if (state == StreamState.REFUSED) {
      problems.add("the server refused the event stream for good: " + refusal);
    } else if (state != StreamState.CONNECTED) {
      long downSeconds = Duration.ofNanos(now - streamDownSinceNanos).toSeconds();
      if (downSeconds >= streamDownLimit.toSeconds()) {
        problems.add("the event stream has been down for " + downSeconds + " s (limit "
            + streamDownLimit.toSeconds() + " s, ops.stream_down_seconds)");
      }
    }
    turns.forEach((gameId, turn) -> {
      long waitedMs = Duration.ofNanos(now - turn.sinceNanos()).toMillis();
      if (turn.clockMs() >= 0 && waitedMs > turn.clockMs() + TURN_GRACE.toMillis()) {
        problems.add("game " + gameId + ": our turn for " + waitedMs / 1000 + " s without a move (our clock was "
            + turn.clockMs() / 1000 + " s)");
      }
    });
    return new HealthReport(problems.isEmpty(), state.name().toLowerCase(java.util.Locale.ROOT),
        turns.size(), List.copyOf(problems));
  }
}
