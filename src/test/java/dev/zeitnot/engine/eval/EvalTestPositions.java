package dev.zeitnot.engine.eval;

import dev.zeitnot.chess.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Positions the evaluation's tests run over. */
final class EvalTestPositions {

  private EvalTestPositions() { }

  /** Positions reached by random legal moves from the start, plus endgames that hit the special terms. */
  static List<Position> positions() {
    List<Position> positions = new ArrayList<>();
    SplittableRandom random = new SplittableRandom(12);
    int[] moves = new int[Position.MAX_MOVES];
    for (int game = 0; game < 60; game++) {
      Position pos = Position.startpos();
      for (int ply = 0; ply < 160; ply++) {
        int count = pos.generateLegal(moves);
        if (count == 0) {
          break;
        }
        pos.makeMove(moves[random.nextInt(count)]);
        if (ply % 4 == 3) {
          positions.add(Position.fromFen(pos.toFen()));
        }
      }
    }
    for (String fen : List.of(
        "6k1/5ppp/8/8/8/8/5PPP/3N2K1 b - - 0 1",
        "8/8/4k3/8/8/8/8/KR6 w - - 0 1",
        "8/5b2/4k3/4p3/4P3/4K3/3B4/8 w - - 0 1",
        "4k3/8/8/8/8/8/8/3BK3 w - - 0 1",
        "6k1/5ppp/8/8/8/8/8/2RQRNK1 w - - 0 1",
        "r1b2rk1/ppp2ppp/2n5/3qN1B1/3P4/2Q5/PP3PPP/R4RK1 w - - 0 1",
        "2rq1rk1/pp3ppp/2n1b3/3pN2Q/3P4/2PB4/P4PPP/R4RK1 w - - 0 1",
        "8/1P6/8/8/8/8/5k2/K7 b - - 0 1")) {
      positions.add(Position.fromFen(fen));
    }
    return positions;
  }
}
