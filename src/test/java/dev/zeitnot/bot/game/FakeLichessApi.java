package dev.zeitnot.bot.game;

import dev.zeitnot.lichess.ChallengeRequest;
import dev.zeitnot.lichess.ChatRoom;
import dev.zeitnot.lichess.DeclineReason;
import dev.zeitnot.lichess.Endpoint;
import dev.zeitnot.lichess.LichessApi;
import dev.zeitnot.lichess.LichessHttpException;
import dev.zeitnot.lichess.LichessTransportException;
import dev.zeitnot.lichess.RateLimitedException;
import dev.zeitnot.lichess.Received;
import dev.zeitnot.lichess.StreamListener;
import dev.zeitnot.lichess.StreamSubscription;
import dev.zeitnot.lichess.model.Account;
import dev.zeitnot.lichess.model.Challenge;
import dev.zeitnot.lichess.model.ChatMessage;
import dev.zeitnot.lichess.model.EventStreamEvent;
import dev.zeitnot.lichess.model.GameStreamEvent;
import dev.zeitnot.lichess.model.LichessError;
import dev.zeitnot.lichess.model.PlayingGames;
import dev.zeitnot.lichess.model.TokenInfo;
import dev.zeitnot.lichess.model.TournamentInfo;
import dev.zeitnot.lichess.model.TournamentList;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/** An in-memory server for bot tests: records every command and lets the test push stream events. */
public final class FakeLichessApi implements LichessApi {

  public final List<String> commands = new CopyOnWriteArrayList<>();
  /** The moves posted with a draw offer. */
  public final List<String> drawOffers = new CopyOnWriteArrayList<>();
  public final List<String> moves = new CopyOnWriteArrayList<>();
  /** What {@link #onlineBots} answers. */
  public final List<Account> online = new CopyOnWriteArrayList<>();
  public final List<StreamListener<GameStreamEvent>> gameStreams = new CopyOnWriteArrayList<>();
  public final List<StreamListener<EventStreamEvent>> eventStreams = new CopyOnWriteArrayList<>();
  private final Deque<RuntimeException> moveFailures = new ArrayDeque<>();
  private final Deque<RuntimeException> acceptFailures = new ArrayDeque<>();
  private final Deque<RuntimeException> challengeFailures = new ArrayDeque<>();
  /** Accepts wait until this latch is open (tests of a slow server). */
  public volatile java.util.concurrent.CountDownLatch acceptGate = new java.util.concurrent.CountDownLatch(0);
  /** Chat posts wait until this latch is open (tests of a slow server). */
  public volatile java.util.concurrent.CountDownLatch chatGate = new java.util.concurrent.CountDownLatch(0);
  /** What GET /api/account/playing answers. */
  public volatile List<dev.zeitnot.lichess.model.GameInfo> playing = List.of();
  /** What GET /api/tournament answers. */
  private RuntimeException tournamentListFailure;
  public volatile TournamentList tournaments = new TournamentList(List.of(), List.of(), List.of());
  /** What GET /api/tournament/{id} answers, by id (absent: 404). */
  public final java.util.Map<String, TournamentInfo> tournamentInfo = new java.util.concurrent.ConcurrentHashMap<>();
  /** Joins of these tournament ids fail with HTTP 400 and the mapped message. */
  public final java.util.Map<String, String> refusedJoins = new java.util.concurrent.ConcurrentHashMap<>();
  private final List<Consumer<LichessHttpException>> tokenWatchers = new CopyOnWriteArrayList<>();
  private final Account account;
  private final LongSupplier nanoClock;

  public FakeLichessApi(Account account, LongSupplier nanoClock) {
    this.account = account;
    this.nanoClock = nanoClock;
  }

  /** The next move post fails with HTTP 400 and {@code message}. */
  public synchronized void refuseNextMove(String message) {
    moveFailures.add(new LichessHttpException(400, Endpoint.MOVE, new LichessError(message, null)));
  }

