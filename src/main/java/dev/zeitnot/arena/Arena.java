package dev.zeitnot.arena;

import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.accounts.Accounts;
import dev.zeitnot.arena.faults.Faults;
import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.http.ApiError;
import dev.zeitnot.arena.http.OpenStreams;
import dev.zeitnot.arena.http.Router;
import dev.zeitnot.arena.knowledge.ArenaTablebase;
import dev.zeitnot.arena.knowledge.CloudEvaluation;
import dev.zeitnot.arena.knowledge.KnowledgeRoutes;
import dev.zeitnot.arena.knowledge.OpeningExplorer;
import dev.zeitnot.arena.knowledge.PlayerExplorer;
import dev.zeitnot.arena.lobby.ArenaChallenge;
import dev.zeitnot.arena.lobby.GameStore;
import dev.zeitnot.arena.lobby.Lobby;
import dev.zeitnot.arena.opponents.ArenaOpponents;
import dev.zeitnot.arena.opponents.ArenaPlayer;
import dev.zeitnot.arena.routes.AccountRoutes;
import dev.zeitnot.arena.routes.ChallengeRoutes;
import dev.zeitnot.arena.routes.ExportRoutes;
import dev.zeitnot.arena.routes.GameRoutes;
import dev.zeitnot.arena.routes.StreamRoutes;
import dev.zeitnot.arena.settings.ArenaSettings;
import dev.zeitnot.arena.tournaments.ArenaTournament;
import dev.zeitnot.arena.tournaments.ArenaTournaments;
import dev.zeitnot.arena.tournaments.TournamentRoutes;
import dev.zeitnot.arena.tv.TvRoutes;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A local Lichess-compatible server on 127.0.0.1 for demos and end-to-end tests: the Bot API of
 * {@code docs/lichess-server.md} with real clocks, opponents the arena plays itself, and
 * switchable network faults; it also serves a cloud evaluation, an opening explorer and a small
 * tablebase ({@link KnowledgeRoutes}). Start with {@link #start}, stop with {@link #close()}.
 */
public final class Arena implements AutoCloseable {

  private static final Logger LOG = LoggerFactory.getLogger(Arena.class);

  private final Accounts accounts;
  private final ArenaSettings settings;
  private final Faults faults;
  private final OpenStreams streams = new OpenStreams();
  private final ExecutorService workers = Executors.newCachedThreadPool(daemon("arena-player"));
  private final ExecutorService requests = Executors.newCachedThreadPool(daemon("arena-http"));
  private final ScheduledExecutorService timer =
      Executors.newSingleThreadScheduledExecutor(daemon("arena-flags"));
  private final ArenaOpponents opponents = new ArenaOpponents(workers);
  private final CloudEvaluation cloudEvaluation = new CloudEvaluation();
  private final OpeningExplorer explorer = OpeningExplorer.shipped();
  private final ArenaTablebase tablebase = new ArenaTablebase();
  private final ArenaTournaments tournaments;
  private final Path stateFile;
  /** Lichess removes an unanswered challenge two weeks after it was made ({@code expiresAt}). */
  private volatile long challengeLifetimeMillis = Duration.ofDays(14).toMillis();
  private volatile Lobby lobby;
  private volatile HttpServer server;
  private int port;

  private Arena(Accounts accounts, ArenaSettings settings) throws IOException {
    this.accounts = accounts;
    this.settings = settings;
    this.faults = new Faults(settings.time());
    // Tournament times are dates, moving with the arena's time source (tests move it by hand).
    long epochAtStart = System.currentTimeMillis() - settings.time().millis();
    this.tournaments = new ArenaTournaments(() -> epochAtStart + settings.time().millis());
    this.stateFile = settings.stateFile() != null ? settings.stateFile()
        : Files.createTempFile("zeitnot-arena", ".json");
  }

  /**
   * Starts an arena on 127.0.0.1:{@code port} (0: any free port). Games saved in the settings'
   * state file are loaded, so an arena restarted with the same file keeps its games.
   */
  public static Arena start(int port, Accounts accounts, ArenaSettings settings)
      throws IOException {
    Arena arena = new Arena(accounts, settings);
    arena.open(port);
    arena.timer.scheduleWithFixedDelay(arena::tickGames, settings.flagCheckMillis(),
        settings.flagCheckMillis(), TimeUnit.MILLISECONDS);
    LOG.info("Arena listening on {} with accounts {}", arena.baseUrl(), accounts.usernames());
    return arena;
  }

  /** An arena on any free port with the default accounts and settings. */
  public static Arena start() throws IOException {
    return start(0, Accounts.defaults(), ArenaSettings.DEFAULT);
  }

  public int port() {
    return port;
  }

  /** {@code http://127.0.0.1:PORT}, the URL a bot is configured with. */
  public String baseUrl() {
    return "http://127.0.0.1:" + port;
  }

  /** The arena's page, every game live ({@link TvRoutes}). */
  public String tvUrl() {
    return baseUrl() + TvRoutes.PAGE;
  }

  public Accounts accounts() {
    return accounts;
  }

  public Lobby lobby() {
    return lobby;
  }

  /** The arena tournaments: create, join, standings. */
  public ArenaTournaments tournaments() {
    return tournaments;
  }

  /**
   * Has {@code creator} create an arena tournament with the fields of the create form (see
   * {@code TournamentForm}); a field the server would refuse is an IllegalArgumentException.
   */
  public ArenaTournament createTournament(String creator, Map<String, String> form) {
    ArenaAccount account = accounts.byName(creator)
        .orElseThrow(() -> new IllegalArgumentException("No such user: " + creator));
    try {
      return tournaments.create(account, form);
    } catch (ApiError e) {
      throw new IllegalArgumentException("Tournament refused: " + e.reply().body().path("error").asText(), e);
    }
  }

  /** Enters the account {@code username} into tournament {@code id}, as its join endpoint would. */
  public void joinTournament(String id, String username) {
    ArenaAccount account = accounts.byName(username)
        .orElseThrow(() -> new IllegalArgumentException("No such user: " + username));
    try {
      tournaments.join(id, account, null);
    } catch (ApiError e) {
      throw new IllegalArgumentException("Join refused: " + e.getMessage(), e);
    }
  }

  /** Latency and injected HTTP errors, switchable at any time. */
  public Faults faults() {
    return faults;
  }

  /** The open streams, to close, stall or corrupt them (faults). */
  public OpenStreams streams() {
    return streams;
  }

  /**
   * Adds a BOT account {@code username} that the arena plays itself, with a new opponent from
   * {@code factory} for each game. It accepts every challenge it can play.
   */
  public ArenaAccount addOpponent(String username, Supplier<ArenaPlayer> factory) {
    return addOpponent(username, 2000, factory);
  }

  /** {@link #addOpponent(String, Supplier)} with the account's {@code rating}. */
  public ArenaAccount addOpponent(String username, int rating, Supplier<ArenaPlayer> factory) {
    ArenaAccount account = ArenaAccount.bot(username, "arena_" + lobby.newId(16), rating);
    accounts.add(account);
    opponents.add(account, factory);
    lobby.events().markAlwaysOnline(account);
    return account;
  }

  /**
   * Has the arena opponent {@code username} offer a rematch the moment each of its next
   * {@code times} games ends (as a human clicking "rematch" would).
   */
  public void rematch(String username, int times) {
    ArenaAccount account = accounts.byName(username)
        .orElseThrow(() -> new IllegalArgumentException("No such user: " + username));
    if (!opponents.plays(account)) {
      throw new IllegalArgumentException(username + " is not played by the arena");
    }
    opponents.setRematches(account, times);
  }

  /** Unanswered challenges older than {@code lifetime} are dropped (Lichess: two weeks). */
  public void setChallengeLifetime(Duration lifetime) {
    challengeLifetimeMillis = lifetime.toMillis();
  }

  /**
   * Makes {@code from} challenge {@code to} with a real-time clock, as the challenge endpoint
   * would; {@code color} is the challenger's (white, black or random).
   */
  public ArenaChallenge challenge(String from, String to, int limitSeconds, int incrementSeconds,
      String color) {
    Map<String, String> form = new HashMap<>();
    form.put("clock.limit", Integer.toString(limitSeconds));
    form.put("clock.increment", Integer.toString(incrementSeconds));
    form.put("color", color);
    return challenge(from, to, form);
  }

  /** Makes {@code from} challenge {@code to} with the fields of the challenge form (fen, ...). */
  public ArenaChallenge challenge(String from, String to, Map<String, String> form) {
    ArenaAccount challenger = accounts.byName(from)
        .orElseThrow(() -> new IllegalArgumentException("No such user: " + from));
    try {
      return lobby.createChallenge(challenger, to, form);
    } catch (ApiError e) {
      throw new IllegalArgumentException("Challenge refused: " + e.getMessage(), e);
    }
  }

  /**
   * Restarts the server as a deploy would: every connection drops, the games are saved to the
   * state file, the server is down for {@code downMillis}, then it comes back on the same port
   * with the games read back (clocks kept running) and no open streams or challenges.
   */
  public synchronized void restart(long downMillis) throws IOException {
    LOG.info("Fault: restarting the arena (down {} ms)", downMillis);
    Lobby old = lobby;
    stopServer();
    GameStore.save(stateFile, old.games(), settings.time().millis());
    old.games().forEach(ArenaGame::closeAllViewers);
    try {
      Thread.sleep(downMillis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    open(port);
  }

  @Override
  public synchronized void close() {
    stopServer();
    if (settings.stateFile() != null) {
      try {
        GameStore.save(stateFile, lobby.games(), settings.time().millis());
      } catch (IOException e) {
        LOG.warn("Could not save the games to {}: {}", stateFile, e.toString());
      }
    }
    lobby.games().forEach(ArenaGame::closeAllViewers);
    cloudEvaluation.close();
    timer.shutdownNow();
    workers.shutdownNow();
    requests.shutdownNow();
    if (settings.stateFile() == null) {
      try {
        Files.deleteIfExists(stateFile);
      } catch (IOException e) {
        LOG.debug("Temporary state file {} stays: {}", stateFile, e.toString());
      }
    }
  }

  private void open(int wantedPort) throws IOException {
    Lobby fresh = new Lobby(accounts, settings);
    opponents.attach(fresh);
    tournaments.attach(fresh);
    HttpServer http = HttpServer.create(
        new InetSocketAddress(InetAddress.getLoopbackAddress(), wantedPort), 64);
    port = http.getAddress().getPort();
    fresh.setBaseUrl(baseUrl());
    for (ArenaGame game : GameStore.load(stateFile, fresh, settings.time().millis())) {
      fresh.restore(game);
    }
    Router router = new Router(accounts, faults);
    StreamRoutes streamRoutes =
        new StreamRoutes(fresh, streams, faults, settings.keepAliveMillis(), settings.time());
    streamRoutes.register(router);
    new AccountRoutes(fresh).register(router);
    new ChallengeRoutes(fresh, streamRoutes).register(router);
    new GameRoutes(fresh).register(router);
    new ExportRoutes(fresh, this::baseUrl).register(router);
    new ArenaControlRoutes(this).register(router);
    new KnowledgeRoutes(cloudEvaluation, explorer, tablebase, new PlayerExplorer(fresh::games)).register(router);
    new TournamentRoutes(tournaments).register(router);
    new TvRoutes(fresh, settings.time()).register(router);
    http.createContext("/", router);
    http.setExecutor(requests);
    http.start();
    lobby = fresh;
    server = http;
  }

  private void stopServer() {
    streams.closeEverything();
    HttpServer http = server;
    if (http != null) {
      http.stop(0);
    }
  }

  private void tickGames() {
    try {
      lobby.games().forEach(ArenaGame::tick);
      tournaments.tick();
      lobby.expireChallenges(challengeLifetimeMillis);
    } catch (RuntimeException e) {
      LOG.error("Game check failed", e);
    }
  }

  private static ThreadFactory daemon(String name) {
    AtomicInteger count = new AtomicInteger();
    return runnable -> {
      Thread thread = new Thread(runnable, name + "-" + count.incrementAndGet());
      thread.setDaemon(true);
      return thread;
    };
  }

  /** {@link #restart} for callers that cannot handle the checked exception (control routes). */
  public void restartQuietly(long downMillis) {
    try {
      restart(downMillis);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  ExecutorService workers() {
    return workers;
  }
}
