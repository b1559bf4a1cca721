package dev.zeitnot.bot.game;

import static dev.zeitnot.bot.game.GameEvents.full;
import static dev.zeitnot.bot.game.GameEvents.state;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;

import dev.zeitnot.bot.chat.ChatDesk;
import dev.zeitnot.bot.chat.ChatSender;
import dev.zeitnot.bot.clock.AdaptiveOverhead;
import dev.zeitnot.bot.clock.ClockBudget;
import dev.zeitnot.bot.clock.ClockHorizon;
import dev.zeitnot.bot.clock.RecentScores;
import dev.zeitnot.bot.knowledge.BookShelf;
import dev.zeitnot.bot.knowledge.Knowledge;
import dev.zeitnot.bot.knowledge.OnlineSources;
import dev.zeitnot.bot.report.BotObserver;
import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.PgnGame;
import dev.zeitnot.config.BookConfig;
import dev.zeitnot.config.BotConfig;
import dev.zeitnot.config.OnlineConfig;
import dev.zeitnot.config.OnlineSourceSettings;
import dev.zeitnot.config.DrawOfferPolicy;
import dev.zeitnot.config.DrawPolicy;
import dev.zeitnot.config.EngineConfig;
import dev.zeitnot.config.GameConfig;
import dev.zeitnot.config.GameKind;
import dev.zeitnot.config.Messages;
import dev.zeitnot.config.ResignPolicy;
import dev.zeitnot.config.TimeConfig;
import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.builtin.EngineSettings;
import dev.zeitnot.engine.Score;
import dev.zeitnot.engine.book.BookBuilder;
import dev.zeitnot.engine.book.PolyglotWriter;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import dev.zeitnot.lichess.model.Account;
import dev.zeitnot.lichess.model.ChatLine;
import dev.zeitnot.lichess.model.GameClock;
import dev.zeitnot.lichess.model.GameFull;
import dev.zeitnot.lichess.model.GameInfo;
import dev.zeitnot.lichess.model.GameState;
import dev.zeitnot.lichess.model.GameStatus;
import dev.zeitnot.lichess.model.Player;
import dev.zeitnot.lichess.model.OpponentGone;
import dev.zeitnot.testing.Eventually;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import dev.zeitnot.lichess.online.OnlineHttp;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

class GameSessionTest {

  @TempDir
  Path pgnDirectory;

  private final AtomicLong nanos = new AtomicLong(System.nanoTime());
  private final FakeLichessApi api = new FakeLichessApi(
      new Account("zeitnot", "zeitnot", "BOT", null, null, null), nanos::get);
  private Engine engine = new FirstLegalMoveEngine(Score.cp(0));
  private Knowledge knowledge = Knowledge.NONE;
  private TimeConfig time = TimeConfig.DEFAULT;
  /** The engines of the session; null: always {@link #engine}. */
  private EngineFactory engines;
  private final AdaptiveOverhead overhead = new AdaptiveOverhead(50, true);
  private GameSession session;
  private Thread thread;

  private void start(String ourColor, GameConfig game) {
    start(ourColor, game, EngineConfig.Builtin.DEFAULT);
  }

  private void start(String ourColor, GameConfig game, EngineConfig engineConfig) {
    start(GameEvents.start(ourColor), game, engineConfig);
  }

  private void start(GameInfo start, GameConfig game, EngineConfig engineConfig) {
    BotConfig config = BotConfig.forServer("http://127.0.0.1:9999").withGame(game.withPgnDirectory(pgnDirectory))
        .withEngine(engineConfig).withTime(time);
    EngineFactory factory = engines != null ? engines : () -> engine;
    SessionContext context = new SessionContext(api, config, factory, new ClockBudget(config.time()),
        overhead, new PgnArchive(pgnDirectory, "http://127.0.0.1:9999"), nanos::get,
        knowledge, new ChatDesk(config.game().commands(), new ChatSender(api), () -> List.of("Bob 3+2")),
        BotObserver.NONE);
    session = new GameSession(context, start, s -> { }, s -> { });
    thread = new Thread(session, "test-session");
    thread.start();
    await(() -> api.gameStreams.size() == 1);
  }

  private void start(String ourColor) {
    start(ourColor, GameConfig.DEFAULT);
  }

  @AfterEach
  void endSession() throws InterruptedException {
    if (thread != null && thread.isAlive()) {
      api.pushGame(state("", GameStatus.ABORTED, null));
      thread.join(TimeUnit.SECONDS.toMillis(5));
    }
  }

  /** Waits (at most 5 s) for something the session thread does; fails if it never happens. */
  private static void await(BooleanSupplier condition) {
    Eventually.until(condition);
  }

  @Test
  void movesWhenTheGameStartsWithUsToMove() {
    start("white");
    api.pushGame(full("white", state("")));
    await(() -> api.moves.size() == 1);
    assertThat(((FirstLegalMoveEngine) engine).requests).singleElement().satisfies(request -> {
      assertThat(request.moves()).isEmpty();
      assertThat(request.limits().moveTimeMs()).isEqualTo(TimeConfig.DEFAULT.firstMoveMs());
    });
  }