  /** The next move post fails on the network (after the client's own retries). */
  public synchronized void breakNextMove() {
    moveFailures.add(new LichessTransportException(Endpoint.MOVE, new IOException("connection reset")));
  }

  /** The next move post fails with HTTP {@code status} (5xx, after the client's own retries). */
  public synchronized void failNextMove(int status) {
    moveFailures.add(new LichessHttpException(status, Endpoint.MOVE, new LichessError("Bad Gateway", null)));
  }

  /** The next move post is rate-limited for {@code millis}. */
  public synchronized void rateLimitNextMove(long millis) {
    moveFailures.add(new RateLimitedException(Endpoint.MOVE, Duration.ofMillis(millis), "Too many requests"));
  }

  /** The next challenge acceptance fails with {@code failure}. */
  public synchronized void failNextAccept(RuntimeException failure) {
    acceptFailures.add(failure);
  }

  /** The next challenge creation fails with {@code failure}. */
  public synchronized void failNextChallenge(RuntimeException failure) {
    challengeFailures.add(failure);
  }

  /** The newest event stream says it (re)connected. */
  public void reconnectEvents() {
    eventStreams.get(eventStreams.size() - 1).onConnected();
  }

  /** Pushes an event into the newest game stream, stamped with the test's clock. */
  public void pushGame(GameStreamEvent event) {
    gameStreams.get(gameStreams.size() - 1).onEvent(new Received<>(event, nanoClock.getAsLong()));
  }

  public void pushEvent(EventStreamEvent event) {
    eventStreams.get(eventStreams.size() - 1).onEvent(new Received<>(event, nanoClock.getAsLong()));
  }

  @Override
  public Optional<TokenInfo> testToken() {
    return Optional.of(new TokenInfo(account.id(), "bot:play,challenge:read,challenge:write", null));
  }

  @Override
  public void watchToken(Consumer<LichessHttpException> watcher) {
    tokenWatchers.add(watcher);
  }

  /** As if a call had met a refusal of the token (a 401). */
  public void refuseToken() {
    LichessHttpException refusal = new LichessHttpException(401, Endpoint.EVENT_STREAM,
        new LichessError("No such token", null));
    tokenWatchers.forEach(watcher -> watcher.accept(refusal));
  }

  @Override
  public Account account() {
    return account;
  }

  @Override
  public PlayingGames playing() {
    return new PlayingGames(0, playing);
  }

  @Override
  public StreamSubscription streamEvents(StreamListener<EventStreamEvent> listener) {
    eventStreams.add(listener);
    return new FakeSubscription();
  }

  @Override
  public StreamSubscription streamGame(String gameId, StreamListener<GameStreamEvent> listener) {
    gameStreams.add(listener);
    commands.add("stream " + gameId);
    return new FakeSubscription();
  }

