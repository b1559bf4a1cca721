package dev.zeitnot.ops;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import dev.zeitnot.bot.report.BotObserver;
import dev.zeitnot.bot.report.GameReport;
import dev.zeitnot.bot.report.LobbyReport;
import dev.zeitnot.bot.report.PositionReport;
import dev.zeitnot.bot.report.SearchReport;
import java.io.UncheckedIOException;
import java.time.Clock;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.LongSupplier;

/**
 * What the bot's page shows, kept from what the bot reports: the account, the event stream's
 * state, each game in progress (position, clocks, last move, our latest score and depth), the
 * challenge queue, matchmaking and tournaments, and today's results with links to the games on
 * the server. Only public facts go in; a finished game leaves for today's results. Every change is
 * told to the listeners as a JSON snapshot of the whole, so a page that missed some only needs the latest.
 */
final class LiveBoard implements BotObserver {

  private static final ObjectMapper JSON = new ObjectMapper()
      .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE);
  /** Today's results kept at most (the latest): every snapshot carries them. */
  static final int MAX_RESULTS = 100;

  /** One game on the page; {@code sinceMs}: how long ago its position came (the side to move's clock runs). */
  record GameView(String gameId, String ourColor, String opponent, String fen, String lastMove, long whiteMs,
      long blackMs, long sinceMs, String score, int depth, String source) {}

  private record Entry(PositionReport position, long sinceNanos, SearchReport search) {}

  /** A game that ended today, {@code url} its page on the server, {@code endedAt} the local time it ended. */
  record ResultView(String gameId, String url, String opponent, String speed, String outcome, boolean lostOnTime,
      String endedAt) {}

  private record Result(LocalDate day, ResultView view) {}

  /** The whole page's data. */
  record View(String account, String connection, List<GameView> games, LobbyReport lobby,
      List<ResultView> results) {}

  private final Map<String, Entry> games = new ConcurrentSkipListMap<>();
  private final List<Result> results = new CopyOnWriteArrayList<>();
  private final String serverUrl;
  private final Clock clock;
  private final LongSupplier nanoTime;
  private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
  private volatile String account = "";
  private volatile String connection = "connecting";
  private volatile LobbyReport lobby = LobbyReport.EMPTY;

  /**
   * @param serverUrl the server the games are played on (links to them start with it)
   * @param clock tells the day for today's results (in its zone) and the time each ended
   * @param nanoTime {@link System#nanoTime} outside tests
   */
  LiveBoard(String serverUrl, Clock clock, LongSupplier nanoTime) {
    this.serverUrl = serverUrl.endsWith("/") ? serverUrl.substring(0, serverUrl.length() - 1) : serverUrl;
    this.clock = clock;
    this.nanoTime = nanoTime;
  }

  /** {@code listener} runs (on the bot's thread: quickly) after each change. */
  void listen(Runnable listener) {
    listeners.add(listener);
  }

  /** Listens as {@link #listen} unless {@code max} listeners already do; whether it listens. */
  synchronized boolean listen(Runnable listener, int max) {
    if (listeners.size() >= max) {
      return false;
    }
    listeners.add(listener);
    return true;
  }

  synchronized void unlisten(Runnable listener) {
    listeners.remove(listener);
  }

  /** How many listen now. */
  int listeners() {
    return listeners.size();
  }

  /** The page's data now, as JSON. */
  String snapshot() {
    try {
      long now = nanoTime.getAsLong();
      List<GameView> views = games.values().stream().map(e -> view(e, now)).toList();
      LocalDate today = LocalDate.now(clock);
      List<ResultView> todays = results.stream().filter(r -> r.day().equals(today)).map(Result::view).toList();
      return JSON.writeValueAsString(new View(account, connection, views, lobby, todays));
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
  public void lobby(LobbyReport report) {
    if (!report.equals(lobby)) {
      lobby = report;
      changed();
    }
  }

  @Override
  public void gameEnded(GameReport game) {
    Entry entry = games.remove(game.gameId());
    LocalDateTime now = LocalDateTime.now(clock);
    results.removeIf(r -> !r.day().equals(now.toLocalDate()));
    results.add(new Result(now.toLocalDate(), new ResultView(game.gameId(), serverUrl + "/" + game.gameId(),
        entry == null ? "" : entry.position().opponent(), game.speed(),
        game.outcome().name().toLowerCase(Locale.ROOT), game.lostOnTime(),
        now.toLocalTime().truncatedTo(ChronoUnit.MINUTES).toString())));
    while (results.size() > MAX_RESULTS) {
      results.remove(0);
    }
    changed();
  }

  private void changed() {
    listeners.forEach(Runnable::run);
  }
}
