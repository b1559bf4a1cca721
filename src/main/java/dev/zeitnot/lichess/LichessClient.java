package dev.zeitnot.lichess;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.zeitnot.lichess.model.Account;
import dev.zeitnot.lichess.model.Challenge;
import dev.zeitnot.lichess.model.ChatMessage;
import dev.zeitnot.lichess.model.EventStreamEvent;
import dev.zeitnot.lichess.model.GameStreamEvent;
import dev.zeitnot.lichess.model.PlayingGames;
import dev.zeitnot.lichess.model.TokenInfo;
import dev.zeitnot.lichess.model.TournamentInfo;
import dev.zeitnot.lichess.model.TournamentList;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import okhttp3.FormBody;
import okhttp3.HttpUrl;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The Lichess Bot API over OkHttp: Bearer auth, a User-Agent naming zeitnot and the bot, a shared
 * rate-limit gate, retries (see {@link LichessApi}). The token goes only to https or loopback
 * servers and is never logged. Build with {@link #builder(String, String)}.
 */
public final class LichessClient implements LichessApi {

  private static final Logger log = LoggerFactory.getLogger(LichessClient.class);
  private static final BooleanSupplier ALWAYS = () -> true;

  private static final MediaType TEXT = MediaType.get("text/plain; charset=utf-8");

  private final HttpUrl baseUrl;
  private final String token;
  private final OkHttpClient http;
  private final HttpCaller caller;
  private final RateLimitGate gate;
  private final HeldChallenges held;
  private final UserAgent userAgent;
  private final RetrySettings commandRetry;
  private final RetrySettings moveRetry;
  private final StreamSettings eventStreamSettings;
  private final StreamSettings gameStreamSettings;
  private final LongSupplier nanoTime;
  private final ObjectMapper json = LichessJson.mapper();

  private LichessClient(Builder builder) {
    this.baseUrl = builder.baseUrl;
    this.token = builder.token;
    this.userAgent = new UserAgent();
    this.http = builder.httpClient.newBuilder()
        .addInterceptor(new AuthInterceptor(builder.token, userAgent))
        .addInterceptor(SendingHook.INTERCEPTOR)
        .connectTimeout(builder.connectTimeout)
        .readTimeout(builder.readTimeout)
        .writeTimeout(builder.writeTimeout)
        .pingInterval(builder.pingInterval)
        .followRedirects(false)
        .followSslRedirects(false)
        .build();
    this.gate = new RateLimitGate(builder.gateClock);
    this.caller = new HttpCaller(http, builder.readTimeout, builder.moveTimeout, gate,
        builder.gateClock);
    this.held = new HeldChallenges(caller);
    this.commandRetry = builder.commandRetry;
    this.moveRetry = builder.moveRetry;
    this.eventStreamSettings = builder.eventStreamSettings;
    this.gameStreamSettings = builder.gameStreamSettings;
    this.nanoTime = builder.nanoTime;
  }

  /** A builder for {@code baseUrl} ("https://lichess.org" or a loopback test server) and the API token. */
  public static Builder builder(String baseUrl, String token) {
    return new Builder(baseUrl, token);
  }

  /** The gate shared by all calls of this client (read-only use: to see what is closed). */
  public RateLimitGate rateLimitGate() {
    return gate;
  }

  /** The OkHttp client with this client's settings (read-only use, e.g. to check them). */
  OkHttpClient httpClient() {
    return http;
  }

  /** The User-Agent sent now: "zeitnot/VERSION" and, once known, " user:USERNAME". */
  public String userAgent() {
    return userAgent.get();
  }

  /** Names the bot in the User-Agent; {@link #account()} does it by itself. */
  public void setBotUsername(String username) {
    userAgent.setUsername(username);
  }

  @Override
  public Optional<TokenInfo> testToken() {
    Request request = new Request.Builder().url(url("api/token/test"))
        .post(RequestBody.create(token, TEXT)).build();
    String body = caller.retrying(Endpoint.TOKEN_TEST, "", request, commandRetry, ALWAYS);
    try {
      return Optional.ofNullable(json.readTree(body).get(token))
          .filter(node -> node.isObject())
          .map(node -> json.convertValue(node, TokenInfo.class));
    } catch (JsonProcessingException | IllegalArgumentException e) {
      throw new UnexpectedResponseException("token test body (not a JSON object of tokens)", e);
    }
  }

  @Override
  public void watchToken(Consumer<LichessHttpException> watcher) {
    caller.watchToken(watcher);
  }

  @Override
  public void watchRateLimits(Consumer<Endpoint> watcher) {
    gate.watch(watcher);
  }

  @Override
  public Account account() {
    Account account = read(caller.retrying(Endpoint.ACCOUNT, "", get("api/account"), commandRetry,
        ALWAYS), Account.class);
    setBotUsername(account.username());
    return account;
  }

  /** As the default, with the upgrade hint naming this client's server. */
  @Override
  public Account botAccount() {
    Account account = account();
    if (!account.isBot()) {
      throw new NotABotAccountException(account.username(), baseUrl.toString());
    }
    return account;
  }

  @Override
  public PlayingGames playing() {
    HttpUrl url = url("api/account/playing").newBuilder().addQueryParameter("nb", "50").build();
    return read(caller.retrying(Endpoint.PLAYING, "", get(url), commandRetry, ALWAYS), PlayingGames.class);
  }

  @Override
  public StreamSubscription streamEvents(StreamListener<EventStreamEvent> listener) {
    return new NdjsonStream<>("event-stream", Endpoint.EVENT_STREAM, "",
        get(url("api/stream/event")), NdjsonDecoder.eventStream(), listener, eventStreamSettings,
        caller, gate, nanoTime).start();
  }

  @Override
  public StreamSubscription streamGame(String gameId, StreamListener<GameStreamEvent> listener) {
    return new NdjsonStream<>("game-" + gameId, Endpoint.GAME_STREAM, gameId,
        get(url("api/bot/game/stream", gameId)), NdjsonDecoder.gameStream(), listener,
        gameStreamSettings, caller, gate, nanoTime).start();
  }

  @Override
  public void acceptChallenge(String challengeId) {
    command(Endpoint.CHALLENGE_ACCEPT, "", url("api/challenge", challengeId, "accept"), Map.of());
  }

  @Override
  public void declineChallenge(String challengeId, DeclineReason reason) {
    command(Endpoint.CHALLENGE_DECLINE, "", url("api/challenge", challengeId, "decline"),
        Map.of("reason", reason.key()));
  }

  /**
   * A real-time challenge is created with {@code keepAliveStream=true} and its response held open
   * ({@link HeldChallenges}) until it is settled or withdrawn; a correspondence or unlimited one
   * does not expire after 20 s and is a plain JSON answer.
   */
  @Override
  public Challenge createChallenge(ChallengeRequest request) {
    Request post = post(url("api/challenge", request.username()), request.formFields());
    if (request.keepsAlive()) {
      return read(held.create(post, StreamSettings.EVENT_STREAM.stallTimeout(),
          line -> read(line, Challenge.class).id()), Challenge.class);
    }
    return read(caller.once(Endpoint.CHALLENGE_CREATE, "", post, commandRetry.budget()),
        Challenge.class);
  }

  /** How many of our challenges are held alive now (tests). */
  int heldChallenges() {
    return held.held();
  }

  @Override
  public void cancelChallenge(String challengeId) {
    held.release(challengeId);
    command(Endpoint.CHALLENGE_CANCEL, "", url("api/challenge", challengeId, "cancel"), Map.of());
  }

  @Override
  public void move(String gameId, String uci, BooleanSupplier stillOurToMove) {
    postMove(gameId, url("api/bot/game", gameId, "move", uci), stillOurToMove);
  }

  @Override
  public void move(String gameId, String uci, boolean offeringDraw, BooleanSupplier stillOurToMove) {
    postMove(gameId, url("api/bot/game", gameId, "move", uci).newBuilder()
        .addQueryParameter("offeringDraw", Boolean.toString(offeringDraw)).build(), stillOurToMove);
  }

  @Override
  public void abort(String gameId) {
    command(Endpoint.GAME_COMMAND, gameId, url("api/bot/game", gameId, "abort"), Map.of());
  }

  @Override
  public void resign(String gameId) {
    command(Endpoint.GAME_COMMAND, gameId, url("api/bot/game", gameId, "resign"), Map.of());
  }

  /**
   * {@inheritDoc} The answer is sent as {@code true}/{@code false}: the description's schema has a
   * boolean (or {@code yes}), so its decline is {@code false}, not the {@code no} lila also reads.
   */
  @Override
  public void draw(String gameId, boolean accept) {
    command(Endpoint.GAME_COMMAND, gameId, url("api/bot/game", gameId, "draw", Boolean.toString(accept)),
        Map.of());
  }

  /** {@inheritDoc} Sent as {@code true}/{@code false}, as {@link #draw} is. */
  @Override
  public void takeback(String gameId, boolean accept) {
    command(Endpoint.GAME_COMMAND, gameId, url("api/bot/game", gameId, "takeback", Boolean.toString(accept)),
        Map.of());
  }

  @Override
  public void claimVictory(String gameId) {
    command(Endpoint.GAME_COMMAND, gameId, url("api/bot/game", gameId, "claim-victory"), Map.of());
  }

  @Override
  public void claimDraw(String gameId) {
    command(Endpoint.GAME_COMMAND, gameId, url("api/bot/game", gameId, "claim-draw"), Map.of());
  }

  @Override
  public void sendChat(String gameId, ChatRoom room, String text) {
    caller.once(Endpoint.CHAT, gameId, post(url("api/bot/game", gameId, "chat"),
        Map.of("room", room.key(), "text", text)), commandRetry.budget());
  }

  @Override
  public List<ChatMessage> readChat(String gameId) {
    String body = caller.retrying(Endpoint.CHAT, gameId, get(url("api/bot/game", gameId, "chat")),
        commandRetry, ALWAYS);
    try {
      return json.readValue(body, new TypeReference<List<ChatMessage>>() {});
    } catch (JsonProcessingException e) {
      throw new UnexpectedResponseException("chat of " + gameId + " (not a JSON array)", e);
    }
  }

  @Override
  public List<Account> onlineBots(int count) {
    HttpUrl url = url("api/bot/online").newBuilder()
        .addQueryParameter("nb", Integer.toString(count)).build();
    String body = caller.retrying(Endpoint.ONLINE_BOTS, "", get(url), commandRetry, ALWAYS);
    List<Account> bots = new ArrayList<>();
    body.lines().filter(line -> !line.isBlank()).forEach(line -> {
      try {
        bots.add(json.readValue(line, Account.class));
      } catch (JsonProcessingException e) {
        log.warn("online bots: skipping a line that is not a user: {}", line);
      }
    });
    return bots;
  }

  @Override
  public String exportGamePgn(String gameId) {
    Request request = new Request.Builder().url(url("game/export", gameId))
        .header("Accept", "application/x-chess-pgn").build();
    return caller.retrying(Endpoint.GAME_EXPORT, gameId, request, commandRetry, ALWAYS);
  }

  @Override
  public TournamentList tournaments() {
    return read(caller.retrying(Endpoint.TOURNAMENTS, "", get("api/tournament"), commandRetry, ALWAYS),
        TournamentList.class);
  }

  @Override
  public TournamentInfo tournament(String id) {
    return read(caller.retrying(Endpoint.TOURNAMENT, "", get(url("api/tournament", id)), commandRetry, ALWAYS),
        TournamentInfo.class);
  }

  @Override
  public void joinTournament(String id, String team, String password) {
    Map<String, String> form = new HashMap<>();
    form.put("pairMeAsap", "true");
    if (team != null) {
      form.put("team", team);
    }
    if (password != null) {
      form.put("password", password);
    }
    command(Endpoint.TOURNAMENT_JOIN, "", url("api/tournament", id, "join"), form);
  }

  @Override
  public void withdrawFromTournament(String id) {
    command(Endpoint.TOURNAMENT_WITHDRAW, "", url("api/tournament", id, "withdraw"), Map.of());
  }

  @Override
  public String toString() {
    return "LichessClient[" + baseUrl + "]";
  }

  @Override
  public void move(String gameId, String uci, BooleanSupplier stillOurToMove, Runnable sending) {
    postMove(gameId, url("api/bot/game", gameId, "move", uci), stillOurToMove, sending);
  }

  @Override
  public void move(String gameId, String uci, boolean offeringDraw, BooleanSupplier stillOurToMove,
      Runnable sending) {
    postMove(gameId, url("api/bot/game", gameId, "move", uci).newBuilder()
        .addQueryParameter("offeringDraw", Boolean.toString(offeringDraw)).build(), stillOurToMove, sending);
  }

  private void postMove(String gameId, HttpUrl url, BooleanSupplier stillOurToMove) {
    postMove(gameId, url, stillOurToMove, () -> { });
  }

  private void postMove(String gameId, HttpUrl url, BooleanSupplier stillOurToMove, Runnable sending) {
    Request request = post(url, Map.of()).newBuilder().tag(SendingHook.class, new SendingHook(sending)).build();
    caller.retrying(Endpoint.MOVE, gameId, request, moveRetry, stillOurToMove);
  }

  private void command(Endpoint endpoint, String gameId, HttpUrl url, Map<String, String> form) {
    caller.retrying(endpoint, gameId, post(url, form), commandRetry, ALWAYS);
  }

  private <T> T read(String body, Class<T> type) {
    try {
      return json.readValue(body, type);
    } catch (JsonProcessingException e) {
      throw new UnexpectedResponseException(type.getSimpleName() + " body", e);
    }
  }

  /** The URL of a path under the base URL; each segment is encoded, so ids cannot escape it. */
  private HttpUrl url(String path, String... segments) {
    HttpUrl.Builder url = baseUrl.newBuilder().addPathSegments(path);
    for (String segment : segments) {
      url.addPathSegment(Objects.requireNonNull(segment, "path segment"));
    }
    return url.build();
  }

  private Request get(String path) {
    return get(url(path));
  }

  private static Request get(HttpUrl url) {
    return new Request.Builder().url(url).get().build();
  }

  private static Request post(HttpUrl url, Map<String, String> form) {
    FormBody.Builder body = new FormBody.Builder();
    form.forEach(body::add);
    return new Request.Builder().url(url).post(body.build()).build();
  }

  /** Settings for a {@link LichessClient}; every one has a sensible default. */
  public static final class Builder {
    private final HttpUrl baseUrl;
    private final String token;
    private OkHttpClient httpClient = new OkHttpClient();
    private Duration connectTimeout = Duration.ofSeconds(10);
    private Duration writeTimeout = Duration.ofSeconds(10);
    private Duration readTimeout = Duration.ofSeconds(30);
    private Duration moveTimeout = Duration.ofSeconds(5);
    private Duration pingInterval = Duration.ofSeconds(5);
    private RetrySettings commandRetry = RetrySettings.DEFAULT;
    private RetrySettings moveRetry = RetrySettings.MOVES;
    private StreamSettings eventStreamSettings = StreamSettings.EVENT_STREAM;
    private StreamSettings gameStreamSettings = StreamSettings.GAME_STREAM;
    private LongSupplier gateClock = System::nanoTime;
    private LongSupplier nanoTime = System::nanoTime;

    private Builder(String baseUrl, String token) {
      HttpUrl parsed = HttpUrl.parse(Objects.requireNonNull(baseUrl, "baseUrl"));
      if (parsed == null) {
        throw new IllegalArgumentException("server url '" + baseUrl
            + "' is not an http(s) URL; write it like https://lichess.org");
      }
      TokenSafety.requireSafeToSend(parsed);
      TokenSafety.requireWellFormed(token);
      this.baseUrl = parsed;
      this.token = token;
    }

    /** A base OkHttp client to share a connection pool; auth, timeouts and redirects are set on top. */
    public Builder httpClient(OkHttpClient httpClient) {
      this.httpClient = httpClient;
      return this;
    }

    public Builder connectTimeout(Duration connectTimeout) {
      this.connectTimeout = connectTimeout;
      return this;
    }

    /** How long sending a request body may stall. */
    public Builder writeTimeout(Duration writeTimeout) {
      this.writeTimeout = writeTimeout;
      return this;
    }

    /**
     * The longest one try of an ordinary call may take (cut to what is left of the call's budget);
     * also the read timeout (streams use their stall timeout instead).
     */
    public Builder readTimeout(Duration readTimeout) {
      this.readTimeout = readTimeout;
      return this;
    }

    /**
     * HTTP/2 pings: a connection whose ping is not answered before the next one is due fails, with
     * every stream and call on it, so a dead connection is found within two intervals (5 s by
     * default, so within 10 s) instead of waiting for a stream's stall timeout.
     */
    public Builder pingInterval(Duration pingInterval) {
      this.pingInterval = pingInterval;
      return this;
    }

    /** The longest one try of a move post may take before it is given up (and the game re-read). */
    public Builder moveTimeout(Duration moveTimeout) {
      this.moveTimeout = moveTimeout;
      return this;
    }

    public Builder commandRetry(RetrySettings commandRetry) {
      this.commandRetry = commandRetry;
      return this;
    }

    public Builder moveRetry(RetrySettings moveRetry) {
      this.moveRetry = moveRetry;
      return this;
    }

    public Builder eventStreamSettings(StreamSettings settings) {
      this.eventStreamSettings = settings;
      return this;
    }

    public Builder gameStreamSettings(StreamSettings settings) {
      this.gameStreamSettings = settings;
      return this;
    }

    /**
     * The monotonic clock (nanoseconds) of the rate-limit gates and call budgets,
     * {@link System#nanoTime()} by default (tests pass a settable one).
     */
    public Builder gateClock(LongSupplier gateClock) {
      this.gateClock = gateClock;
      return this;
    }

    /** The source of receive stamps, {@link System#nanoTime()} by default. */
    public Builder nanoTime(LongSupplier nanoTime) {
      this.nanoTime = nanoTime;
      return this;
    }

    public LichessClient build() {
      return new LichessClient(this);
    }
  }
}
