package dev.zeitnot.bot.knowledge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Uci;
import dev.zeitnot.config.SyzygyConfig;
import dev.zeitnot.engine.syzygy.TablebaseMove;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The bot plays covered endgames from the local Syzygy tables (the engine package's test tables). */
class LocalTablebaseTest {
  private static final Path TABLES = tables();
  private static final LocalTablebase ALL = LocalTablebase.open(new SyzygyConfig(List.of(TABLES), 7, true, true));

  private static Path tables() {
    try {
      return Path.of(LocalTablebaseTest.class.getResource("/dev/zeitnot/engine/syzygy/KQvK.rtbw").toURI()).getParent();
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  private static TablebaseMove choose(LocalTablebase tablebase, String fen) {
    return tablebase.choose(Position.fromFen(fen)).orElseThrow();
  }

  @Test
  void winsByTheShortestDistanceToZeroing() {
    // Fathom: DTZ 11 for the side to move.
    TablebaseMove choice = choose(ALL, "8/8/8/8/8/2k5/8/KQ6 w - - 0 1");
    assertThat(choice.verdict()).isEqualTo("win");
    assertThat(choice.dtz()).isEqualTo(11);
  }

  @Test
  void losesByTheLongestDistance() {
    // Fathom: DTZ -14 for the side to move.
    TablebaseMove choice = choose(ALL, "8/8/8/8/8/2k5/8/KQ6 b - - 0 1");
    assertThat(choice.verdict()).isEqualTo("loss");
    assertThat(choice.dtz()).isEqualTo(-14);
  }

  @Test
  void takesTheWinningCaptureAndMatesInOne() {
    TablebaseMove capture = choose(ALL, "8/8/8/8/8/4k3/8/KQ1r4 w - - 0 1");
    assertThat(Uci.format(capture.move())).isEqualTo("b1d1");
    TablebaseMove mate = choose(ALL, "k7/8/1K6/8/8/8/8/6Q1 w - - 0 1");
    assertThat(mate.dtz()).isEqualTo(1);
    Position after = Position.fromFen("k7/8/1K6/8/8/8/8/6Q1 w - - 0 1");
    after.makeMove(mate.move());
    assertThat(after.inCheck() && after.countLegal() == 0).as("the move mates").isTrue();
  }

  @Test
  void aWinTheGamesHalfmoveClockLeavesTooLittleTimeForIsOnlyACursedWin() {
    // Fathom: the side to move wins in DTZ 57, so 57 more plies after 50 without a capture pass the rule.
    assertThat(choose(ALL, "8/8/8/8/8/4k3/3r4/KQ6 w - - 0 1").verdict()).isEqualTo("win");
    assertThat(choose(ALL, "8/8/8/8/8/4k3/3r4/KQ6 w - - 50 1").verdict()).isEqualTo("cursed-win");
    assertThat(choose(ALL, "8/8/8/8/8/4k3/3r4/KQ6 b - - 60 1").verdict()).isEqualTo("blessed-loss");
  }

  @Test
  void leavesToTheEngineWhatTheTablesOrThePieceLimitDoNotCover() {
    assertThat(ALL.choose(Position.fromFen("4k3/8/8/8/8/8/8/B3K3 w - - 0 1"))).isEmpty();
    assertThat(ALL.choose(Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1"))).isEmpty();
    assertThat(ALL.choose(Position.startpos())).isEmpty();
    LocalTablebase three = LocalTablebase.open(new SyzygyConfig(List.of(TABLES), 3, false, false));
    assertThat(three.choose(Position.fromFen("8/8/8/8/8/4k3/3r4/KQ6 w - - 0 1"))).isEmpty();
    assertThat(three.choose(Position.fromFen("8/8/8/8/8/2k5/8/KQ6 w - - 0 1"))).isPresent();
    assertThat(LocalTablebase.NONE.choose(Position.fromFen("8/8/8/8/8/2k5/8/KQ6 w - - 0 1"))).isEmpty();
  }

  @Test
  void aGameIsPlayedFromTheTablesBeforeTheOnlineSourcesAndResignsWhenLost() {
    Knowledge knowledge = new Knowledge(BookShelf.EMPTY, OnlineSources.NONE, ALL);
    GameKnowledge game = knowledge.forGame("standard", "blitz");
    Optional<KnownMove> move = game.choose(new Game("8/8/8/8/8/2k5/8/KQ6 b - - 0 1", false), 60_000, 1000);
    assertThat(move).map(KnownMove::source).contains(MoveOrigin.SYZYGY);
    assertThat(game.resignsAsLost()).isTrue();
    assertThat(game.offersDrawAsDrawn()).isFalse();
    game.choose(new Game("8/8/3kq3/8/8/8/8/KR6 w - - 0 1", false), 60_000, 1000);
    assertThat(game.offersDrawAsDrawn()).isTrue();
    assertThat(knowledge.forGame("atomic", "blitz").choose(new Game("8/8/8/8/8/2k5/8/KQ6 b - - 0 1", false,
        dev.zeitnot.chess.Variant.ATOMIC), 60_000, 1000)).isEmpty();
  }

  @Test
  void atomicAndAntichessGamesArePlayedFromTheirOwnVariantsTables() throws URISyntaxException {
    Path variants = Path.of(LocalTablebaseTest.class.getResource("/dev/zeitnot/engine/syzygy/variants/KQvK.atbw")
        .toURI()).getParent();
    LocalTablebase tables = LocalTablebase.open(new SyzygyConfig(List.of(variants), 7, true, true));
    Knowledge knowledge = new Knowledge(BookShelf.EMPTY, OnlineSources.NONE, tables);
    GameKnowledge atomic = knowledge.forGame("atomic", "blitz");
    // Black's king steps beside white's (Kb2), where nothing can check or blow it up: atomic's draw.
    Optional<KnownMove> move = atomic.choose(new Game("8/8/8/8/8/2k5/8/KQ6 b - - 0 1", false,
        dev.zeitnot.chess.Variant.ATOMIC), 60_000, 1000);
    assertThat(move).map(KnownMove::source).contains(MoveOrigin.SYZYGY);
    assertThat(atomic.offersDrawAsDrawn()).isTrue();
    GameKnowledge antichess = knowledge.forGame("antichess", "blitz");
    Optional<KnownMove> threat = antichess.choose(new Game("8/8/8/8/8/1k6/8/R7 w - - 0 1", false,
        dev.zeitnot.chess.Variant.ANTICHESS), 60_000, 1000);
    assertThat(threat).map(KnownMove::source).contains(MoveOrigin.SYZYGY);
    assertThat(threat.map(m -> Uci.format(m.move()))).get().isIn("a1a2", "a1a3", "a1a4");
    assertThat(knowledge.forGame("standard", "blitz").choose(new Game("8/8/8/8/8/2k5/8/KQ6 b - - 0 1", false),
        60_000, 1000)).as("no standard tables here").isEmpty();
  }
}
