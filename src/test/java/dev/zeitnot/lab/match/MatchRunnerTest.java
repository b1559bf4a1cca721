package dev.zeitnot.lab.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zeitnot.engine.uci.ExternalUciEngine;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MatchRunnerTest {

  private static final List<String> OPENINGS = List.of(
      "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
      "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1");

  private final ByteArrayOutputStream output = new ByteArrayOutputStream();
  private final PrintStream out = new PrintStream(output, true, StandardCharsets.UTF_8);

  private List<String> lines() {
    return output.toString(StandardCharsets.UTF_8).lines().toList();
  }

  @Test
  void playsEachOpeningWithBothColoursAndSummarises(@TempDir Path dir) throws IOException {
    Path pgn = dir.resolve("match.pgn");
    AtomicLong unused = new AtomicLong();
    MatchRunner runner = new MatchRunner(new MatchRunner.Settings(FischerClock.parse("5+0.1"), 4, 2, 3, OPENINGS, pgn),
        () -> new LambdaEngine("alpha", LambdaEngine::firstLegalMove, unused, 0),
        () -> new LambdaEngine("beta", LambdaEngine::firstLegalMove, unused, 0), out);
    MatchScore score = runner.run();
    assertThat(score.games()).isEqualTo(4);
    assertThat(score.draws()).isEqualTo(4);
    assertThat(lines()).filteredOn(line -> line.startsWith("Game ")).hasSize(4)
        .anyMatch(line -> line.startsWith("Game 1/4 (opening 1) alpha - beta: 1/2-1/2 (move cap of 3 moves)"))
        .anyMatch(line -> line.startsWith("Game 2/4 (opening 1) beta - alpha"))
        .anyMatch(line -> line.startsWith("Game 4/4 (opening 2) beta - alpha"));
    assertThat(lines()).endsWith(
        "Score of alpha vs beta: W 0 D 4 L 0 (50.0 %) after 4 games",
        "Elo difference: +0.0 (95 % interval +0.0 .. +0.0)",
        "Pairs (0, 0.5, 1, 1.5, 2 points): [0, 0, 2, 0, 0] of 2, Elo +0.0 +/- 0.0 (95 % interval +0.0 .. +0.0)",
        "Losses on time: alpha 0, beta 0");
    String games = Files.readString(pgn);
    assertThat(games.split("\\[Event ", -1)).hasSize(5);
    assertThat(games).contains("[TimeControl \"5+0.1\"]", "[Termination \"adjudication\"]",
        "[FEN \"" + OPENINGS.get(1) + "\"]");
  }

  @Test
  void playsOverUciAgainstRealProcesses() {
    List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", System.getProperty("java.class.path"), FirstLegalMoveUciMain.class.getName());
    MatchRunner runner = new MatchRunner(new MatchRunner.Settings(FischerClock.parse("20+0.1"), 2, 1, 4, OPENINGS,
        null),
        () -> ExternalUciEngine.start(command, Map.of("Hash", "16")),
        () -> ExternalUciEngine.start(command, Map.of()), out);
    MatchScore score = runner.run();
    assertThat(score.games()).isEqualTo(2);
    assertThat(score.timeLosses1() + score.timeLosses2()).isZero();
    assertThat(lines()).contains("Losses on time: first-legal (1) 0, first-legal (2) 0");
  }

  @Test
  void anEngineThatCannotStartStopsTheMatchWithItsCommand() {
    AtomicLong unused = new AtomicLong();
    MatchRunner runner = new MatchRunner(new MatchRunner.Settings(FischerClock.parse("1+0"), 2, 1, 3, OPENINGS, null),
        () -> new LambdaEngine("alpha", LambdaEngine::firstLegalMove, unused, 0),
        () -> ExternalUciEngine.start(List.of("/no/such/engine"), Map.of()), out);
    assertThatThrownBy(runner::run).hasMessageContaining("/no/such/engine");
  }

  @Test
  void anSprtStopsTheMatchOnceDecidedAndReportsPairs() {
    AtomicLong unused = new AtomicLong();
    // Every pair is a double win, but the test weighs the mean score: wide bounds decide in a few pairs.
    Sprt sprt = new Sprt(0, 200, 0.05, 0.05);
    MatchRunner runner = new MatchRunner(new MatchRunner.Settings(FischerClock.parse("5+0.1"), 100, 1, 20, OPENINGS,
        null, 1000, sprt, false, 0),
        () -> new LambdaEngine("good", LambdaEngine::firstLegalMove, unused, 0),
        () -> new LambdaEngine("bad", request -> "a1a1", unused, 0), out);
    MatchScore score = runner.run();
    assertThat(score.games()).isLessThan(100).isEven();
    assertThat(score.losses() + score.draws()).isZero();
    assertThat(sprt.decide(sprt.llr(score.pairs()))).isEqualTo(Sprt.Decision.H1);
    assertThat(lines())
        .anyMatch(line -> line.matches(
            "Game 1/100 .*W 1 D 0 L 0 \\(100\\.0 %\\)  pairs \\[0, 0, 0, 0, 0\\]  LLR 0\\.00"))
        .anyMatch(line -> line.matches("Game 2/100 .*W 2 D 0 L 0 \\(100\\.0 %\\)  pairs \\[0, 0, 0, 0, 1\\]  LLR .*"))
        .anyMatch(line -> line.startsWith("Pairs (0, 0.5, 1, 1.5, 2 points): [0, 0, 0, 0, " + score.games() / 2
            + "] of " + score.games() / 2 + ", Elo +inf"))
        .anyMatch(line -> line.matches(
            "SPRT: LLR \\d\\.\\d\\d \\(-2\\.94, 2\\.94\\) \\[0\\.0, 200\\.0\\] H1 accepted"));
  }

  @Test
  void aResumedMatchCountsTheFinishedGamesAndPlaysOnlyTheRest(@TempDir Path dir) throws IOException {
    Path pgn = dir.resolve("match.pgn");
    AtomicLong unused = new AtomicLong();
    MatchRunner.Settings settings = new MatchRunner.Settings(FischerClock.parse("5+0.1"), 4, 1, 3, OPENINGS, pgn);
    new MatchRunner(settings, () -> new LambdaEngine("alpha", LambdaEngine::firstLegalMove, unused, 0),
        () -> new LambdaEngine("beta", LambdaEngine::firstLegalMove, unused, 0), out).run();
    // Stopped while game 4 was being written: its movetext is cut off, so it is played again.
    String games = Files.readString(pgn);
    Files.writeString(pgn, games.substring(0, games.length() - "x 1/2-1/2\n\n".length()));
    output.reset();

    MatchScore score = new MatchRunner(settings,
        () -> new LambdaEngine("alpha", LambdaEngine::firstLegalMove, unused, 0),
        () -> new LambdaEngine("beta", LambdaEngine::firstLegalMove, unused, 0), out).resume();

    assertThat(score.games()).isEqualTo(4);
    assertThat(score.pairs().pairs()).isEqualTo(2);
    assertThat(lines()).first().isEqualTo("Resumed from " + pgn + ": 3 games finished, W 0 D 3 L 0 (50.0 %)");
    assertThat(lines()).filteredOn(line -> line.startsWith("Game ")).singleElement().asString()
        .startsWith("Game 4/4 (opening 2) beta - alpha: 1/2-1/2");
    assertThat(lines()).contains("Score of alpha vs beta: W 0 D 4 L 0 (50.0 %) after 4 games");
    assertThat(Files.readString(pgn)).contains("[Round \"4\"]").endsWith("1/2-1/2\n\n");
  }

  @Test
  void aResumedTestThatTheEarlierGamesDecidePlaysNothing(@TempDir Path dir) {
    Path pgn = dir.resolve("sprt.pgn");
    AtomicLong unused = new AtomicLong();
    Sprt sprt = new Sprt(0, 200, 0.05, 0.05);
    MatchRunner.Settings settings = new MatchRunner.Settings(FischerClock.parse("5+0.1"), 100, 1, 20, OPENINGS, pgn,
        1000, sprt, false, 0);
    int played = new MatchRunner(settings, () -> new LambdaEngine("good", LambdaEngine::firstLegalMove, unused, 0),
        () -> new LambdaEngine("bad", request -> "a1a1", unused, 0), out).run().games();
    output.reset();

    MatchScore score = new MatchRunner(settings,
        () -> new LambdaEngine("good", LambdaEngine::firstLegalMove, unused, 0),
        () -> new LambdaEngine("bad", request -> "a1a1", unused, 0), out).resume();

    assertThat(score.games()).isEqualTo(played);
    assertThat(score.wins()).isEqualTo(played);
    assertThat(lines()).noneMatch(line -> line.startsWith("Game "))
        .anyMatch(line -> line.matches(
            "SPRT: LLR \\d\\.\\d\\d \\(-2\\.94, 2\\.94\\) \\[0\\.0, 200\\.0\\] H1 accepted.*"))
        .anyMatch(line -> line.contains("Losses on time: good 0, bad 0"));
  }

  @Test
  void aMatchWithoutItsFileYetResumesFromTheStart(@TempDir Path dir) {
    AtomicLong unused = new AtomicLong();
    MatchScore score = new MatchRunner(new MatchRunner.Settings(FischerClock.parse("5+0.1"), 2, 1, 3, OPENINGS,
        dir.resolve("new.pgn")),
        () -> new LambdaEngine("alpha", LambdaEngine::firstLegalMove, unused, 0),
        () -> new LambdaEngine("beta", LambdaEngine::firstLegalMove, unused, 0), out).resume();
    assertThat(score.games()).isEqualTo(2);
    assertThat(lines()).first().asString().startsWith("Resumed from " + dir.resolve("new.pgn") + ": 0 games");
  }

  @Test
  void gamesOfAnotherMatchAreRefusedNamingTheGame(@TempDir Path dir) {
    Path pgn = dir.resolve("match.pgn");
    AtomicLong unused = new AtomicLong();
    new MatchRunner(new MatchRunner.Settings(FischerClock.parse("5+0.1"), 4, 1, 3, OPENINGS, pgn),
        () -> new LambdaEngine("alpha", LambdaEngine::firstLegalMove, unused, 0),
        () -> new LambdaEngine("beta", LambdaEngine::firstLegalMove, unused, 0), out).run();

    assertThatThrownBy(() -> resumeWith(new MatchRunner.Settings(FischerClock.parse("8+0.08"), 4, 1, 3, OPENINGS, pgn)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(pgn + " game 1 is not a game of this match: round 1 was played at 5+0.1, this match at 8+0.08");
    assertThatThrownBy(() -> resumeWith(new MatchRunner.Settings(FischerClock.parse("5+0.1"), 4, 1, 3,
        List.of(OPENINGS.get(1), OPENINGS.get(0)), pgn)))
        .hasMessageStartingWith(pgn + " game 1 is not a game of this match: round 1 starts from " + OPENINGS.get(0)
            + ", not from this match's opening 1 " + OPENINGS.get(1));
    assertThatThrownBy(() -> resumeWith(new MatchRunner.Settings(FischerClock.parse("5+0.1"), 2, 1, 3, OPENINGS, pgn)))
        .hasMessage(pgn + " game 3 is not a game of this match: round 3 is outside this match's 2 games");
  }

  private void resumeWith(MatchRunner.Settings settings) {
    AtomicLong unused = new AtomicLong();
    new MatchRunner(settings, () -> new LambdaEngine("alpha", LambdaEngine::firstLegalMove, unused, 0),
        () -> new LambdaEngine("beta", LambdaEngine::firstLegalMove, unused, 0), out).resume();
  }
}
