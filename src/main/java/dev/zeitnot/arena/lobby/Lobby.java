package dev.zeitnot.arena.lobby;

import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.accounts.Accounts;
import dev.zeitnot.arena.clock.ArenaClock;
import dev.zeitnot.arena.clock.TimeSource;
import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.games.GameSetup;
import dev.zeitnot.arena.games.ArenaVariant;
import dev.zeitnot.arena.http.ApiError;
import dev.zeitnot.arena.http.Json;
import dev.zeitnot.arena.http.NdjsonWriter;
import dev.zeitnot.arena.settings.ArenaSettings;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.Uci;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The arena's shared state and its challenge life cycle: accounts, challenges, games and the
 * event streams. Challenge changes are serialised on this object; each game serialises its own
 * moves.
 */
public final class Lobby {

  /** How long a real-time challenge no one keeps alive lives (the official description: 20 s). */
  public static final long UNATTENDED_CHALLENGE_MS = 20_000;

  private static final Logger LOG = LoggerFactory.getLogger(Lobby.class);
  private static final String ID_CHARS =
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

  private final Accounts accounts;
  private final ArenaSettings settings;
  private final TimeSource time;
  private final EventStreams events = new EventStreams();
  private final Map<String, ArenaChallenge> challenges = new ConcurrentHashMap<>();
  private final Map<String, NdjsonWriter> challengeWatchers = new ConcurrentHashMap<>();
  private final Map<String, ArenaGame> games = new ConcurrentHashMap<>();
  private final List<Consumer<ArenaGame>> gameStartListeners = new CopyOnWriteArrayList<>();
  private final List<Consumer<ArenaChallenge>> challengeListeners = new CopyOnWriteArrayList<>();
  private final List<Consumer<ArenaGame>> gameFinishListeners = new CopyOnWriteArrayList<>();
  /** When each challenge was made (ms of the arena's time source), to expire it as Lichess does. */
  private final Map<String, Long> challengeCreatedMillis = new ConcurrentHashMap<>();
  /** Real-time challenges no one keeps alive (an API challenger without keepAliveStream), since when. */
  private final Map<String, Long> unattendedSinceMillis = new ConcurrentHashMap<>();
  private final SecureRandom random = new SecureRandom();
  private final BotLimits limits;
  private volatile String baseUrl = "http://127.0.0.1";

  public Lobby(Accounts accounts, ArenaSettings settings) {
    this.accounts = accounts;
    this.settings = settings;
    this.time = settings.time();
    this.limits = new BotLimits(settings.botGamesPerDay(), Clock.systemUTC());
  }

  public BotLimits limits() {
    return limits;
  }

  /** How many requests the challenge and bot-game limits answered 429 (a good client sees none). */
  public int limitRefusals() {
    return limits.tooManyRequests();
  }

  /** Bot-vs-bot games {@code account} started today (UTC). */
  public int botGamesToday(ArenaAccount account) {
    return limits.botGamesToday(account);
  }

  public Accounts accounts() {
    return accounts;
  }

  public EventStreams events() {
    return events;
  }

  public void setBaseUrl(String baseUrl) {
    this.baseUrl = baseUrl;
  }

  /** Calls {@code listener} for every new game (arena opponents take their seats this way). */
  public void onGameStart(Consumer<ArenaGame> listener) {
    gameStartListeners.add(listener);
  }

  /** True while {@code account} has an open event stream (or is played by the arena). */
  public boolean isOnline(ArenaAccount account) {
    return events.isOnline(account);
  }

  /** Calls {@code listener} when a game ends (after the players got gameFinish). */
  public void onGameFinish(Consumer<ArenaGame> listener) {
    gameFinishListeners.add(listener);
  }

  /** Calls {@code listener} for every new challenge (arena opponents answer theirs this way). */
  public void onChallenge(Consumer<ArenaChallenge> listener) {
    challengeListeners.add(listener);
  }

  /** The challenge with this id in its latest state (declined, accepted, ...). */
  public Optional<ArenaChallenge> challenge(String id) {
    return Optional.ofNullable(challenges.get(id));
  }

  public Optional<ArenaGame> game(String id) {
    return Optional.ofNullable(games.get(id));
  }

  public Collection<ArenaGame> games() {
    return List.copyOf(games.values());
  }