  @Test
  void playsBookMovesWithoutAskingTheEngineUntilTheBookEnds() throws Exception {
    BookBuilder builder = new BookBuilder(100, 1, false);
    builder.add(new PgnGame(Map.of(), List.of("e4", "e5", "Nf3"), "1-0"));
    Path file = pgnDirectory.resolve("book.bin");
    PolyglotWriter.write(file, builder.entries());
    BookConfig books = BookConfig.DEFAULT.withBooks(true, Map.of("standard", List.of(file)));
    knowledge = new Knowledge(BookShelf.open(books, new Random(1)), OnlineSources.NONE);
    start("white");
    api.pushGame(full("white", state("")));
    await(() -> api.moves.size() == 1);
    api.pushGame(state("e2e4 e7e5"));
    await(() -> api.moves.size() == 2);
    assertThat(api.moves).containsExactly("e2e4", "g1f3");
    assertThat(((FirstLegalMoveEngine) engine).requests).isEmpty();
    api.pushGame(state("e2e4 e7e5 g1f3 b8c6"));
    await(() -> api.moves.size() == 3);
    assertThat(((FirstLegalMoveEngine) engine).requests).hasSize(1);
    api.pushGame(state("e2e4 e7e5 g1f3 b8c6 " + api.moves.get(2) + " a7a6", GameStatus.RESIGN, "white"));
    Path pgn = pgnDirectory.resolve(GameEvents.ID + ".pgn");
    await(() -> Files.exists(pgn) && !thread.isAlive());
    String text = Files.readString(pgn);
    assertThat(text.split("\\[%src book]", -1)).hasSize(3); // our first two moves, not the searched third
    assertThat(text).contains("1. e4 {[%src book]}").contains("2. Nf3 {[%src book]}");
  }

  @Test
  void anEngineThatThrowsAnErrorStillHasOurMovePlayedByTheFallback() {
    engine = new FirstLegalMoveEngine(Score.cp(0)) {
      @Override
      public SearchResult search(SearchRequest request, SearchListener listener) {
        throw new StackOverflowError("a search bug");
      }
    };
    start("white");
    api.pushGame(full("white", state("")));
    await(() -> api.moves.size() == 1);
    api.pushGame(state(api.moves.get(0) + " e7e5"));
    await(() -> api.moves.size() == 2);
  }

  @Test
  void leavesALowClockMoveToTheEngineWithoutAskingTheSlowOnlineSource() throws Exception {
    try (MockWebServer slow = new MockWebServer()) {
      slow.start();
      slow.enqueue(new MockResponse.Builder().code(200).body("{\"depth\":40,\"pvs\":[{\"moves\":\"e2e4\"}]}")
          .headersDelay(10, TimeUnit.SECONDS).build());
      OnlineConfig d = OnlineConfig.DEFAULT;
      OnlineConfig online = new OnlineConfig(new OnlineConfig.CloudEval(
          new OnlineSourceSettings(true, slow.url("/").toString(), 5_000, 70_000, 0, 10), 20, 1),
          d.explorer(), d.chessdb(), d.tablebase());
      knowledge = new Knowledge(BookShelf.EMPTY, OnlineSources.of(online, OnlineHttp.create(), System::nanoTime));
      start("white");
      api.pushGame(full("white", state("e2e4 e7e5")));
      await(() -> api.moves.size() == 1);
      assertThat(((FirstLegalMoveEngine) engine).requests).hasSize(1);
      assertThat(slow.getRequestCount()).isZero();
    }
  }

  @Test
  @Timeout(20) // before: the greeting was posted on the session thread, which then hung
  void movesWhileTheServerIsSlowToTakeTheGreeting() {
    api.chatGate = new CountDownLatch(1);
    start("white");
    api.pushGame(full("white", state("")));
    await(() -> api.moves.size() == 1);
    assertThat(api.commands).noneMatch(c -> c.startsWith("chat"));
    api.chatGate.countDown();
    await(() -> api.commands.stream().anyMatch(c -> c.startsWith("chat player")));
  }

  private void startWithTablebase(MockWebServer tablebase) {
    startWithTablebase(tablebase, BookShelf.EMPTY);
  }

  private void startWithTablebase(MockWebServer tablebase, BookShelf books) {
    OnlineConfig d = OnlineConfig.DEFAULT;
    OnlineConfig online = new OnlineConfig(d.cloudEval(), d.explorer(), d.chessdb(), new OnlineConfig.Tablebase(
        new OnlineSourceSettings(true, tablebase.url("/").toString(), 5_000, 0, 0, 10), 7, true, true));
    knowledge = new Knowledge(books, OnlineSources.of(online, OnlineHttp.create(), System::nanoTime));
    start("white");
  }

  // Two plies in, so the move has a clock budget (a first move's fixed time is short).
  private static GameFull endgame(String fen, String moves) {
    return endgame(fen, state(moves));
  }

  private static GameFull endgame(String fen, GameState state) {
    Player us = new Player("zeitnot", "zeitnot", "BOT", 2000, false, null);
    Player alice = new Player("alice", "Alice", null, 1900, false, null);
    return new GameFull(GameEvents.ID, GameEvents.STANDARD, "bullet", null, false, 1_735_000_000_000L, us, alice,
        fen, new GameClock(60_000, 0), null, null, state);
  }

