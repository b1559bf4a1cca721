package dev.zeitnot.e2e;

import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.Arena;
import dev.zeitnot.bot.Bot;
import dev.zeitnot.bot.challenge.WaitingChallenge;
import dev.zeitnot.bot.game.EngineFactory;
import dev.zeitnot.bot.game.SessionContext;
import dev.zeitnot.bot.knowledge.LocalTablebase;
import dev.zeitnot.bot.report.BotObserver;
import dev.zeitnot.chess.Variant;
import dev.zeitnot.config.BotConfig;
import dev.zeitnot.config.ChallengeConfig;
import dev.zeitnot.config.EngineConfig;
import dev.zeitnot.config.TimeConfig;
import dev.zeitnot.contract.ContractRecorder;
import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.builtin.EngineSettings;
import dev.zeitnot.engine.time.TimeParams;
import dev.zeitnot.lichess.LichessClient;
import dev.zeitnot.lichess.StreamSettings;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.LongSupplier;
import java.util.function.UnaryOperator;
import dev.zeitnot.lichess.online.OnlineHttp;
import okhttp3.OkHttpClient;

/**
 * A {@link Bot} running on its own thread against an arena, set up for fast tests: a small hash,
 * a long time horizon and no share of the increment, so each move takes some 30 ms at 0+1, a one-second stall timeout
 * on the streams, and a switch that cuts its network (as if the process died).
 */
final class RunningBot implements AutoCloseable {

  private final Bot bot;
  private final Thread thread;
  private final AtomicBoolean networkCut = new AtomicBoolean();
  private final ArenaAccount account;
  private final Arena arena;
  /** Checks each request the bot sends (the API and the online sources) against the official description. */
  private final ContractRecorder contract = new ContractRecorder();

  /** The built-in engine the tests' bot plays with: a small hash, quick moves. */
  static final EngineConfig QUICK_ENGINE = new EngineConfig.Builtin(new EngineSettings(8, 1, false,
      TimeParams.DEFAULT.withMoveOverheadMs(0).with("MovesHorizon", 100).with("IncrementPercent", 0)));

  RunningBot(Arena arena, String token, Path pgnDirectory, LongSupplier gateClock) {
    this(arena, token, pgnDirectory, gateClock, QUICK_ENGINE, UnaryOperator.identity());
  }

  /** A bot with {@code engine}, each engine made by its factory passed through {@code decorate}. */
  RunningBot(Arena arena, String token, Path pgnDirectory, LongSupplier gateClock,
      EngineConfig engine, UnaryOperator<Engine> decorate) {
    this(arena, token, pgnDirectory, gateClock, engine, decorate, UnaryOperator.identity());
  }

  /** A bot whose test config is changed by {@code adjust} (e.g. its challenge section). */
  RunningBot(Arena arena, String token, Path pgnDirectory, LongSupplier gateClock,
      UnaryOperator<BotConfig> adjust) {
    this(arena, token, pgnDirectory, gateClock, QUICK_ENGINE, UnaryOperator.identity(), adjust);
  }

  /** A bot with {@code engine}, each engine passed through {@code decorate}, its config through {@code adjust}. */
  RunningBot(Arena arena, String token, Path pgnDirectory, LongSupplier gateClock, EngineConfig engine,
      UnaryOperator<Engine> decorate, UnaryOperator<BotConfig> adjust) {
    this(arena, token, pgnDirectory, gateClock, engine, decorate, adjust, BotObserver.NONE);
  }

  /** A bot with the quick engine, reporting to {@code observer} (e.g. the ops endpoint). */
  RunningBot(Arena arena, String token, Path pgnDirectory, LongSupplier gateClock, BotObserver observer) {
    this(arena, token, pgnDirectory, gateClock, QUICK_ENGINE, UnaryOperator.identity(), UnaryOperator.identity(),
        observer);
  }

