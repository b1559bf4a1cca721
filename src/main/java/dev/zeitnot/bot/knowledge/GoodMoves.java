package dev.zeitnot.bot.knowledge;

import dev.zeitnot.lichess.online.CloudEval;
import dev.zeitnot.lichess.online.TablebaseResult;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * The {@code move_quality: good} choices of the online sources: a cloud line drawn at random
 * among those within {@code max_score_difference_cp} of the best one, a tablebase move drawn at
 * random among those that keep the best result. Candidates come in already legal.
 */
final class GoodMoves {

  /** A mate scores this much less its distance, so that any mate outranks any centipawn score. */
  static final int MATE_CP = 100_000;

  private GoodMoves() {}

  /** A line whose score for the side to move is within {@code maxDifferenceCp} of the best line's. */
  static CloudEval.Pv cloudLine(List<CloudEval.Pv> lines, boolean whiteToMove, int maxDifferenceCp,
      RandomGenerator random) {
    int best = lines.stream().mapToInt(pv -> forSideToMove(pv, whiteToMove)).max().orElseThrow();
    List<CloudEval.Pv> good = lines.stream()
        .filter(pv -> forSideToMove(pv, whiteToMove) >= best - maxDifferenceCp).toList();
    return good.get(random.nextInt(good.size()));
  }

  /** A move whose result for us is as good as the best move's (its distance aside). */
  static TablebaseResult.Move tablebaseMove(List<TablebaseResult.Move> moves, RandomGenerator random) {
    int best = moves.stream().mapToInt(m -> TablebaseRanking.rank(m.category())).max().orElseThrow();
    List<TablebaseResult.Move> good = moves.stream().filter(m -> TablebaseRanking.rank(m.category()) == best)
        .toList();
    return good.get(random.nextInt(good.size()));
  }

  /** The line's score in centipawns for the side to move, a mate as {@link #MATE_CP} less its distance. */
  static int forSideToMove(CloudEval.Pv pv, boolean whiteToMove) {
    int white;
    if (pv.mate() != null) {
      white = pv.mate() > 0 ? MATE_CP - pv.mate() : -MATE_CP - pv.mate();
    } else {
      white = pv.cp() == null ? 0 : pv.cp();
    }
    return whiteToMove ? white : -white;
  }
}