  @Test
  void resignsInsteadOfMovingWhenTheTablebaseSaysLost() throws Exception {
    try (MockWebServer tablebase = new MockWebServer()) {
      tablebase.start();
      tablebase.enqueue(new MockResponse.Builder().code(200).body("{\"category\":\"loss\",\"dtz\":-20,"
          + "\"moves\":[{\"uci\":\"b1a2\",\"category\":\"win\",\"dtz\":19}]}").build());
      startWithTablebase(tablebase);
      api.pushGame(endgame("8/8/8/8/8/2k5/7q/K7 w - - 0 1", "a1b1 h2h1"));
      await(() -> api.commands.contains("resign " + GameEvents.ID));
      assertThat(api.moves).isEmpty();
    }
  }

  @Test
  void offersADrawWithItsMoveWhenTheTablebaseSaysDrawn() throws Exception {
    try (MockWebServer tablebase = new MockWebServer()) {
      tablebase.start();
      tablebase.enqueue(new MockResponse.Builder().code(200).body("{\"category\":\"draw\",\"dtz\":0,"
          + "\"moves\":[{\"uci\":\"b1a1\",\"category\":\"draw\",\"dtz\":0}]}").build());
      startWithTablebase(tablebase);
      api.pushGame(endgame("7r/8/8/8/8/2k5/8/K7 w - - 0 1", "a1b1 h8h7"));
      await(() -> api.moves.size() == 1);
      assertThat(api.drawOffers).as("moves %s", api.moves).containsExactly("b1a1");
    }
  }

  @Test
  void acceptsTheOpponentsStandingOfferWhenTheTablebaseSaysDrawnAndMovesIfTheGameGoesOnAnyway() throws Exception {
    try (MockWebServer tablebase = new MockWebServer()) {
      tablebase.start();
      String drawn = "{\"category\":\"draw\",\"dtz\":0,"
          + "\"moves\":[{\"uci\":\"b1a1\",\"category\":\"draw\",\"dtz\":0}]}";
      tablebase.enqueue(new MockResponse.Builder().code(200).body(drawn).build());
      tablebase.enqueue(new MockResponse.Builder().code(200).body(drawn).build());
      startWithTablebase(tablebase);
      api.pushGame(endgame("7r/8/8/8/8/2k5/8/K7 w - - 0 1", GameEvents.blackOffersDraw("a1b1 h8h7")));
      await(() -> api.commands.contains("draw " + GameEvents.ID + " true"));
      // The fake server keeps the game going: the next try at the same ply makes the move.
      await(() -> api.moves.size() == 1);
      assertThat(api.moves).containsExactly("b1a1");
      assertThat(api.commands.stream().filter(c -> c.startsWith("draw ")).count()).isEqualTo(1);
    }
  }

  @Test
  void aBookMoveLeavesNoTablebaseVerdictOfTheMoveBeforeToAcceptAnOfferBy() throws Exception {
    String fen = "7r/8/8/8/8/2k5/8/K7 w - - 0 1";
    BookBuilder builder = new BookBuilder(100, 1, false);
    builder.add(new PgnGame(Map.of("FEN", fen), List.of("Kb1"), "1/2-1/2"));
    Path file = pgnDirectory.resolve("endgame.bin");
    PolyglotWriter.write(file, builder.entries());
    BookShelf books = BookShelf.open(BookConfig.DEFAULT.withBooks(true, Map.of("standard", List.of(file))),
        new Random(1));
    try (MockWebServer tablebase = new MockWebServer()) {
      tablebase.start();
      tablebase.enqueue(new MockResponse.Builder().code(200).body("{\"category\":\"draw\",\"dtz\":0,"
          + "\"moves\":[{\"uci\":\"b1a1\",\"category\":\"draw\",\"dtz\":0}]}").build());
      startWithTablebase(tablebase, books);
      api.pushGame(endgame(fen, "a1b1 h8h7"));
      await(() -> api.moves.size() == 1); // the tablebase's move, a draw
      // Back to the start, where the book knows a move; Black offers a draw.
      api.pushGame(GameEvents.blackOffersDraw("a1b1 h8h7 b1a1 h7h8"));
      await(() -> api.moves.size() == 2);
      assertThat(api.moves.get(1)).isEqualTo("a1b1");
      assertThat(api.commands).as("no verdict was asked for this position").noneMatch(c -> c.startsWith("draw "));
    }
  }

  @Test
  void offersADrawWithItsMoveWhenOurScoreStayedLevelAndNotAgainWithinTwentyPlies() {
    start("white", GameConfig.DEFAULT.withOfferDraw(new DrawOfferPolicy(true, 0, 2, 32)));
    api.pushGame(full("white", state("")));
    await(() -> api.moves.size() == 1);
    String moves = api.moves.get(0) + " e7e5";
    api.pushGame(state(moves));
    await(() -> api.moves.size() == 2);
    moves += " " + api.moves.get(1) + " d7d5";
    api.pushGame(state(moves));
    await(() -> api.moves.size() == 3);
    assertThat(api.drawOffers).as("one offer, with the second move (the first has one score only)")
        .containsExactly(api.moves.get(1));
  }

  @Test
  void offersNoDrawByScoreWhileMorePiecesThanMaxPiecesAreOnTheBoard() {
    start("white", GameConfig.DEFAULT.withOfferDraw(new DrawOfferPolicy(true, 0, 1, 31)));
    api.pushGame(full("white", state("")));
    await(() -> api.moves.size() == 1);
    api.pushGame(state(api.moves.get(0) + " e7e5"));
    await(() -> api.moves.size() == 2);
    assertThat(api.drawOffers).isEmpty();
  }