  /** The running games of {@code account}, those where it is to move first. */
  public List<ArenaGame> playing(ArenaAccount account) {
    return games.values().stream()
        .filter(g -> !g.isOver() && g.colorOf(account) >= 0)
        .sorted(Comparator.comparing((ArenaGame g) -> !g.isTurnOf(account)))
        .toList();
  }

  /** Registers a new event stream and replays the running games and pending incoming challenges. */
  public void connect(ArenaAccount account, NdjsonWriter stream) {
    events.connect(account, stream);
    for (ArenaGame game : playing(account)) {
      stream.send(event("gameStart", game.eventJson(account)));
    }
    for (ArenaChallenge challenge : challenges.values()) {
      if (challenge.isPending() && challenge.destUser().id().equals(account.id())) {
        stream.send(ChallengeWire.event("challenge", challenge, baseUrl, events::isOnline));
      }
    }
  }

  /** Creates a challenge from the form and announces it to both users. */
  public synchronized ArenaChallenge createChallenge(ArenaAccount challenger, String destName,
      Map<String, String> form) {
    ArenaAccount dest = accounts.byName(destName)
        .orElseThrow(() -> ApiError.badRequest("No such user: " + destName));
    return register(ChallengeForm.parse(newId(8), challenger, dest, form));
  }

  /**
   * Has {@code challenger}, a player of the finished {@code game}, offer a rematch to the other
   * player: same clock, variant and mode, colours swapped, {@code rematchOf} set.
   */
  public synchronized ArenaChallenge createRematch(ArenaGame game, ArenaAccount challenger) {
    GameSetup setup = game.setup();
    int color = setup.colorOf(challenger);
    ArenaAccount dest = setup.player(1 - color);
    Map<String, String> form = new java.util.HashMap<>();
    if (setup.hasClock()) {
      form.put("clock.limit", Integer.toString(setup.limitSeconds()));
      form.put("clock.increment", Integer.toString(setup.incrementSeconds()));
    }
    form.put("variant", setup.variant().key());
    form.put("rated", Boolean.toString(setup.rated()));
    form.put("color", color == 0 ? "black" : "white");
    if (setup.variant() == ArenaVariant.FROM_POSITION && setup.initialFen() != null) {
      form.put("fen", setup.initialFen());
    }
    return register(ChallengeForm.parse(newId(8), challenger, dest, form).asRematchOf(game.id()));
  }

  private ArenaChallenge register(ArenaChallenge challenge) {
    ArenaAccount challenger = challenge.challenger();
    ArenaAccount dest = challenge.destUser();
    challenges.put(challenge.id(), challenge);
    challengeCreatedMillis.put(challenge.id(), time.millis());
    LOG.info("Challenge {}: {} challenges {} ({} {}{}{})", challenge.id(), challenger.username(),
        dest.username(), challenge.show(), challenge.variant().key(),
        challenge.rated() ? ", rated" : "",
        challenge.rematchOf() == null ? "" : ", rematch of " + challenge.rematchOf());
    ObjectNode event = ChallengeWire.event("challenge", challenge, baseUrl, events::isOnline);
    events.publish(dest, event);
    events.publish(challenger, event);
    challengeListeners.forEach(listener -> listener.accept(challenge));
    return challenge;
  }

  /** The challenge JSON as the create endpoint answers it. */
  public ObjectNode challengeJson(ArenaChallenge challenge, String direction) {
    return ChallengeWire.challenge(challenge, baseUrl, events::isOnline)
        .put("direction", direction);
  }

  /** Accepts a challenge made to {@code account}: the game starts. */
  public synchronized ArenaGame accept(String id, ArenaAccount account) {
    ArenaChallenge challenge = challengeTo(id, account);
    switch (challenge.status()) {
      case "canceled" -> throw ApiError.badRequest("The challenge has been canceled.");
      case "declined" -> throw ApiError.badRequest("The challenge has been declined.");
      case "accepted" -> throw ApiError.notFound("Not found.");
      default -> { }
    }
    if (!challenge.variant().playable()) {
      throw ApiError.badRequest("The arena cannot play " + challenge.variant().displayName());
    }
    challenges.put(id, challenge.withStatus("accepted"));
    notifyWatcher(id, "accepted");
    return startGame(challenge);
  }

