package dev.zeitnot.engine.builtin;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.Outcome;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Uci;
import dev.zeitnot.chess.Variant;
import dev.zeitnot.engine.Score;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The built-in engine plays every variant: their end is a won or lost node, and it beats a random mover. */
class BuiltinVariantPlayTest {

  private static final int NODES_PER_MOVE = 4_000;
  private static final int MAX_PLIES = 300;

  private final BuiltinEngine engine = new BuiltinEngine(EngineSettings.DEFAULT.withHashMb(8));

  @AfterEach
  void close() {
    engine.close();
  }

  private SearchResult search(String fen, List<String> moves, Variant variant, SearchLimits limits) {
    return engine.search(new SearchRequest(fen, moves, false, limits, variant), SearchListener.NONE);
  }

  @Test
  void inKingOfTheHillAKingStepOntoTheHillIsAWinInOne() {
    SearchResult result = search("startpos", List.of("e2e3", "e7e6", "e1e2", "e8e7", "e2d3", "e7d6"),
        Variant.KING_OF_THE_HILL, SearchLimits.depth(4));
    assertThat(result.bestMove()).isIn("d3d4", "d3e4");
    assertThat(result.info().score()).isEqualTo(Score.mate(1));
  }

  @Test
  void inThreeCheckTheThirdCheckIsAWinInOne() {
    SearchResult result = search("startpos",
        List.of("e2e4", "f7f6", "d1h5", "g7g6", "h5g6", "h7g6", "f1e2", "a7a6", "e2h5", "a6a5"),
        Variant.THREE_CHECK, SearchLimits.depth(4));
    assertThat(result.bestMove()).isEqualTo("h5g6");
    assertThat(result.info().score()).isEqualTo(Score.mate(1));
  }

  @Test
  void theSameKingWalkInStandardChessIsNoWin() {
    SearchResult result = search("startpos", List.of("e2e3", "e7e6", "e1e2", "e8e7", "e2d3", "e7d6"),
        Variant.STANDARD, SearchLimits.depth(4));
    assertThat(result.info().score().isMate()).isFalse();
  }

  @Test
  void beatsARandomMoverInEveryVariantWithEitherColour() {
    for (Variant variant : Variant.values()) {
      if (variant == Variant.STANDARD) {
        continue;
      }
      for (int engineColor : new int[] {Color.WHITE, Color.BLACK}) {
        Outcome outcome = playAgainstRandom(variant, engineColor, new Random(35 + engineColor));
        assertThat(outcome.kind()).as("%s, engine %s", variant, Color.name(engineColor))
            .isIn(Outcome.Kind.VARIANT_END, Outcome.Kind.CHECKMATE);
        assertThat(outcome.winner()).as("%s, engine %s", variant, Color.name(engineColor)).isEqualTo(engineColor);
      }
    }
  }

  private Outcome playAgainstRandom(Variant variant, int engineColor, Random random) {
    engine.newGame();
    Game game = new Game("startpos", false, variant);
    List<String> moves = new ArrayList<>();
    while (!game.outcome().isOver() && game.ply() < MAX_PLIES) {
      String move;
      if (game.position().sideToMove() == engineColor) {
        move = search("startpos", moves, variant, SearchLimits.nodes(NODES_PER_MOVE)).bestMove();
      } else {
        int[] legal = new int[Position.MAX_MOVES];
        int count = game.position().copy().generateLegal(legal);
        move = Uci.format(legal[random.nextInt(count)], Uci.CastlingStyle.KING_TWO_SQUARES);
      }
      game.play(move);
      moves.add(move);
    }
    return game.outcome();
  }
}
