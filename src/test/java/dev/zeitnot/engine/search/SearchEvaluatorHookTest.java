package dev.zeitnot.engine.search;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Move;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Uci;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.eval.StaticEvaluator;
import dev.zeitnot.engine.time.TimeParams;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The search tells its evaluator every move it makes and takes back, so the evaluator can follow the tree. */
class SearchEvaluatorHookTest {

  /** Follows the search on a board of its own, and notes every evaluation of a board it did not follow to. */
  private static final class Follower implements StaticEvaluator {
    private final StaticEvaluator evaluation = StaticEvaluator.handWritten();
    private final List<String> mismatches = new ArrayList<>();
    private final Deque<Integer> made = new ArrayDeque<>();
    private Position board;
    private int evaluations;
    private int nullMoves;

    @Override
    public int evaluate(Position pos) {
      evaluations++;
      if (!made.isEmpty() && board.key() != pos.key()) {
        mismatches.add(pos.toFen() + " evaluated while following " + board.toFen());
      }
      return evaluation.evaluate(pos);
    }

    @Override
    public void onMake(Position pos, int move) {
      if (made.isEmpty()) {
        board = pos.copy();
      } else if (board.key() != pos.key()) {
        mismatches.add("a move made on " + pos.toFen() + " while following " + board.toFen());
      }
      made.push(move);
      if (move == Move.NONE) {
        nullMoves++;
        board.makeNullMove();
      } else {
        board.makeMove(move);
      }
    }

    @Override
    public void onUnmake() {
      if (made.pop() == Move.NONE) {
        board.unmakeNullMove();
      } else {
        board.unmakeMove();
      }
    }
  }

  @Test
  void theEvaluatorFollowsEveryMoveAndNullMoveOfTheSearchBackToTheRoot() {
    Follower follower = new Follower();
    Position root = Position.fromFen("r1bq1rk1/pp3pbp/nn2p1p1/2pP4/4P3/2N3P1/PP2NPBP/R1BQ1RK1 w - - 0 1");
    new Search(root, Uci.CastlingStyle.KING_TWO_SQUARES, SearchLimits.depth(8), new int[0], TimeParams.DEFAULT,
        new SearchMemory(16, () -> follower), 1, info -> { }, System::nanoTime).run();
    assertThat(follower.evaluations).isGreaterThan(1000);
    assertThat(follower.mismatches).isEmpty();
    assertThat(follower.nullMoves).isPositive();
    assertThat(follower.made).isEmpty();
  }
}