  @Test
  void repostsAfterA400OnlyOnceTheGameHasBeenReRead() {
    api.refuseNextMove("Not your turn, or game already over");
    start("white");
    api.pushGame(full("white", state("")));
    await(() -> api.gameStreams.size() == 2);
    assertThat(api.moves).hasSize(1);
    api.pushGame(full("white", state("")));
    await(() -> api.moves.size() == 2);
    assertThat(api.moves.get(1)).isEqualTo(api.moves.get(0));
  }

  @Test
  void doesNotMoveAgainWhenTheReReadGameShowsTheMoveWasPlayed() {
    api.refuseNextMove("Not your turn, or game already over");
    start("white");
    api.pushGame(full("white", state("")));
    await(() -> api.gameStreams.size() == 2);
    String first = api.moves.get(0);
    api.pushGame(full("white", state(first)));
    api.pushGame(state(first + " e7e5"));
    await(() -> api.moves.size() == 2);
    assertThat(api.moves.get(1)).isNotEqualTo(first);
  }

  @Test
  void aMoveWhoseAnswerWasLostIsNotSentAgainOnceTheReconnectedStreamShowsItPlayed() {
    start("white");
    // The answer to our move was lost; the game stream reconnects and tells the whole game:
    // our move was played and the opponent replied. Sent again, it would be played there.
    api.beforeRetry = uci -> api.pushGame(full("white", state(uci + " e7e5")));
    api.pushGame(full("white", state("")));
    await(() -> api.givenUp.size() == 1 && api.moves.size() == 1);
    String first = api.givenUp.get(0);
    Game game = Game.startpos();
    game.sync(first + " e7e5");
    assertThatCode(() -> game.play(api.moves.get(0))).as("a legal move after the reply")
        .doesNotThrowAnyException();
  }