  private RunningBot(Arena arena, String token, Path pgnDirectory, LongSupplier gateClock, EngineConfig engine,
      UnaryOperator<Engine> decorate, UnaryOperator<BotConfig> adjust, BotObserver observer) {
    this.arena = arena;
    this.account = arena.accounts().byToken(token).orElseThrow();
    BotConfig base = BotConfig.forServer(arena.baseUrl());
    BotConfig config = base
        .withEngine(engine)
        .withTime(new TimeConfig(50, true, 100, 300, TimeConfig.DEFAULT.noClockMoveMs()))
        .withGame(base.game().withPgnDirectory(pgnDirectory))
        .withChallenge(ChallengeConfig.DEFAULT);
    config = adjust.apply(config);
    OkHttpClient http = new OkHttpClient.Builder().addInterceptor(chain -> {
      if (networkCut.get()) {
        throw new IOException("network cut by the test");
      }
      return chain.proceed(chain.request());
    }).addNetworkInterceptor(contract).build();
    StreamSettings streams = new StreamSettings(Duration.ofSeconds(1), Duration.ofMillis(50),
        Duration.ofMillis(500));
    LichessClient client = LichessClient.builder(arena.baseUrl(), token).httpClient(http)
        .eventStreamSettings(streams).gameStreamSettings(streams).gateClock(gateClock).build();
    LocalTablebase tablebase = LocalTablebase.open(config.syzygy());
    EngineFactory engines = EngineFactory.of(config, tablebase);
    bot = new Bot(SessionContext.of(client, config, decorated(engines, decorate),
        OnlineHttp.withToken(token, http), tablebase)
        .withObserver(observer));
    thread = new Thread(() -> {
      try {
        bot.run();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      } catch (RuntimeException e) {
        // the test sees the bot offline
      }
    }, "e2e-bot-" + account.username());
    thread.setDaemon(true);
    thread.start();
  }

  /** Waits until the bot's event stream is open. */
  RunningBot awaitOnline() {
    Await.until("the bot connects", () -> arena.lobby().isOnline(account));
    return this;
  }

  Bot bot() {
    return bot;
  }

  /** Waits until the bot plays no game (its last gameFinish was handled). */
  void awaitIdle() {
    Await.until("the bot has no game running", () -> bot.runningGames().isEmpty());
  }

  /** The challenges the bot holds for a free slot, as its {@code !queue} command would show them. */
  List<WaitingChallenge> waiting() {
    return bot.challengeQueue().waiting();
  }

  /** The games the bot runs a session for now. */
  java.util.Set<String> runningGames() {
    return bot.runningGames();
  }

  /** {@code METHOD /path} of each request the bot has sent, in order. */
  List<String> sentRequests() {
    return contract.sent();
  }

  ArenaAccount account() {
    return account;
  }

  /** From now on every request of this bot fails, as if its process had died. */
  void cutNetwork() {
    networkCut.set(true);
  }

  /**
   * Ends the bot's games and waits for it to stop; fails when it is still running 5 s later, so a
   * game of one test cannot go on playing into the next. A bot whose network the test cut (a dead
   * process) cannot end its games through the server: its thread is interrupted instead. Then
   * fails when any request the bot sent breaks the official API description.
   */
  @Override
  public void close() throws InterruptedException {
    bot.endGamesNow();
    thread.join(5_000);
    if (thread.isAlive() && networkCut.get()) {
      thread.interrupt();
      thread.join(5_000);
    }
    if (thread.isAlive()) {
      throw new AssertionError("the bot " + account.username() + " is still running 5 s after close; games "
          + bot.runningGames());
    }
    if (contract.checked() == 0) {
      throw new AssertionError("no request of the bot " + account.username() + " was checked against the description");
    }
    contract.assertAllConform();
  }

  /** {@code engines} with {@code decorate} around every engine it makes, its variants' engines too. */
  private static EngineFactory decorated(EngineFactory engines, UnaryOperator<Engine> decorate) {
    return new EngineFactory() {
      @Override
      public Engine create() {
        return decorate.apply(engines.create());
      }

      @Override
      public EngineFactory forGame(Variant variant, String speed) {
        EngineFactory forGame = engines.forGame(variant, speed);
        return forGame == engines ? this : decorated(forGame, decorate);
      }

      @Override
      public boolean plays(Variant variant, String speed) {
        return engines.plays(variant, speed);
      }
    };
  }
}
