package dev.zeitnot.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import dev.zeitnot.arena.accounts.Accounts;
import dev.zeitnot.arena.Arena;
import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.settings.ArenaSettings;
import dev.zeitnot.arena.lobby.ArenaChallenge;
import dev.zeitnot.arena.games.ArenaGameStatus;
import dev.zeitnot.arena.opponents.RandomOpponent;
import dev.zeitnot.config.EngineConfig;
import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.builtin.EngineSettings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * The bot against the arena's random mover with an engine that fails on purpose
 * ({@link FaultyUciEngine}, its own process), one test per way of failing, and the ponder race
 * for both engines. Each game must end normally (no loss on time, no abandoned game), with a
 * legal move posted for every ply of ours, and no engine process left afterwards.
 */
class EngineFaultsInArenaTest {

  /** A short game: the random mover answers at once, the bot's engine needs a few tens of ms. */
  private static final int CLOCK_SECONDS = 15;
  private static final int INCREMENT_SECONDS = 1;

  /** The faulty engine's inner built-in engine moves as fast as the tests' bot does. */
  private static final Map<String, String> QUICK_OPTIONS = Map.of("MovesHorizon", "100", "IncrementPercent", "0");

  private Arena arena;
  private RunningBot bot;
  private Path pgns;
  private Instant started;
  private final ListAppender<ILoggingEvent> supervisorLog = new ListAppender<>();
  private final Logger supervisor = (Logger) LoggerFactory.getLogger("dev.zeitnot.bot.game.EngineSupervisor");

  @BeforeEach
  void start() throws IOException {
    started = Instant.now();
    pgns = Files.createTempDirectory("zeitnot-faults");
    arena = Arena.start(0, Accounts.defaults(), ArenaSettings.DEFAULT.withKeepAliveMillis(300));
    arena.addOpponent("Random", () -> new RandomOpponent(8));
    supervisorLog.start();
    supervisor.addAppender(supervisorLog);
  }

  @AfterEach
  void stop() throws InterruptedException {
    supervisor.detachAppender(supervisorLog);
    if (bot != null) {
      bot.close();
    }
    arena.close();
  }

  @Test
  void anEngineThatExitsMidGameCostsOnlyWeakerMoves() {
    playsToANormalEndDespiteFailures(faulty("exit", "--at", "4"));
  }

  @Test
  void anEngineThatStopsAnsweringAndIgnoresStopIsKilledAndReplaced() {
    playsToANormalEndDespiteFailures(faulty("hang", "--at", "4"));
  }

  @Test
  void anEngineThatAnswersAfterTheHardLimitIsNotWaitedFor() {
    playsToANormalEndDespiteFailures(faulty("late", "--at", "4"));
  }

  @Test
  void anIllegalMoveFromTheEngineIsNeverPosted() {
    playsToANormalEndDespiteFailures(faulty("illegal", "--at", "3"));
  }

  @Test
  void garbageFromTheEngineIsNeverPosted() {
    playsToANormalEndDespiteFailures(faulty("garbage", "--at", "3"));
  }

  @Test
  void anEngineThatCannotStartLeavesTheGameToTheFallback() {
    // A shell that exits before the handshake fails in milliseconds, so the three failed starts
    // happen early in the game even on a loaded machine (a JVM per start can take seconds there).
    playsToANormalEndDespiteFailures(new EngineConfig.Uci(
        List.of("/bin/sh", "-c", "echo 'faulty engine: refusing to start' >&2; exit 2"), QUICK_OPTIONS));
    assertThat(warnings()).anyMatch(line -> line.contains("the fallback plays the rest of this game"));
  }

  @Test
  void aStopBeforeTheBuiltInEnginesPonderSearchStartedIsHonoured() {
    playsThePonderRace(new EngineConfig.Builtin(new EngineSettings(8, 1, true,
        ((EngineConfig.Builtin) RunningBot.QUICK_ENGINE).settings().timeParams())));
  }

  @Test
  void aStopBeforeTheExternalEnginesPonderSearchStartedIsHonoured() {
    Map<String, String> options = new HashMap<>(QUICK_OPTIONS);
    options.put("Ponder", "true");
    playsThePonderRace(new EngineConfig.Uci(faultyCommand("none"), options));
  }

  private static EngineConfig faulty(String fault, String... more) {
    List<String> command = faultyCommand(fault);
    command.addAll(List.of(more));
    return new EngineConfig.Uci(command, QUICK_OPTIONS);
  }

  /** Runs {@link FaultyUciEngine} in a JVM of its own, with this test's class path. */
  private static List<String> faultyCommand(String fault) {
    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xmx64m", "-XX:TieredStopAtLevel=1", "-Xss8m",
        "-cp", System.getProperty("java.class.path"),
        FaultyUciEngine.class.getName(), "--fault", fault));
    return command;
  }

  private void playsToANormalEndDespiteFailures(EngineConfig engine) {
    ArenaGame game = play(engine, UnaryOperator.identity());
    assertNormalEnd(game);
    assertThat(warnings()).as("one WARN line per engine failure").isNotEmpty()
        .allMatch(line -> line.contains("the fallback"));
  }

  private void playsThePonderRace(EngineConfig engine) {
    int earlyStops = DelayedPonderStart.EARLY_STOPS.get();
    ArenaGame game = play(engine, DelayedPonderStart::new);
    assertNormalEnd(game);
    assertThat(DelayedPonderStart.EARLY_STOPS.get() - earlyStops).as("stops before go ponder").isPositive();
    assertThat(warnings()).as("engine failures").isEmpty();
  }

  private ArenaGame play(EngineConfig engine, UnaryOperator<Engine> decorate) {
    bot = new RunningBot(arena, Accounts.BOT_TOKEN, pgns, System::nanoTime, engine, decorate).awaitOnline();
    ArenaChallenge challenge = arena.challenge("Random", "zeitnot", CLOCK_SECONDS, INCREMENT_SECONDS, "white");
    Await.until("the bot accepts", () -> arena.lobby().game(challenge.id()).isPresent());
    // A whole game: on a starved machine both clocks (15 s + 1 s a move) may run for minutes.
    Await.until("the game ends", () -> arena.lobby().game(challenge.id()).orElseThrow().isOver(), 300_000);
    bot.awaitIdle();
    return arena.lobby().game(challenge.id()).orElseThrow();
  }

  private void assertNormalEnd(ArenaGame game) {
    int botColor = game.colorOf(bot.account());
    assertThat(game.status()).as("game %s ends normally", game.id())
        .isIn(ArenaGameStatus.MATE, ArenaGameStatus.DRAW, ArenaGameStatus.STALEMATE);
    assertThat(game.winner()).as("the random mover must not win").isNotEqualTo(1 - botColor);
    assertThat(game.rejectedMoves(botColor)).as("illegal bot moves").isZero();
    Await.until("no engine process of ours is left", () -> ProcessHandle.current().descendants()
        .filter(process -> process.info().startInstant().map(at -> !at.isBefore(started)).orElse(true))
        .noneMatch(ProcessHandle::isAlive));
  }

  private List<String> warnings() {
    return supervisorLog.list.stream().filter(event -> event.getLevel() == Level.WARN)
        .map(ILoggingEvent::getFormattedMessage).toList();
  }
}
