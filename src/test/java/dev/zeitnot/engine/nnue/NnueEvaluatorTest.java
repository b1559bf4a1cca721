package dev.zeitnot.engine.nnue;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Position;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class NnueEvaluatorTest {

  private final Network net = RandomNetworks.random(32, 7);

  @Test
  void anEvaluatorCarriedFromPositionToPositionAgreesWithAFreshOneEverywhere() {
    NnueEvaluator carried = new NnueEvaluator(net);
    SplittableRandom random = new SplittableRandom(3);
    int[] moves = new int[Position.MAX_MOVES];
    int checked = 0;
    for (int game = 0; game < 40; game++) {
      Position pos = Position.startpos();
      for (int ply = 0; ply < 120; ply++) {
        int count = pos.generateLegal(moves);
        if (count == 0) {
          break;
        }
        pos.makeMove(moves[random.nextInt(count)]);
        // Jumps back a few plies now and then, as a search does between siblings.
        if (ply > 4 && random.nextInt(5) == 0) {
          pos.unmakeMove();
          pos.unmakeMove();
          ply -= 2;
        }
        assertThat(carried.evaluate(pos)).as(pos.toFen()).isEqualTo(new NnueEvaluator(net).evaluate(pos));
        checked++;
      }
    }
    assertThat(checked).isGreaterThan(2000);
  }

  @Test
  void scoresAPositionAndItsColourMirrorTheSameForTheSideToMove() {
    for (String fen : new String[] {Position.STARTPOS_FEN,
        "r1bq1rk1/pp3pbp/nn2p1p1/2pP4/4P3/2N3P1/PP2NPBP/R1BQ1RK1 b - - 0 1",
        "8/pp3k2/2p5/8/8/2P5/PP3K2/8 w - - 0 1"}) {
      assertThat(new NnueEvaluator(net).evaluate(Position.fromFen(mirror(fen))))
          .as(fen).isEqualTo(new NnueEvaluator(net).evaluate(Position.fromFen(fen)));
    }
  }

  /** The same position with colours swapped and the board turned upside down (no castling, no en passant). */
  private static String mirror(String fen) {
    String[] fields = fen.split(" ");
    String[] ranks = fields[0].split("/");
    StringBuilder board = new StringBuilder();
    for (int i = ranks.length - 1; i >= 0; i--) {
      for (char c : ranks[i].toCharArray()) {
        board.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
      }
      board.append(i > 0 ? "/" : "");
    }
    return board + (fields[1].equals("w") ? " b " : " w ") + "- - 0 1";
  }

  @Test
  void theSideToMoveDecidesWhoseViewTheScoreIsFrom() {
    Position white = Position.fromFen("4k3/8/8/8/8/8/8/QQQQK3 w - - 0 1");
    Position black = Position.fromFen("4k3/8/8/8/8/8/8/QQQQK3 b - - 0 1");
    NnueEvaluator evaluator = new NnueEvaluator(net);
    int fromWhite = evaluator.evaluate(white);
    int fromBlack = evaluator.evaluate(black);
    assertThat(fromWhite).isNotEqualTo(fromBlack);
  }
}
