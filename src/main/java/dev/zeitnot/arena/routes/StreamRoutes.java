package dev.zeitnot.arena.routes;

import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.clock.TimeSource;
import dev.zeitnot.arena.faults.Faults;
import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.games.GameViewer;
import dev.zeitnot.arena.http.Access;
import dev.zeitnot.arena.http.ApiRequest;
import dev.zeitnot.arena.http.Json;
import dev.zeitnot.arena.http.NdjsonWriter;
import dev.zeitnot.arena.http.OpenStreams;
import dev.zeitnot.arena.http.Reply;
import dev.zeitnot.arena.http.Router;
import dev.zeitnot.arena.http.StreamKind;
import dev.zeitnot.arena.lobby.ArenaChallenge;
import dev.zeitnot.arena.lobby.Lobby;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The long-lived NDJSON endpoints: the event stream, the game stream and a challenge created
 * with keepAliveStream. Each runs on its request's handler thread until it ends.
 */
public final class StreamRoutes {

  private final Lobby lobby;
  private final OpenStreams open;
  private final Faults faults;
  /** Lichess allows 30 event-stream connections per user in 10 minutes. */
  public static final int EVENT_STREAM_OPENS = 30;
  public static final long EVENT_STREAM_WINDOW_MS = 600_000;

  private final long keepAliveMs;
  private final TimeSource time;
  private final Map<String, Deque<Long>> eventStreamOpens = new ConcurrentHashMap<>();

  public StreamRoutes(Lobby lobby, OpenStreams open, Faults faults, long keepAliveMs, TimeSource time) {
    this.lobby = lobby;
    this.open = open;
    this.faults = faults;
    this.keepAliveMs = keepAliveMs;
    this.time = time;
  }

  public void register(Router router) {
    router.route("GET", "/api/stream/event", Access.CHALLENGE_READ, this::eventStream)
        .route("GET", "/api/bot/game/stream/(\\w+)", Access.BOT, this::gameStream);
  }

  private void eventStream(ApiRequest request) throws IOException {
    ArenaAccount account = request.account();
    if (tooManyOpens(account)) {
      request.reply(new Reply(429, Json.error("Please don't poll this endpoint, it is intended "
          + "to be streamed. See https://lichess.org/api#tag/Board/operation/apiStreamEvent.")));
      return;
    }
    NdjsonWriter stream = start(request, StreamKind.EVENT, account.username());
    lobby.connect(account, stream);
    try {
      stream.run();
    } finally {
      lobby.events().disconnected(account, stream);
      open.remove(stream);
    }
  }

  private void gameStream(ApiRequest request) throws IOException {
    ArenaAccount account = request.account();
    ArenaGame game = GameRoutes.playerGame(lobby, request.path(1), account);
    NdjsonWriter stream = start(request, StreamKind.GAME, game.id() + "/" + account.username());
    GameViewer viewer = new StreamViewer(account, stream);
    boolean following = game.follow(viewer);
    if (!following) {
      stream.finish();
    }
    try {
      stream.run();
    } finally {
      game.unfollow(viewer);
      open.remove(stream);
    }
  }

  /** Answers a challenge creation with an NDJSON stream ending in {"done": ...}. */
  void challengeStream(ApiRequest request, ArenaChallenge challenge) throws IOException {
    NdjsonWriter stream = start(request, StreamKind.CHALLENGE, challenge.id());
    stream.send(lobby.challengeJson(challenge, "out"));
    lobby.watchChallenge(challenge.id(), stream);
    try {
      stream.run();
    } finally {
      open.remove(stream);
    }
  }

  private boolean tooManyOpens(ArenaAccount account) {
    long now = time.millis();
    Deque<Long> opens = eventStreamOpens.computeIfAbsent(account.id(), id -> new ArrayDeque<>());
    synchronized (opens) {
      while (!opens.isEmpty() && now - opens.peekFirst() >= EVENT_STREAM_WINDOW_MS) {
        opens.removeFirst();
      }
      if (opens.size() >= EVENT_STREAM_OPENS) {
        return true;
      }
      opens.addLast(now);
      return false;
    }
  }

  private NdjsonWriter start(ApiRequest request, StreamKind kind, String label)
      throws IOException {
    request.startStream();
    NdjsonWriter stream = new NdjsonWriter(request.exchange(), kind, label, keepAliveMs, faults);
    open.add(stream);
    return stream;
  }

  /** A player's game stream as a viewer of the game. */
  private record StreamViewer(ArenaAccount account, NdjsonWriter stream) implements GameViewer {

    @Override
    public void send(ObjectNode line) {
      stream.send(line);
    }

    @Override
    public void close() {
      stream.finish();
    }
  }
}