  @Test
  void aRateLimitedMoveIsPostedAgainOnceTheGateOpens() {
    api.rateLimitNextMove(50);
    start("white");
    api.pushGame(full("white", state("")));
    // The bot waits on its own (injected) clock: let it run.
    await(() -> {
      nanos.addAndGet(TimeUnit.MILLISECONDS.toNanos(1));
      LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(1));
      return api.moves.size() == 2;
    });
    assertThat(api.moves.get(1)).isEqualTo(api.moves.get(0));
    assertThat(api.gameStreams).hasSize(1);
  }

  @Test
  void theRoundTripIsMeasuredFromTheTryTheServerTookNotFromTheFirst() {
    start("white");
    api.beforeRetry = uci -> nanos.addAndGet(TimeUnit.SECONDS.toNanos(2)); // the first try failed, 2 s of retry wait
    api.pushGame(full("white", state("e2e4 e7e5")));
    await(() -> api.moves.size() == 1);
    // The server charged the 2 s and a 100 ms trip.
    api.pushGame(state("e2e4 e7e5 " + api.moves.get(0), 57_900, 60_000));
    await(() -> overhead.sampleCount() == 1);
    assertThat(overhead.currentMs()).isEqualTo(100 + AdaptiveOverhead.MARGIN_MS);
  }

  @Test
  void aMoveRateLimitedAgainAndAgainIsStillPostedWhileTheGameWaitsForIt() {
    for (int i = 0; i < 7; i++) {
      api.rateLimitNextMove(10);
    }
    start("white");
    api.pushGame(full("white", state("")));
    await(() -> {
      nanos.addAndGet(TimeUnit.MILLISECONDS.toNanos(1)); // the bot waits on its own (injected) clock
      LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(1));
      return api.moves.size() == 8;
    });
    assertThat(api.moves).containsOnly(api.moves.get(0));
    assertThat(api.gameStreams).hasSize(1);
  }

  @Test
  void networkErrorsAnd5xxOnAMoveDoNotCountTowardsTheThreePostsOfAPly() {
    api.breakNextMove();
    api.failNextMove(502);
    api.breakNextMove();
    api.failNextMove(503);
    start("white");
    api.pushGame(full("white", state("")));
    for (int reads = 2; reads <= 5; reads++) {
      int expected = reads;
      await(() -> api.gameStreams.size() == expected);
      api.pushGame(full("white", state("")));
    }
    await(() -> api.moves.size() == 5);
    assertThat(api.moves).containsOnly(api.moves.get(0));
  }

  @Test
  void aMoveRefusedThreeTimesIsNotPostedAFourthTime() {
    for (int i = 0; i < 3; i++) {
      api.refuseNextMove("Not your turn, or game already over");
    }
    start("white");
    api.pushGame(full("white", state("")));
    for (int reads = 2; reads <= 4; reads++) {
      int expected = reads;
      await(() -> api.gameStreams.size() == expected);
      api.pushGame(full("white", state("")));
    }
    api.pushGame(state("", GameStatus.ABORTED, null));
    await(() -> !thread.isAlive());
    assertThat(api.moves).hasSize(3);
  }

  @Test
  void neverPostsTwiceForTheSamePly() {
    start("white");
    api.pushGame(full("white", state("")));
    await(() -> api.moves.size() == 1);
    api.pushGame(state(""));
    api.pushGame(state(""));
    api.pushGame(state(api.moves.get(0) + " e7e5"));
    await(() -> api.moves.size() == 2);
    api.pushGame(state(api.moves.get(0) + " e7e5"));
    api.pushGame(state(api.moves.get(0) + " e7e5 " + api.moves.get(1) + " d7d5"));
    await(() -> api.moves.size() == 3);
    assertThat(api.moves).hasSize(3);
  }

  @Test
  void engineSeesTheWholeGameFromItsInitialPosition() {
    start("black");
    api.pushGame(full("black", state("e2e4")));
    await(() -> api.moves.size() == 1);
    api.pushGame(state("e2e4 " + api.moves.get(0) + " d2d4"));
    await(() -> api.moves.size() == 2);
    FirstLegalMoveEngine first = (FirstLegalMoveEngine) engine;
    assertThat(first.requests.get(1).initialFen()).contains("rnbqkbnr/pppppppp");
    assertThat(first.requests.get(1).moves()).containsExactly("e2e4", api.moves.get(0), "d2d4");
  }

  private static final EngineConfig PONDERING =
      new EngineConfig.Builtin(EngineSettings.DEFAULT.withPonder(true));

  @Test
  void aPonderHitTurnsThePonderSearchIntoOurMove() {
    PonderingEngine pondering = new PonderingEngine();
    engine = pondering;
    start("white", GameConfig.DEFAULT, PONDERING);
    api.pushGame(full("white", state("e2e4 e7e5")));
    await(() -> api.moves.size() == 1 && pondering.calls.contains("ponder 4"));
    String moves = "e2e4 e7e5 " + api.moves.get(0);
    String reply = PonderingEngine.expectedReply("e2e4 e7e5");
    api.pushGame(state(moves));
    api.pushGame(state(moves + " " + reply));
    await(() -> api.moves.size() == 2);
    assertThat(pondering.calls).containsSubsequence("search 2", "ponder 4", "ponderhit")
        .doesNotContain("search 4");
  }

  @Test
  void aPonderMissStopsThePonderSearchAndSearchesTheRealPosition() {
    PonderingEngine pondering = new PonderingEngine();
    engine = pondering;
    start("white", GameConfig.DEFAULT, PONDERING);
    api.pushGame(full("white", state("e2e4 e7e5")));
    await(() -> api.moves.size() == 1 && pondering.calls.contains("ponder 4"));
    String moves = "e2e4 e7e5 " + api.moves.get(0);
    String other = PonderingEngine.expectedReply("e2e4 e7e5").equals("h7h6") ? "a7a6" : "h7h6";
    api.pushGame(state(moves + " " + other));
    await(() -> api.moves.size() == 2);
    assertThat(pondering.calls).containsSubsequence("ponder 4", "stop", "search 4")
        .doesNotContain("ponderhit");
  }

  /** Plays our move in a correspondence game, then the reply the engine expects: the calls it saw. */
  private List<String> correspondenceMoveAndExpectedReply(PonderingEngine pondering) {
    engine = pondering;
    start("white", GameConfig.DEFAULT, PONDERING);
    api.pushGame(GameEvents.correspondence("white", state("e2e4 e7e5")));
    await(() -> api.moves.size() == 1);
    String moves = "e2e4 e7e5 " + api.moves.get(0);
    api.pushGame(state(moves));
    api.pushGame(state(moves + " " + PonderingEngine.expectedReply("e2e4 e7e5")));
    await(() -> api.moves.size() == 2);
    return pondering.calls;
  }

  @Test
  void pondersInACorrespondenceGameWhenNoClockPonderIsOn() {
    time = TimeConfig.DEFAULT.withNoClockPonder(true);
    assertThat(correspondenceMoveAndExpectedReply(new PonderingEngine()))
        .containsSubsequence("search 2", "ponder 4", "ponderhit").doesNotContain("search 4");
  }

  @Test
  void neverPondersInACorrespondenceGameWhileNoClockPonderIsOff() {
    assertThat(correspondenceMoveAndExpectedReply(new PonderingEngine()))
        .containsExactly("search 2", "search 4");
  }

  @Test
  void thePonderSearchIsBudgetedLikeAnyMoveWithTheMovesLeftAndTheirTrips() {
    PonderingEngine pondering = new PonderingEngine();
    engine = pondering;
    start("white", GameConfig.DEFAULT, PONDERING);
    api.pushGame(full("white", state("e2e4 e7e5")));
    await(() -> pondering.calls.contains("ponder 4"));
    SearchLimits ponderLimits = pondering.requests.get(1).limits();
    assertThat(ponderLimits.ponder()).isTrue();
    assertThat(ponderLimits.movesLeft()).isPositive();
    assertThat(ponderLimits.tripMs()).isEqualTo(50);
  }

  @Test
  void aPonderHitOnANearEmptyClockStopsThePonderSearchAndPlaysAtOnce() {
    PonderingEngine pondering = new PonderingEngine();
    engine = pondering;
    start("white", GameConfig.DEFAULT, PONDERING);
    api.pushGame(full("white", state("e2e4 e7e5")));
    await(() -> api.moves.size() == 1 && pondering.calls.contains("ponder 4"));
    String moves = "e2e4 e7e5 " + api.moves.get(0) + " " + PonderingEngine.expectedReply("e2e4 e7e5");
    api.pushGame(state(moves, 200, 60_000));
    await(() -> api.moves.size() == 2);
    assertThat(pondering.calls).containsSubsequence("ponder 4", "ponderhit", "stop")
        .doesNotContain("search 4");
  }

  @Test
  void waitingForAMissedPonderSearchToStopIsChargedToTheMove() {
    PonderingEngine pondering = new PonderingEngine();
    engine = pondering;
    start("white", GameConfig.DEFAULT, PONDERING);
    api.pushGame(full("white", state("e2e4 e7e5")));
    await(() -> api.moves.size() == 1 && pondering.calls.contains("ponder 4"));
    pondering.onStop = () -> nanos.addAndGet(TimeUnit.SECONDS.toNanos(2)); // a slow engine takes 2 s to stop
    String moves = "e2e4 e7e5 " + api.moves.get(0);
    String other = PonderingEngine.expectedReply("e2e4 e7e5").equals("h7h6") ? "a7a6" : "h7h6";
    api.pushGame(state(moves + " " + other, 40_000, 60_000));
    await(() -> api.moves.size() == 2);
    assertThat(pondering.requests.get(2).limits().whiteTimeMs()).isLessThanOrEqualTo(38_000);
  }

  @Test
  void greetsTheOpponentAtTheStart() {
    start("black");
    api.pushGame(full("black", state("")));
    await(() -> api.commands.contains("chat player Hi Alice, zeitnot here. Good luck!"));
  }

  @Test
  void abortsAGameTheOpponentNeverStarts() {
    start("black");
    api.pushGame(full("black", state("")));
    await(() -> api.commands.contains("chat player Hi Alice, zeitnot here. Good luck!"));
    assertThat(api.commands).doesNotContain("abort " + GameEvents.ID);
    nanos.addAndGet(TimeUnit.SECONDS.toNanos(GameConfig.DEFAULT.abortAfterSeconds() + 1));
    await(() -> api.commands.contains("abort " + GameEvents.ID));
  }

  @Test
  void neverAbortsAnArenaPairingTheOpponentNeverStartsForTheServerEndsIt() throws InterruptedException {
    start(GameEvents.arenaStart("black"), GameConfig.DEFAULT, EngineConfig.Builtin.DEFAULT);
    api.pushGame(full("black", state("")));
    await(() -> api.commands.contains("chat player Hi Alice, zeitnot here. Good luck!"));
    nanos.addAndGet(TimeUnit.SECONDS.toNanos(GameConfig.DEFAULT.abortAfterSeconds() + 1));
    checkTimersOnceThenEnd();
    assertThat(api.commands).doesNotContain("abort " + GameEvents.ID);
  }

  @Test
  void neverAbortsACorrespondenceGameWhoseOpponentHasNotMovedYet() throws InterruptedException {
    start("black");
    api.pushGame(GameEvents.correspondence("black", state("")));
    await(() -> api.commands.contains("chat player Hi Alice, zeitnot here. Good luck!"));
    nanos.addAndGet(TimeUnit.DAYS.toNanos(2));
    checkTimersOnceThenEnd();
    assertThat(api.commands).doesNotContain("abort " + GameEvents.ID);
  }

  /**
   * Has the session check its timers once on the clock as it is now, then ends the game from the
   * server and waits until the session has finished, its commands sent: whatever that check did
   * is then in {@code api.commands}. (A spectator's {@code !help} wakes the session's loop, which
   * checks its timers after each batch; the final state, pushed once the answer is out, comes in
   * a later batch.)
   */
  private void checkTimersOnceThenEnd() throws InterruptedException {
    api.pushGame(new ChatLine("spectator", "carol", "!help"));
    await(() -> api.commands.stream().anyMatch(c -> c.startsWith("chat spectator Supported commands")));
    api.pushGame(state("", GameStatus.ABORTED, null));
    thread.join(TimeUnit.SECONDS.toMillis(5));
    assertThat(thread.isAlive()).as("the session thread").isFalse();
  }

  @Test
  void putsAsideACorrespondenceGameWaitingForTheOpponentAndEndsItsThread() throws InterruptedException {
    start("black");
    api.pushGame(GameEvents.correspondence("black", state("")));
    await(() -> api.commands.contains("chat player Hi Alice, zeitnot here. Good luck!"));
    assertThat(thread.isAlive()).isTrue();
    nanos.addAndGet(TimeUnit.SECONDS.toNanos(61));
    thread.join(TimeUnit.SECONDS.toMillis(5));
    assertThat(thread.isAlive()).as("the session thread").isFalse();
    assertThat(session.isParked()).isTrue();
    assertThat(api.commands).noneMatch(c -> c.startsWith("chat player Thanks") || c.startsWith("abort"));
  }

  /** The event stream's gameFinish of our game: Alice resigned. */
  private static GameInfo finishedByResignation() {
    GameInfo start = GameEvents.start("white");
    return new GameInfo(start.gameId(), start.fullId(), "white", "", "", true, false, false, "friend",
        GameStatus.RESIGN, GameEvents.STANDARD, "correspondence", null, start.opponent(), null, 2000, null,
        "white", null, null, null);
  }

  @Test
  @Timeout(20)
  void aGameFinishedWhileTheEngineThinksStopsTheSearchPostsNoMoveAndEndsTheSession() throws Exception {
    ThinkUntilStoppedEngine thinking = new ThinkUntilStoppedEngine();
    engine = thinking;
    start("white");
    api.pushGame(GameEvents.correspondence("white", state("e2e4 e7e5"))); // 10 s a move, no clock
    await(() -> thinking.searching);
    session.gameFinished(finishedByResignation());
    await(() -> !thinking.searching); // within Eventually's 5 s, far less than the 10 s budget
    api.pushGame(state("e2e4 e7e5", GameStatus.RESIGN, "white"));
    thread.join(TimeUnit.SECONDS.toMillis(5));
    assertThat(thread.isAlive()).as("the session thread").isFalse();
    assertThat(api.moves).as("moves posted to the finished game").isEmpty();
    assertThat(thinking.closed).as("the engine released").isTrue();
  }

  @Test
  @Timeout(20)
  void aStateAfterTheGameFinishedStartsNoSearchAndTheSessionEndsAfterItsGrace() throws Exception {
    ThinkUntilStoppedEngine thinking = new ThinkUntilStoppedEngine();
    engine = thinking;
    start("white");
    session.gameFinished(finishedByResignation());
    api.pushGame(GameEvents.correspondence("white", state("e2e4 e7e5"))); // a late state: our turn, seemingly
    api.pushGame(new ChatLine("spectator", "carol", "!help")); // answered once the state is taken in
    await(() -> api.commands.stream().anyMatch(c -> c.startsWith("chat spectator Supported commands")));
    nanos.addAndGet(TimeUnit.SECONDS.toNanos(3)); // past the wait for the game stream's final state
    thread.join(TimeUnit.SECONDS.toMillis(5));
    assertThat(thread.isAlive()).as("the session thread").isFalse();
    assertThat(thinking.searches).as("searches started after gameFinish").hasValue(0);
    assertThat(api.moves).isEmpty();
    assertThat(thinking.closed).as("the engine released").isTrue();
  }

  @Test
  void anEngineChosenForBotOpponentsPlaysOnceTheFirstFullStateShowsTheOpponentIsABot() {
    FirstLegalMoveEngine forOthers = new FirstLegalMoveEngine(Score.cp(0));
    FirstLegalMoveEngine forBots = new FirstLegalMoveEngine(Score.cp(0));
    EngineFactory botEngines = () -> forBots;
    engines = new EngineFactory() {
      @Override
      public Engine create() {
        return forOthers;
      }

      @Override
      public EngineFactory forGame(GameKind game) {
        return Boolean.TRUE.equals(game.opponentBot()) ? botEngines : this;
      }
    };
    start("white");
    GameFull human = full("white", state(""));
    api.pushGame(new GameFull(human.id(), human.variant(), human.speed(), human.perf(), human.rated(),
        human.createdAt(), human.white(), new Player("alice", "Alice", "BOT", 1900, false, null),
        human.initialFen(), human.clock(), human.daysPerTurn(), human.tournamentId(), human.state()));
    await(() -> api.moves.size() == 1);
    assertThat(forBots.requests).hasSize(1);
    assertThat(forOthers.requests).isEmpty();
  }

  @Test
  void withFakeThinkTimeAMoveFromPlyTenWaitsUntilAHumanWouldHavePlayedIt() throws InterruptedException {
    time = TimeConfig.DEFAULT.withFakeThinkTime(true);
    start("white");
    String opening = "g1f3 g8f6 b1c3 b8c6 e2e3 e7e6 d2d3 d7d6";
    api.pushGame(full("white", state(opening, 60_000, 60_000)));
    await(() -> api.moves.size() == 1); // ply 8: the opening goes at once
    api.pushGame(state(opening + " " + api.moves.get(0) + " a7a6", 60_000, 60_000));
    Thread.sleep(300);
    assertThat(api.moves).as("ply 10 is held: no time has passed on the session's clock").hasSize(1);
    nanos.addAndGet(TimeUnit.SECONDS.toNanos(5)); // past 100 % of the 1+0 budget (about 2 s)
    await(() -> api.moves.size() == 2);
  }

  @Test
  void acceptsADrawOfferWhenThePolicyHolds() {
    start("white", GameConfig.DEFAULT.withDraw(new DrawPolicy(true, 20, 1, 0)));
    api.pushGame(full("white", state("")));
    await(() -> api.moves.size() == 1);
    api.pushGame(GameEvents.blackOffersDraw(api.moves.get(0) + " e7e5"));
    await(() -> api.commands.contains("draw " + GameEvents.ID + " true"));
  }

  @Test
  void declinesADrawOfferByPlayingOnWhenThePolicyDoesNotHold() {
    engine = new FirstLegalMoveEngine(Score.cp(300));
    start("white", GameConfig.DEFAULT.withDraw(new DrawPolicy(true, 20, 1, 0)));
    api.pushGame(full("white", state("")));
    await(() -> api.moves.size() == 1);
    api.pushGame(GameEvents.blackOffersDraw(api.moves.get(0) + " e7e5"));
    await(() -> api.moves.size() == 2);
    assertThat(api.commands).doesNotContain("draw " + GameEvents.ID + " true");
  }

  @Test
  void resignsWhenThePolicySaysTheGameIsLost() {
    engine = new FirstLegalMoveEngine(Score.cp(-2000));
    start("white", GameConfig.DEFAULT.withResign(new ResignPolicy(true, 1000, 2)));
    api.pushGame(full("white", state("")));
    await(() -> api.moves.size() == 1);
    api.pushGame(state(api.moves.get(0) + " e7e5"));
    await(() -> api.commands.contains("resign " + GameEvents.ID));
    assertThat(api.moves).hasSize(1);
  }

  @Test
  void theEnginesScoresOfOurLastFiveMovesReachTheBudgetOfTheNext() {
    engine = new FirstLegalMoveEngine(Score.cp(-900));
    start("white");
    api.pushGame(full("white", state("", 10_000, 60_000)));
    String[] replies = {"g8h6", "h6g8", "g8h6", "h6g8", "g8h6"};
    StringBuilder moves = new StringBuilder();
    for (int i = 0; i < replies.length; i++) {
      int played = i + 1;
      await(() -> api.moves.size() == played);
      moves.append(moves.isEmpty() ? "" : " ").append(api.moves.get(i)).append(' ').append(replies[i]);
      api.pushGame(state(moves.toString(), 10_000, 60_000));
    }
    await(() -> api.moves.size() == 6);
    SearchLimits sixth = ((FirstLegalMoveEngine) engine).requests.get(5).limits();
    RecentScores lost = new RecentScores(List.of(Score.cp(-900), Score.cp(-900), Score.cp(-900), Score.cp(-900),
        Score.cp(-900)));
    assertThat(sixth.movesLeft())
        .isEqualTo(ClockHorizon.movesLeft(sixth.whiteTimeMs(), sixth.tripMs(), 0, 5, 60_000, lost))
        .isGreaterThan(ClockHorizon.movesLeft(sixth.whiteTimeMs(), sixth.tripMs(), 0, 5, 60_000, RecentScores.NONE));
  }

  @Test
  void claimsTheWinWhenTheOpponentHasLeftLongEnough() {
    start("white");
    api.pushGame(full("white", state("")));
    await(() -> api.moves.size() == 1);
    api.pushGame(new OpponentGone(true, 5));
    api.pushGame(new OpponentGone(true, 0));
    await(() -> api.commands.contains("claim-victory " + GameEvents.ID));
  }

  @Test
  void writesAPgnWithClockCommentsWhenTheGameEnds() throws Exception {
    start("white");
    api.pushGame(full("white", state("")));
    await(() -> api.moves.size() == 1);
    api.pushGame(state(api.moves.get(0) + " e7e5", GameStatus.RESIGN, "white"));
    Path pgn = pgnDirectory.resolve(GameEvents.ID + ".pgn");
    await(() -> Files.exists(pgn) && !thread.isAlive());
    assertThat(Files.readString(pgn)).contains("[Result \"1-0\"]").contains("[White \"zeitnot\"]")
        .contains("[%clk 0:01:00]").contains("[TimeControl \"60+0\"]").endsWith("1-0\n")
        .contains("[WhiteElo \"2000\"]").contains("[WhiteTitle \"BOT\"]").contains("[BlackElo \"1900\"]");
    await(() -> api.commands.contains("chat player Thanks for the game!"));
  }

  @Test
  void answersChatCommandsAndTellsTheEvalOnlyToSpectatorsDuringTheGame() {
    start("white");
    api.pushGame(full("white", state("")));
    await(() -> api.moves.size() == 1);
    api.pushGame(new ChatLine("player", "Alice", "!eval"));
    api.pushGame(new ChatLine("spectator", "carol", "!eval"));
    await(() -> api.commands.contains("chat player I don't tell that to my opponent, sorry.")
        && api.commands.stream().anyMatch(c -> c.startsWith("chat spectator My last eval: +0.00 for me, depth ")));
    nanos.addAndGet(TimeUnit.SECONDS.toNanos(6)); // past the cooldown of the rooms
    api.pushGame(new ChatLine("spectator", "carol", "!queue"));
    api.pushGame(new ChatLine("player", "Alice", "!name"));
    await(() -> api.commands.contains("chat spectator Challenges waiting: Bob 3+2.")
        && api.commands.stream().anyMatch(c -> c.startsWith("chat player zeitnot running ")));
  }

  @Test
  void answersAtMostOneCommandPerRoomWithinTheCooldownAndNeverItsOwnLines() {
    start("white");
    api.pushGame(full("white", state("")));
    await(() -> api.moves.size() == 1);
    api.pushGame(new ChatLine("player", "zeitnot", "!help"));
    api.pushGame(new ChatLine("player", "Alice", "!howto"));
    api.pushGame(new ChatLine("player", "Alice", "!help"));
    api.pushGame(new ChatLine("spectator", "carol", "!help"));
    // The greeting goes out with the game's commands and the answers from the chat sender's
    // thread: two threads, so the two player lines may come in either order.
    await(() -> api.commands.contains("chat spectator Supported commands: !help, !name, !eval, !queue, !howto, "
            + "!wait, !ping, !pv, !draw, !takeback")
        && api.commands.stream().filter(c -> c.startsWith("chat player ")).count() >= 2);
    assertThat(api.commands.stream().filter(c -> c.startsWith("chat player ")))
        .containsExactlyInAnyOrder("chat player Hi Alice, zeitnot here. Good luck!",
            "chat player " + GameConfig.DEFAULT.commands().howto());
  }

  @Test
  void theGreetingNamesUsOurEngineAndTheMachineInItsPlaceholders() {
    start("white", GameConfig.DEFAULT.withGreeting(new Messages("Hi {opponent}, I am {me}",
        "{me} plays with {engine} on {cpu} and {ram}")));
    api.pushGame(full("white", state("")));
    await(() -> api.commands.stream().filter(c -> c.startsWith("chat ")).count() == 2);
    assertThat(api.commands).contains("chat player Hi Alice, I am zeitnot");
    assertThat(api.commands).anyMatch(c -> c.matches(
        "chat spectator zeitnot plays with (first-legal|no engine yet) on \\d+ CPUs? and \\d+\\.\\d GB RAM"));
  }
}
