package dev.zeitnot.engine.nnue;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Move;
import dev.zeitnot.chess.Position;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class NnueEvaluatorTest {

  /** Positions with castling on both sides, en passant and promotions near, and a Chess960 one. */
  private static final String[] STARTS = {
      Position.STARTPOS_FEN,
      "r3k2r/pPppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
      "r3k2r/p1pp1pb1/bn2Qnp1/2qPN3/1p2P3/2N5/PPPBBPPP/R3K2R b KQkq - 3 2",
      "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
      "8/2P3k1/8/8/8/8/1p3K2/8 w - - 0 1"};
  private static final String CHESS960 = "1r2k1r1/pppqbppp/2n2n2/8/8/2N2N2/PPPQBPPP/1R2K1R1 w GBgb - 0 1";

  private final Network net = RandomNetworks.random(32, 7);

  @Test
  void followingMovesAndTakeBacksAgreesWithAFreshEvaluationAfterEveryStepForBothNetworkShapes() {
    for (int hidden : new int[] {256, 128}) {
      Network shaped = RandomNetworks.random(hidden, hidden);
      MoveKinds seen = walk(shaped, 11, STARTS, false, 600);
      seen.assertAllSeen();
      walk(shaped, 12, new String[] {CHESS960}, true, 300).assertCastled();
    }
  }

  /**
   * Plays random lines the way a search does (moves, null moves, take-backs, a new root after each
   * game) with two evaluators told every step: one evaluates after every step, the other only now
   * and then, so its changes pile up over several plies before it sums them. Both must equal an
   * evaluator that sees the position for the first time, to the unit.
   */
  private static MoveKinds walk(Network net, long seed, String[] starts, boolean chess960, int stepsPerGame) {
    NnueEvaluator everyStep = new NnueEvaluator(net);
    NnueEvaluator now = new NnueEvaluator(net);
    SplittableRandom random = new SplittableRandom(seed);
    MoveKinds seen = new MoveKinds();
    int[] moves = new int[Position.MAX_MOVES];
    for (int game = 0; game < 6 * starts.length; game++) {
      Position pos = Position.fromFen(starts[game % starts.length], chess960);
      Deque<Integer> made = new ArrayDeque<>();
      for (int step = 0; step < stepsPerGame; step++) {
        int count = pos.generateLegal(moves);
        int roll = random.nextInt(10);
        if ((count == 0 || roll < 3) && !made.isEmpty()) {
          boolean wasNull = made.pop() == Move.NONE;
          if (wasNull) {
            pos.unmakeNullMove();
          } else {
            pos.unmakeMove();
          }
          everyStep.onUnmake();
          now.onUnmake();
        } else if (count == 0) {
          break;
        } else if (roll == 3 && !pos.inCheck() && made.size() > 0 && made.peek() != Move.NONE) {
          everyStep.onMake(pos, Move.NONE);
          now.onMake(pos, Move.NONE);
          pos.makeNullMove();
          made.push(Move.NONE);
          seen.nullMoves++;
        } else {
          int move = pick(pos, moves, count, random);
          seen.count(pos, move);
          everyStep.onMake(pos, move);
          now.onMake(pos, move);
          pos.makeMove(move);
          made.push(move);
        }
        int fresh = new NnueEvaluator(net).evaluate(pos);
        assertThat(everyStep.evaluate(pos)).as(pos.toFen()).isEqualTo(fresh);
        if (random.nextInt(12) == 0) {
          assertThat(now.evaluate(pos)).as(pos.toFen()).isEqualTo(fresh);
        }
      }
      while (!made.isEmpty()) {
        if (made.pop() == Move.NONE) {
          pos.unmakeNullMove();
        } else {
          pos.unmakeMove();
        }
        everyStep.onUnmake();
        now.onUnmake();
      }
    }
    return seen;
  }

  /** A random legal move, a castling, en passant or promotion half the time there is one. */
  private static int pick(Position pos, int[] moves, int count, SplittableRandom random) {
    if (random.nextBoolean()) {
      for (int i = 0; i < count; i++) {
        int move = moves[(i + random.nextInt(count)) % count];
        if (Move.isCastling(move) || Move.isEnPassant(move) || Move.isPromotion(move)) {
          return move;
        }
      }
    }
    return moves[random.nextInt(count)];
  }

  /** How many moves of each kind a walk made. */
  private static final class MoveKinds {
    int captures;
    int promotions;
    int kingsideCastlings;
    int queensideCastlings;
    int enPassants;
    int nullMoves;

    void count(Position pos, int move) {
      if (Move.isCastling(move)) {
        if (Move.to(move) > Move.from(move)) {
          kingsideCastlings++;
        } else {
          queensideCastlings++;
        }
      } else if (pos.isCapture(move)) {
        captures++;
      }
      promotions += Move.isPromotion(move) ? 1 : 0;
      enPassants += Move.isEnPassant(move) ? 1 : 0;
    }

    void assertAllSeen() {
      assertCastled();
      assertThat(new int[] {captures, promotions, enPassants, nullMoves}).doesNotContain(0);
    }

    void assertCastled() {
      assertThat(kingsideCastlings).isPositive();
      assertThat(queensideCastlings).isPositive();
    }
  }

  @Test
  void aPositionOutsideTheFollowedLineIsSummedAfresh() {
    NnueEvaluator evaluator = new NnueEvaluator(net);
    Position start = Position.startpos();
    int first = evaluator.evaluate(start);
    Position other = Position.fromFen(STARTS[1]);
    assertThat(evaluator.evaluate(other)).isEqualTo(new NnueEvaluator(net).evaluate(other));
    assertThat(evaluator.evaluate(start)).isEqualTo(first);
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