  /** Declines a challenge made to {@code account}, telling the challenger why. */
  public synchronized void decline(String id, ArenaAccount account, String reason) {
    ArenaChallenge challenge = challengeTo(id, account);
    if (!challenge.isPending()) {
      throw ApiError.notFound("Not found.");
    }
    ArenaChallenge declined = challenge.declined(ArenaDeclineReason.parse(reason).key());
    challenges.put(id, declined);
    LOG.info("Challenge {} declined by {}: {}", id, account.username(),
        declined.declineReasonKey());
    events.publish(challenge.challenger(),
        ChallengeWire.event("challengeDeclined", declined, baseUrl, events::isOnline));
    notifyWatcher(id, "declined");
  }

  /**
   * Cancels: withdraws the caller's own challenge, declines one made to the caller, or aborts
   * the game of that id while it is still abortable.
   */
  public synchronized void cancel(String id, ArenaAccount account) {
    ArenaChallenge challenge = challenges.get(id);
    if (challenge != null && challenge.isPending()) {
      if (challenge.destUser().id().equals(account.id())) {
        decline(id, account, "generic");
        return;
      }
      if (challenge.challenger().id().equals(account.id())) {
        ArenaChallenge canceled = challenge.withStatus("canceled");
        challenges.put(id, canceled);
        ObjectNode event =
            ChallengeWire.event("challengeCanceled", canceled, baseUrl, events::isOnline);
        events.publish(challenge.destUser(), event);
        events.publish(challenge.challenger(), event);
        notifyWatcher(id, "canceled");
        return;
      }
    }
    ArenaGame game = games.get(id);
    if (game != null && game.colorOf(account) >= 0 && game.abort(account).isEmpty()) {
      return;
    }
    throw ApiError.notFound("Not found.");
  }

  /** Follows a challenge made with keepAliveStream: it gets {"done": ...} when settled. */
  public void watchChallenge(String id, NdjsonWriter stream) {
    challengeWatchers.put(id, stream);
    ArenaChallenge challenge = challenges.get(id);
    if (challenge != null && !challenge.isPending()) {
      notifyWatcher(id, challenge.status());
    }
  }

  /** Puts back a game read from a state file (a restart). */
  public void restore(ArenaGame game) {
    games.put(game.id(), game);
    gameStartListeners.forEach(listener -> listener.accept(game));
  }

  /** Builds a game from its setup, with clock and castling notation as configured. */
  ArenaGame newGame(GameSetup setup, ArenaClock clock) {
    Game chess = new Game(setup.initialFen() == null ? "startpos" : setup.initialFen(),
        setup.variant() == ArenaVariant.CHESS960, setup.variant().rules());
    // The server writes castling as king takes rook in Chess960 and From Position games only.
    if (setup.variant() == ArenaVariant.CHESS960 || setup.variant() == ArenaVariant.FROM_POSITION
        || settings.castlingKingToRook()) {
      chess.setCastlingStyle(Uci.CastlingStyle.KING_TAKES_ROOK);
    }
    return new ArenaGame(setup, chess, clock, time, this::finished);
  }

