package dev.zeitnot.ops;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import dev.zeitnot.bot.report.BotObserver;
import dev.zeitnot.bot.report.GameReport;
import dev.zeitnot.bot.report.PositionReport;
import dev.zeitnot.bot.report.SearchReport;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.LongSupplier;

/**
 * What the bot's page shows, kept from what the bot reports: the account, the event stream's
 * state and each game in progress (position, clocks, last move, our latest score and depth).
 * Only public facts of the games go in; a finished game leaves. Every change is told to the
 * listeners as a JSON snapshot of the whole, so a page that missed some only needs the latest.
 */
final class LiveBoard implements BotObserver {

  private static final ObjectMapper JSON = new ObjectMapper()
      .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE);

  /** One game on the page; {@code sinceMs}: how long ago its position came (the side to move's clock runs). */
  record GameView(String gameId, String ourColor, String opponent, String fen, String lastMove, long whiteMs,
      long blackMs, long sinceMs, String score, int depth, String source) {}

  private record Entry(PositionReport position, long sinceNanos, SearchReport search) {}

  /** The whole page's data. */
  record View(String account, String connection, List<GameView> games) {}

  private final Map<String, Entry> games = new ConcurrentSkipListMap<>();
  private final LongSupplier nanoTime;
  private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
  private volatile String account = "";
  private volatile String connection = "connecting";

  /** {@code nanoTime} is {@link System#nanoTime} outside tests. */
  LiveBoard(LongSupplier nanoTime) {
    this.nanoTime = nanoTime;
  }

  /** {@code listener} runs (on the bot's thread: quickly) after each change. */
  void listen(Runnable listener) {
    listeners.add(listener);
  }

  void unlisten(Runnable listener) {
    listeners.remove(listener);
  }

  /** The page's data now, as JSON. */
  String snapshot() {
    try {
      long now = nanoTime.getAsLong();
      List<GameView> views = games.values().stream().map(e -> view(e, now)).toList();
      return JSON.writeValueAsString(new View(account, connection, views));
    } catch (JsonProcessingException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static GameView view(Entry e, long now) {
    PositionReport p = e.position();
    SearchReport s = e.search();
    return new GameView(p.gameId(), p.ourColor(), p.opponent(), p.fen(), p.lastMove(), p.whiteMs(), p.blackMs(),
        (now - e.sinceNanos()) / 1_000_000, s == null ? "" : s.score(), s == null ? 0 : s.depth(),
        s == null ? "" : s.source());
  }

  @Override
  public void signedIn(String username) {
    account = username;
    changed();
  }

  @Override
  public void eventStreamConnected() {
    if (!connection.equals("refused")) {
      connection = "connected";
      changed();
    }
  }

  @Override
  public void eventStreamDisconnected() {
    if (!connection.equals("refused")) {
      connection = "reconnecting";
      changed();
    }
  }

  @Override
  public void eventStreamRefused(String reason) {
    connection = "refused";
    changed();
  }

  @Override
  public void position(PositionReport p) {
    long now = nanoTime.getAsLong();
    games.compute(p.gameId(), (id, old) -> new Entry(p, now, old == null ? null : old.search()));
    changed();
  }

  @Override
  public void searched(SearchReport s) {
    games.computeIfPresent(s.gameId(), (id, old) -> new Entry(old.position(), old.sinceNanos(), s));
    changed();
  }

  @Override
  public void gameEnded(GameReport game) {
    games.remove(game.gameId());
    changed();
  }

  private void changed() {
    listeners.forEach(Runnable::run);
  }
}
