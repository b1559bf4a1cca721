package dev.zeitnot.engine.builtin;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Game;
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

/**
 * The built-in engine in the variants whose moves are not standard chess's: it takes the win its
 * variant's own rule offers at once, and what it plays in random positions is always legal.
 */
class BuiltinVariantTacticsTest {

  private final BuiltinEngine engine = new BuiltinEngine(EngineSettings.DEFAULT.withHashMb(8));

  @AfterEach
  void close() {
    engine.close();
  }

  private SearchResult search(String fen, Variant variant, SearchLimits limits) {
    return engine.search(new SearchRequest(fen, List.of(), false, limits, variant), SearchListener.NONE);
  }

  @Test
  void inAntichessGivesItsLastPieceAwayToAForcedCapture() {
    SearchResult result = search("8/8/8/8/8/8/r7/4K3 w - - 0 1", Variant.ANTICHESS, SearchLimits.depth(4));
    assertThat(result.bestMove()).isIn("e1d2", "e1e2", "e1f2");
    assertThat(result.info().score()).isEqualTo(Score.mate(1));
  }

  @Test
  void inAtomicExplodesTheKingByCapturingNextToIt() {
    SearchResult result = search("4k3/4p3/8/8/8/8/8/4Q1K1 w - - 0 1", Variant.ATOMIC, SearchLimits.depth(4));
    assertThat(result.bestMove()).isEqualTo("e1e7");
    assertThat(result.info().score()).isEqualTo(Score.mate(1));
  }

  @Test
  void inRacingKingsStepsOntoTheEighthRankWhenBlackCannotFollow() {
    SearchResult result = search("8/6K1/8/8/8/8/k7/8 w - - 0 1", Variant.RACING_KINGS, SearchLimits.depth(4));
    assertThat(result.bestMove()).isIn("g7f8", "g7g8", "g7h8");
    assertThat(result.info().score()).isEqualTo(Score.mate(1));
  }

  @Test
  void inRacingKingsBlackFollowsWhiteToTheEighthRankForTheDraw() {
    SearchResult result = search("6K1/1k6/8/8/8/8/8/8 b - - 0 1", Variant.RACING_KINGS, SearchLimits.depth(4));
    assertThat(result.bestMove()).isIn("b7a8", "b7b8", "b7c8");
    assertThat(result.info().score()).isEqualTo(Score.cp(0));
  }

  @Test
  void inHordeBlackTakesTheLastWhitePawn() {
    SearchResult result = search("3qk3/8/8/8/3P4/8/8/8 b - - 0 1", Variant.HORDE, SearchLimits.depth(4));
    assertThat(result.bestMove()).isEqualTo("d8d4");
    assertThat(result.info().score()).isEqualTo(Score.mate(1));
  }

  @Test
  void inCrazyhouseDropsARookForBackRankMate() {
    SearchResult result = search("6k1/5ppp/8/8/8/8/8/6K1[R] w - - 0 1", Variant.CRAZYHOUSE, SearchLimits.depth(4));
    assertThat(result.bestMove()).matches("R@[a-e]8");
    assertThat(result.info().score()).isEqualTo(Score.mate(1));
  }

  @Test
  void playsOnlyLegalMovesInRandomPositionsOfEveryVariant() {
    Random random = new Random(35);
    int asked = 0;
    for (Variant variant : new Variant[] {Variant.ANTICHESS, Variant.ATOMIC, Variant.HORDE,
        Variant.RACING_KINGS, Variant.CRAZYHOUSE}) {
      for (int game = 0; game < 6; game++) {
        Game played = new Game("startpos", false, variant);
        List<String> moves = new ArrayList<>();
        int[] legal = new int[Position.MAX_MOVES];
        while (!played.outcome().isOver() && played.ply() < 120) {
          if (played.ply() % 9 == 4) {
            String best = engine.search(new SearchRequest("startpos", moves, false, SearchLimits.nodes(800), variant),
                SearchListener.NONE).bestMove();
            Position position = played.position().copy();
            int count = position.generateLegal(legal);
            List<String> legalMoves = new ArrayList<>();
            for (int i = 0; i < count; i++) {
              legalMoves.add(Uci.format(legal[i], Uci.CastlingStyle.KING_TWO_SQUARES));
            }
            assertThat(best).as("%s after %s", variant.lichessKey(), moves).isIn(legalMoves);
            asked++;
          }
          int count = played.position().copy().generateLegal(legal);
          String move = Uci.format(legal[random.nextInt(count)], Uci.CastlingStyle.KING_TWO_SQUARES);
          played.play(move);
          moves.add(move);
        }
      }
    }
    assertThat(asked).isGreaterThan(100);
  }
}