  public String newId(int length) {
    StringBuilder id = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
      id.append(ID_CHARS.charAt(random.nextInt(ID_CHARS.length())));
    }
    return id.toString();
  }

  private ArenaGame startGame(ArenaChallenge challenge) {
    boolean challengerWhite = challenge.finalColor().equals("white");
    ArenaAccount white = challengerWhite ? challenge.challenger() : challenge.destUser();
    ArenaAccount black = challengerWhite ? challenge.destUser() : challenge.challenger();
    GameSetup setup = new GameSetup(challenge.id(), white, black, challenge.variant(),
        challenge.rated(), challenge.limitSeconds(), challenge.incrementSeconds(),
        challenge.initialFen(), System.currentTimeMillis(), newId(4), newId(4), null,
        challenge.hasClock() ? 0 : Math.max(0, challenge.days()));
    limits.gameStarted(white, black);
    return start(setup, challenge.show());
  }

  /**
   * Starts a game an arena tournament paired (no challenge): a real-time clock of
   * {@code limitSeconds} + {@code incrementSeconds}; the players get {@code gameStart} with
   * {@code source: "arena"} and the {@code tournamentId}.
   */
  public synchronized ArenaGame startPairing(String tournamentId, ArenaAccount white, ArenaAccount black,
      ArenaVariant variant,
      boolean rated, int limitSeconds, int incrementSeconds) {
    GameSetup setup = new GameSetup(newId(8), white, black, variant, rated, limitSeconds, incrementSeconds,
        null, System.currentTimeMillis(), newId(4), newId(4), tournamentId);
    limits.gameStarted(white, black);
    return start(setup, "arena " + tournamentId);
  }

  private ArenaGame start(GameSetup setup, String what) {
    ArenaClock clock = setup.hasClock() ? new ArenaClock(setup.limitSeconds() * 1000L,
        setup.incrementSeconds() * 1000L) : null;
    ArenaGame game = newGame(setup, clock);
    games.put(game.id(), game);
    ArenaAccount white = setup.white();
    ArenaAccount black = setup.black();
    LOG.info("Game {} starts: {} (white) vs {} (black), {}", game.id(), white.username(),
        black.username(), what);
    events.publish(white, event("gameStart", game.eventJson(white)));
    events.publish(black, event("gameStart", game.eventJson(black)));
    gameStartListeners.forEach(listener -> listener.accept(game));
    return game;
  }

  private void finished(ArenaGame game) {
    GameSetup setup = game.setup();
    events.publish(setup.white(), event("gameFinish", game.eventJson(setup.white())));
    events.publish(setup.black(), event("gameFinish", game.eventJson(setup.black())));
    gameFinishListeners.forEach(listener -> listener.accept(game));
  }

  /**
   * Challenge {@code id}, if a pending real-time one, is kept alive by no one from now: the API
   * created it without {@code keepAliveStream}, or its keep-alive stream closed. It expires
   * {@link #UNATTENDED_CHALLENGE_MS} later (the official description: 20 s). Challenges the arena
   * makes itself stand for players on the website, who keep theirs alive.
   */
  public void unattended(String id) {
    ArenaChallenge challenge = challenges.get(id);
    if (challenge != null && challenge.isPending() && challenge.hasClock()) {
      unattendedSinceMillis.put(id, time.millis());
    }
  }

  /**
   * Drops pending challenges older than {@code lifetimeMillis}, as Lichess removes a challenge at
   * its {@code expiresAt} (two weeks after it was made), and real-time ones left unattended for
   * {@link #UNATTENDED_CHALLENGE_MS}: accepting or declining it is then a 404, and both players
   * are told it is canceled.
   */
  public void expireChallenges(long lifetimeMillis) {
    long now = time.millis();
    challengeCreatedMillis.forEach((id, created) -> {
      ArenaChallenge challenge = challenges.get(id);
      Long unattended = unattendedSinceMillis.get(id);
      if (challenge == null || !challenge.isPending()) {
        challengeCreatedMillis.remove(id);
        unattendedSinceMillis.remove(id);
      } else if (now - created >= lifetimeMillis
          || unattended != null && now - unattended >= UNATTENDED_CHALLENGE_MS) {
        expire(id);
      }
    });
  }

  private synchronized void expire(String id) {
    challengeCreatedMillis.remove(id);
    unattendedSinceMillis.remove(id);
    ArenaChallenge challenge = challenges.get(id);
    if (challenge != null && challenge.isPending()) {
      challenges.remove(id);
      LOG.info("Challenge {} expired unanswered", id);
      ObjectNode event = ChallengeWire.event("challengeCanceled", challenge.withStatus("canceled"), baseUrl,
          events::isOnline);
      events.publish(challenge.destUser(), event);
      events.publish(challenge.challenger(), event);
      notifyWatcher(id, "canceled");
    }
  }

  private ArenaChallenge challengeTo(String id, ArenaAccount account) {
    ArenaChallenge challenge = challenges.get(id);
    if (challenge == null || !challenge.destUser().id().equals(account.id())) {
      throw ApiError.notFound("Not found.");
    }
    return challenge;
  }

  private void notifyWatcher(String id, String done) {
    NdjsonWriter watcher = challengeWatchers.remove(id);
    if (watcher != null) {
      watcher.send(Json.object().put("done", done));
      watcher.finish();
    }
  }

  private static ObjectNode event(String type, ObjectNode game) {
    ObjectNode event = Json.object().put("type", type);
    event.set("game", game);
    return event;
  }
}