  @Override
  public void acceptChallenge(String challengeId) {
    try {
      acceptGate.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    RuntimeException failure;
    synchronized (this) {
      failure = acceptFailures.poll();
    }
    if (failure != null) {
      commands.add("accept-failed " + challengeId);
      throw failure;
    }
    commands.add("accept " + challengeId);
  }

  @Override
  public void declineChallenge(String challengeId, DeclineReason reason) {
    commands.add("decline " + challengeId + " " + reason.key());
  }

  @Override
  public Challenge createChallenge(ChallengeRequest request) {
    RuntimeException failure;
    synchronized (this) {
      failure = challengeFailures.poll();
    }
    if (failure != null) {
      commands.add("refused challenge to " + request.username());
      throw failure;
    }
    String id = "out" + commands.size();
    String time = request.days() != null ? request.days() + "d"
        : request.clockLimitSeconds() + "+" + request.clockIncrementSeconds();
    commands.add("challenge " + request.username() + " " + time + " " + request.variant()
        + (request.rated() ? " rated" : " casual")
        + " " + id);
    return new Challenge(id, "x", "created", null, null, null, request.rated(), null, null, "random", null,
        null, null, null, null, null, "out");
  }

  @Override
  public void cancelChallenge(String challengeId) {
    commands.add("cancel " + challengeId);
  }

  @Override
  public void move(String gameId, String uci, BooleanSupplier stillOurToMove) {
    move(gameId, uci, false, stillOurToMove);
  }

  /**
   * Runs, given the move, between the first, failed try of the next move post and its retry
   * (none: one try). As the real client, the retry asks first whether the move is still wanted.
   */
  public volatile Consumer<String> beforeRetry;
  /** Moves whose retry was given up because the game no longer waited for them. */
  public final List<String> givenUp = new CopyOnWriteArrayList<>();

  @Override
  public void move(String gameId, String uci, BooleanSupplier stillOurToMove, Runnable sending) {
    Consumer<String> retry = beforeRetry;
    beforeRetry = null;
    sending.run();
    if (retry != null) {
      retry.accept(uci);
      if (!stillOurToMove.getAsBoolean()) {
        givenUp.add(uci);
        throw new LichessTransportException(Endpoint.MOVE, new IOException("connection reset"));
      }
      sending.run();
    }
    move(gameId, uci, stillOurToMove);
  }

  @Override
  public void move(String gameId, String uci, boolean offeringDraw, BooleanSupplier stillOurToMove) {
    moves.add(uci);
    if (offeringDraw) {
      drawOffers.add(uci);
    }
    RuntimeException failure;
    synchronized (this) {
      failure = moveFailures.poll();
    }
    if (failure != null) {
      throw failure;
    }
  }

  @Override
  public void abort(String gameId) {
    commands.add("abort " + gameId);
  }

  @Override
  public void resign(String gameId) {
    commands.add("resign " + gameId);
  }

  @Override
  public void draw(String gameId, boolean accept) {
    commands.add("draw " + gameId + " " + accept);
  }

  @Override
  public void takeback(String gameId, boolean accept) {
    commands.add("takeback " + gameId + " " + accept);
  }

  @Override
  public void claimVictory(String gameId) {
    commands.add("claim-victory " + gameId);
  }

  @Override
  public void claimDraw(String gameId) {
    commands.add("claim-draw " + gameId);
  }

  @Override
  public void sendChat(String gameId, ChatRoom room, String text) {
    try {
      chatGate.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    commands.add("chat " + room.key() + " " + text);
  }

  @Override
  public List<ChatMessage> readChat(String gameId) {
    return List.of();
  }

  @Override
  public List<Account> onlineBots(int count) {
    commands.add("online");
    return List.copyOf(online);
  }

  /** The next read of the tournament list fails with {@code failure}. */
  public synchronized void failNextTournamentList(RuntimeException failure) {
    tournamentListFailure = failure;
  }

  @Override
  public synchronized TournamentList tournaments() {
    commands.add("tournaments");
    RuntimeException failure = tournamentListFailure;
    tournamentListFailure = null;
    if (failure != null) {
      throw failure;
    }
    return tournaments;
  }

  @Override
  public TournamentInfo tournament(String id) {
    commands.add("tournament " + id);
    TournamentInfo info = tournamentInfo.get(id);
    if (info == null) {
      throw new LichessHttpException(404, Endpoint.TOURNAMENT, new LichessError("Not found", null));
    }
    return info;
  }

  @Override
  public void joinTournament(String id, String team, String password) {
    String refusal = refusedJoins.get(id);
    if (refusal != null) {
      commands.add("join-failed " + id);
      throw new LichessHttpException(400, Endpoint.TOURNAMENT_JOIN, new LichessError(refusal, null));
    }
    commands.add("join " + id + (team == null ? "" : " team=" + team)
        + (password == null ? "" : " password=" + password));
  }

  @Override
  public void withdrawFromTournament(String id) {
    commands.add("withdraw " + id);
  }

  @Override
  public String exportGamePgn(String gameId) {
    return "";
  }

  private static final class FakeSubscription implements StreamSubscription {
    private volatile boolean running = true;

    @Override
    public void close() {
      running = false;
    }

    @Override
    public boolean isRunning() {
      return running;
    }

    @Override
    public boolean awaitTermination(Duration timeout) {
      return true;
    }
  }
}
