package dev.zeitnot.engine.search;

import static dev.zeitnot.engine.search.Scores.DRAW;
import static dev.zeitnot.engine.search.Scores.INFINITE;
import static dev.zeitnot.engine.search.Scores.MATE;
import static dev.zeitnot.engine.search.Scores.MATE_BOUND;
import static dev.zeitnot.engine.search.Scores.MAX_PLY;
import static dev.zeitnot.engine.search.Scores.NONE;
import static dev.zeitnot.engine.search.Scores.TB_WIN;
import static dev.zeitnot.engine.search.Scores.TB_WIN_BOUND;
import static dev.zeitnot.engine.search.SearchParams.*;
import static dev.zeitnot.engine.tt.TranspositionTable.BOUND_EXACT;
import static dev.zeitnot.engine.tt.TranspositionTable.BOUND_LOWER;
import static dev.zeitnot.engine.tt.TranspositionTable.BOUND_UPPER;

import dev.zeitnot.chess.CheckSquares;
import dev.zeitnot.chess.Move;
import dev.zeitnot.chess.PieceType;
import dev.zeitnot.chess.Position;
import dev.zeitnot.engine.eval.StaticEvaluator;
import dev.zeitnot.engine.syzygy.SyzygyFileException;
import dev.zeitnot.engine.tt.TranspositionTable;
import java.util.OptionalInt;

/**
 * The tree search of one thread: negamax alpha-beta with principal variation search, a
 * quiescence search, and the usual selectivity. Works on its own copy of the position. A variant's
 * own end is a terminal node, won or lost like a mate; what else the search assumes of the rules
 * (checks, null moves, exchanges, forced captures) the variant's {@link SearchRules} say.
 */
final class Searcher {

  /** Late move reductions by [depth][move number], log-log shaped as in most strong engines. */
  private static final int[][] LMR = new int[64][64];

  static {
    for (int d = 1; d < 64; d++) {
      for (int m = 1; m < 64; m++) {
        LMR[d][m] = (int) (LMR_BASE + Math.log(d) * Math.log(m) / LMR_DIVISOR);
      }
    }
  }

  final Position pos;
  final HistoryTables tables;
  /** What the search may assume of the variant's rules. */
  private final SearchRules rules;
  /** The thread's evaluator for the variant: its own terms, or its own evaluation. */
  private final StaticEvaluator evaluator;
  private final SearchContext ctx;
  private final boolean main;
  private final MoveOrder[] orders = new MoveOrder[MAX_PLY + 1];
  private final CheckSquares[] checkSquares = new CheckSquares[MAX_PLY + 1];
  final int[][] pv = new int[MAX_PLY + 1][MAX_PLY + 1];
  final int[] pvLength = new int[MAX_PLY + 1];
  private final int[] staticEvals = new int[MAX_PLY + 1];
  /** The move a singular-extension search leaves out at each ply, or NONE. */
  private final int[] excludedMoves = new int[MAX_PLY + 1];
  private final int[][] quietsTried = new int[MAX_PLY + 1][Position.MAX_MOVES];
  private final int[][] quietsTriedPieceTo = new int[MAX_PLY + 1][Position.MAX_MOVES];
  /** Nodes searched under each root move (by from and to square), over the whole search. */
  private final long[] rootNodes = new long[64 * 64];
  /** Piece-to index of the move that led to each ply (continuation history and counters). */
  private final int[] pieceToStack = new int[MAX_PLY + 2];

  /** Nodes searched by this thread; read racily by the main thread for reports. */
  long nodes;
  /** Syzygy probes that answered in this thread; read racily like {@link #nodes}. */
  long tbHits;
  /** The most pieces a position the search probes in the tables has; 0: no probes (no tables, a variant). */
  private final int tbCardinality;
  int selDepth;
  /** Whether the stop flag is honoured: not before depth 1 completed, so there is a move. */
  boolean stoppable;
  /** Best root move found in the running iteration (PVS raised alpha), or NONE. */
  int iterationBestMove;
  int iterationBestScore;
  int[] iterationPv = new int[0];

  Searcher(Position pos, SearchContext ctx, HistoryTables tables, boolean main) {
    this.pos = pos;
    this.tables = tables;
    this.rules = SearchRules.of(pos.variant());
    this.evaluator = tables.evaluatorFor(pos.variant());
    tables.clearKillers();
    this.ctx = ctx;
    this.main = main;
    this.tbCardinality = ctx.tablebases.cardinality(pos.variant());
    for (int i = 0; i <= MAX_PLY; i++) {
      orders[i] = new MoveOrder(rules);
      checkSquares[i] = new CheckSquares();
    }
    pieceToStack[0] = HistoryTables.NO_PIECE_TO;
  }

  boolean stopped() {
    return stoppable && ctx.stop;
  }

  private void countNode() {
    nodes++;
    if (main && (nodes & CHECK_INTERVAL_MASK) == 0 && stoppable) {
      checkLimits();
    }
  }

  /** The main thread's periodic look at the clock and the node budget. */
  private void checkLimits() {
    if (ctx.time.hardLimitReached()) {
      ctx.stop = true;
    }
    long nodeLimit = ctx.hardNodes;
    if (nodeLimit > 0 && nodes >= nodeLimit) {
      ctx.stop = true;
    }
  }

  int search(int alpha, int beta, int depth, int ply, boolean nullAllowed) {
    boolean inCheck = pos.inCheck();
    if (inCheck && ply < MAX_PLY / 2) {
      depth++; // check extension: forcing lines are worth seeing to the end
    }
    if (depth <= 0) {
      return quiescence(alpha, beta, ply);
    }
    countNode();
    pvLength[ply] = ply;
    if (stopped()) {
      return 0;
    }
    boolean root = ply == 0;
    boolean pvNode = beta - alpha > 1;
    if (!root) {
      if (rules.variantEndAsked && pos.isVariantEnd()) {
        return variantEndScore(ply);
      }
      if (pos.isRepetition() || pos.isFiftyMoveDraw() || pos.isInsufficientMaterial()) {
        return DRAW;
      }
      if (ply >= MAX_PLY) {
        return inCheck ? DRAW : evaluator.evaluate(pos);
      }
      // Mate distance pruning: no line here can beat a mate already found nearer the root.
      alpha = Math.max(alpha, -MATE + ply);
      beta = Math.min(beta, MATE - ply - 1);
      if (alpha >= beta) {
        return alpha;
      }
    }

    int excluded = excludedMoves[ply];
    long key = pos.key();
    long entry = ctx.tt.probe(key);
    int ttMove = TranspositionTable.move(entry);
    if (entry != 0 && !pvNode && excluded == Move.NONE && TranspositionTable.depth(entry) >= depth) {
      int ttScore = Scores.fromTable(TranspositionTable.score(entry), ply);
      int bound = TranspositionTable.bound(entry);
      if (bound == BOUND_EXACT || (bound == BOUND_LOWER && ttScore >= beta)
          || (bound == BOUND_UPPER && ttScore <= alpha)) {
        return ttScore;
      }
    }

    // Syzygy probe: right after a capture or pawn move a position of few pieces has its result in
    // the tables; a win or loss is scored beyond any evaluation, and the node ends when that bound
    // already decides it (Stockfish's rule, stored as Stockfish stores it).
    int tbFloor = -INFINITE;
    int tbCap = INFINITE;
    if (tbCardinality > 0 && !root && excluded == Move.NONE) {
      int tbScore = probeTables(depth, ply);
      if (tbScore != NONE) {
        // A proven win is at least this good, a proven loss at most this bad; a draw is exact.
        int bound = tbScore >= TB_WIN_BOUND ? BOUND_LOWER : tbScore <= -TB_WIN_BOUND ? BOUND_UPPER : BOUND_EXACT;
        if (bound == BOUND_EXACT || (bound == BOUND_LOWER ? tbScore >= beta : tbScore <= alpha)) {
          ctx.tt.store(key, Move.NONE, Scores.toTable(tbScore, ply), inCheck ? 0 : evaluator.evaluate(pos),
              Math.min(MAX_PLY - 1, depth + TB_STORE_EXTRA_DEPTH), bound);
          return tbScore;
        }
        if (pvNode && bound == BOUND_LOWER) {
          tbFloor = tbScore;
          alpha = Math.max(alpha, tbScore);
        } else if (pvNode) {
          tbCap = tbScore;
        }
      }
    }

    int rawEval;
    int eval;
    int correctionKey = 0;
    if (inCheck) {
      rawEval = NONE;
      eval = NONE;
    } else {
      rawEval = entry != 0 ? TranspositionTable.staticEval(entry) : evaluator.evaluate(pos);
      // Correction history: shift the static eval by how far it missed in positions like this.
      correctionKey = CorrectionHistory.key(pos);
      eval = clampEval(tables.correction.correct(correctionKey, rawEval));
    }
    staticEvals[ply] = eval;
    // Improving: our static eval rose since our previous move, so pruning can be bolder.
    boolean improving = !inCheck && ply >= 2 && staticEvals[ply - 2] != NONE && eval > staticEvals[ply - 2];
    // The pruning decisions below judge the position by the table's score where its bound says
    // the truth lies beyond the static eval in that direction.
    int pruningEval = inCheck ? NONE : refinedByTable(eval, entry, ply);

    if (!pvNode && !inCheck && excluded == Move.NONE) {
      // Reverse futility pruning: far above beta with little depth left, the opponent will
      // not recover; return the static eval instead of searching.
      if (depth <= RFP_MAX_DEPTH && pruningEval - RFP_MARGIN * (improving ? depth - 1 : depth) >= beta
          && Math.abs(beta) < MATE_BOUND) {
        return pruningEval;
      }
      // Null move pruning: if passing still keeps us above beta, a real move surely does.
      // Not without pieces, where zugzwang makes passing an illusion, nor where the rules make
      // zugzwang the rule (antichess).
      if (rules.nullMove && nullAllowed && depth >= NULL_MOVE_MIN_DEPTH && pruningEval >= beta
          && pos.hasNonPawnMaterial(pos.sideToMove())) {
        int reduction = NULL_MOVE_BASE_REDUCTION + depth / NULL_MOVE_DEPTH_DIVISOR
            + Math.min(NULL_MOVE_MAX_EVAL_REDUCTION, (pruningEval - beta) / NULL_MOVE_EVAL_DIVISOR);
        pieceToStack[ply + 1] = HistoryTables.NO_PIECE_TO;
        makeNullMove();
        int score = -search(-beta, -beta + 1, depth - 1 - reduction, ply + 1, false);
        unmakeNullMove();
        if (stopped()) {
          return 0;
        }
        if (score >= beta) {
          return score >= MATE_BOUND ? beta : score;
        }
      }
    }
    // Internal iterative reduction: without a hash move this node was never searched well;
    // a shallower search is cheaper and fills the table for next time.
    if (ttMove == Move.NONE && depth >= IIR_MIN_DEPTH && !inCheck) {
      depth--;
    }
    // Singular extension: when every other move fails well below the table's score, the table
    // move is the only good one here and is searched a ply deeper. When another move also beats
    // beta, several do (multi-cut), and the node fails high at once; when the table move alone is
    // expected to beat beta anyway, it is searched a ply shallower.
    int ttMoveExtension = 0;
    if (!root && !inCheck && excluded == Move.NONE && ttMove != Move.NONE && depth >= SINGULAR_MIN_DEPTH
        && TranspositionTable.depth(entry) >= depth - SINGULAR_TT_DEPTH_SLACK
        && TranspositionTable.bound(entry) != BOUND_UPPER) {
      int ttScore = Scores.fromTable(TranspositionTable.score(entry), ply);
      if (Math.abs(ttScore) < MATE_BOUND) {
        int singularBeta = ttScore - SINGULAR_MARGIN_PER_DEPTH * depth;
        excludedMoves[ply] = ttMove;
        int score = search(singularBeta - 1, singularBeta, (depth - 1) / 2, ply, false);
        excludedMoves[ply] = Move.NONE;
        if (stopped()) {
          return 0;
        }
        if (score < singularBeta) {
          ttMoveExtension = 1;
        } else if (singularBeta >= beta) {
          return singularBeta;
        } else if (ttScore >= beta) {
          ttMoveExtension = -1;
        }
        pvLength[ply] = ply;
      }
    }

    int previous1 = pieceToStack[ply];
    int previous2 = ply >= 1 ? pieceToStack[ply - 1] : HistoryTables.NO_PIECE_TO;
    MoveOrder order = orders[ply];
    int moveCount = order.generate(pos, false, ttMove, tables, ply, previous1, previous2);
    if (moveCount == 0) {
      return inCheck ? -MATE + ply : rules.noMoveWins ? MATE - ply : DRAW;
    }
    int color = pos.sideToMove();
    int bestScore = tbFloor;
    int bestMove = Move.NONE;
    int searched = 0;
    int quiets = 0;
    int[] tried = quietsTried[ply];
    int[] triedPieceTo = quietsTriedPieceTo[ply];
    int lateMoveLimit = (LMP_BASE + depth * depth) / (improving ? 1 : 2);
    CheckSquares checks = checkSquares[ply];
    checks.clear();
    for (int move = order.next(); move != Move.NONE; move = order.next()) {
      if ((root && !ctx.searchesAtRoot(move)) || move == excluded) {
        continue;
      }
      boolean quiet = !pos.isCapture(move) && !Move.isPromotion(move);
      boolean givesCheck = rules.checks && checks.givesCheck(pos, move);
      if (!root && bestScore > -MATE_BOUND && !inCheck && !givesCheck) {
        // Late move pruning: at low depth, quiet moves ordered this late almost never matter.
        if (quiet && depth <= LMP_MAX_DEPTH && quiets >= lateMoveLimit) {
          continue;
        }
        // Futility pruning: a quiet move cannot lift a hopeless static eval to alpha.
        if (quiet && depth <= FUTILITY_MAX_DEPTH
            && pruningEval + FUTILITY_BASE + FUTILITY_PER_DEPTH * depth <= alpha) {
          continue;
        }
        // Losing captures at low depth rarely pay back the material.
        if (!quiet && depth <= BAD_CAPTURE_MAX_DEPTH && order.lastWasBadCapture()
            && rules.exchange(pos, move) < -BAD_CAPTURE_MARGIN * depth) {
          continue;
        }
        // A quiet move to a square where it is lost in the exchange rarely pays at low depth.
        if (quiet && depth <= SEE_QUIET_MAX_DEPTH && rules.exchanges && !rules.explosions
            && See.evaluate(pos, move) < -SEE_QUIET_MARGIN * depth) {
          continue;
        }
      }
      int pieceTo = HistoryTables.pieceTo(pos, move);
      pieceToStack[ply + 1] = pieceTo;
      long nodesBefore = nodes;
      makeMove(move);
      searched++;
      int newDepth = depth - 1 + (move == ttMove ? ttMoveExtension : 0);
      int score;
      if (searched == 1) {
        score = -search(-beta, -alpha, newDepth, ply + 1, true);
      } else {
        // Late move reductions: later quiet moves are searched shallower first and only
        // re-searched at full depth when they surprise.
        int reduction = 0;
        if (depth >= LMR_MIN_DEPTH && quiet && !inCheck) {
          reduction = LMR[Math.min(depth, 63)][Math.min(searched, 63)];
          if (pvNode) {
            reduction--;
          }
          if (!improving) {
            reduction++;
          }
          if (givesCheck || tables.isKiller(ply, move)) {
            reduction--;
          }
          reduction -= tables.quietScore(color, move, pieceTo, previous1, previous2) / LMR_HISTORY_DIVISOR;
          reduction = Math.max(0, Math.min(reduction, newDepth - 1));
        }
        score = -search(-alpha - 1, -alpha, newDepth - reduction, ply + 1, true);
        if (score > alpha && reduction > 0) {
          score = -search(-alpha - 1, -alpha, newDepth, ply + 1, true);
        }
        if (score > alpha && score < beta) {
          score = -search(-beta, -alpha, newDepth, ply + 1, true);
        }
      }
      unmakeMove();
      if (root) {
        rootNodes[move & 0xFFF] += nodes - nodesBefore;
      }
      if (stopped()) {
        return 0;
      }
      if (score > bestScore) {
        bestScore = score;
        if (score > alpha) {
          bestMove = move;
          alpha = score;
          updatePv(ply, move);
          if (root) {
            iterationBestMove = move;
            iterationBestScore = score;
            iterationPv = java.util.Arrays.copyOfRange(pv[0], 0, pvLength[0]);
          }
          if (score >= beta) {
            if (quiet) {
              tables.onQuietCutoff(color, ply, depth, move, pieceTo, previous1, previous2,
                  tried, triedPieceTo, quiets);
            }
            break;
          }
        }
      }
      if (quiet && quiets < tried.length) {
        triedPieceTo[quiets] = pieceTo;
        tried[quiets++] = move;
      }
    }
    if (searched == 0) {
      // Everything was pruned (or only the excluded move was left): alpha stands.
      return alpha;
    }
    if (excluded != Move.NONE) {
      // A search without the table move says nothing about this position as a whole.
      return bestScore;
    }
    bestScore = Math.min(bestScore, tbCap);
    int bound = bestScore >= beta ? BOUND_LOWER : bestMove != Move.NONE ? BOUND_EXACT : BOUND_UPPER;
    ctx.tt.store(key, bestMove, Scores.toTable(bestScore, ply), rawEval == NONE ? 0 : rawEval, depth, bound);
    // Teach the correction history when the result says more than the static eval: not after a
    // capture or promotion (the material changed) and not when the bound points the wrong way.
    if (!inCheck && Math.abs(bestScore) < MATE_BOUND
        && (bestMove == Move.NONE || (!pos.isCapture(bestMove) && !Move.isPromotion(bestMove)))
        && !(bound == BOUND_LOWER && bestScore <= eval) && !(bound == BOUND_UPPER && bestScore >= eval)) {
      tables.correction.update(correctionKey, depth, bestScore - rawEval);
    }
    return bestScore;
  }

  /** The percentage of this search's nodes that went to {@code rootMove}'s subtree. */
  int rootNodesPercent(int rootMove) {
    return nodes == 0 ? 0 : (int) (rootNodes[rootMove & 0xFFF] * 100 / nodes);
  }

  /**
   * The static eval, or the table's score where the entry's bound says the true score lies beyond
   * the eval in that direction (an exact score always); mate scores are left out.
   */
  private static int refinedByTable(int eval, long entry, int ply) {
    if (entry == 0) {
      return eval;
    }
    int ttScore = Scores.fromTable(TranspositionTable.score(entry), ply);
    if (Math.abs(ttScore) >= MATE_BOUND) {
      return eval;
    }
    int bound = TranspositionTable.bound(entry);
    boolean beyond = bound == BOUND_EXACT || (bound == BOUND_LOWER && ttScore > eval)
        || (bound == BOUND_UPPER && ttScore < eval);
    return beyond ? ttScore : eval;
  }

  /** A corrected eval stays clear of the tablebase and mate scores. */
  private static int clampEval(int eval) {
    return Math.max(-TB_WIN_BOUND + 1, Math.min(TB_WIN_BOUND - 1, eval));
  }

  /**
   * The tables' score of this node, {@code ply} from the root, or NONE when it is not probed: a
   * position after a capture or pawn move (halfmove clock 0), without castling rights, of at most
   * the probe limit's pieces (with exactly that many only at {@code SyzygyProbeDepth} or more).
   * A win is {@code TB_WIN - ply}; a draw 0, and with the fifty-move rule on, a win it spoils 2
   * and a loss it saves -2 (draws, nudged as Stockfish nudges them).
   */
  private int probeTables(int depth, int ply) {
    int pieces = Long.bitCount(pos.occupied());
    if (pieces > tbCardinality || (pieces == tbCardinality && depth < ctx.tablebases.probeDepth())
        || pos.halfmoveClock() != 0 || pos.castlingRights() != 0) {
      return NONE;
    }
    OptionalInt probed;
    try {
      probed = ctx.tablebases.tables().wdl(pos);
    } catch (SyzygyFileException e) {
      return NONE;
    }
    if (probed.isEmpty()) {
      return NONE;
    }
    tbHits++;
    int wdl = probed.getAsInt();
    int drawWdl = ctx.tablebases.fiftyMoveRule() ? 1 : 0;
    if (wdl > drawWdl) {
      return TB_WIN - ply;
    }
    if (wdl < -drawWdl) {
      return -TB_WIN + ply;
    }
    return DRAW + 2 * wdl * drawWdl;
  }

  // The search makes and takes back moves only here, so the evaluator can follow the tree.

  private void makeMove(int move) {
    evaluator.onMake(pos, move);
    pos.makeMove(move);
  }

  private void unmakeMove() {
    pos.unmakeMove();
    evaluator.onUnmake();
  }

  private void makeNullMove() {
    evaluator.onMake(pos, Move.NONE);
    pos.makeNullMove();
  }

  private void unmakeNullMove() {
    pos.unmakeNullMove();
    evaluator.onUnmake();
  }

  private void updatePv(int ply, int move) {
    pv[ply][ply] = move;
    int childLength = pvLength[ply + 1];
    for (int i = ply + 1; i < childLength; i++) {
      pv[ply][i] = pv[ply + 1][i];
    }
    pvLength[ply] = Math.max(childLength, ply + 1);
  }

  /**
   * A variant's own end (the hill reached, the third check, a king exploded) is won or lost at this
   * ply, like a mate; drawn when the rule names no winner (both kings on racing kings' 8th rank).
   */
  private int variantEndScore(int ply) {
    int winner = pos.variantWinner();
    if (winner < 0) {
      return DRAW;
    }
    return winner == pos.sideToMove() ? MATE - ply : -MATE + ply;
  }

  /**
   * Captures and promotions until the position is quiet; every move when in check. Where captures
   * are forced (antichess) a position with one is not quiet: all of its moves are searched and none
   * stands pat, and a position without one is scored as it stands.
   */
  int quiescence(int alpha, int beta, int ply) {
    countNode();
    pvLength[ply] = ply;
    if (stopped()) {
      return 0;
    }
    selDepth = Math.max(selDepth, ply);
    if (rules.variantEndAsked && pos.isVariantEnd()) {
      return variantEndScore(ply);
    }
    if (rules.capturesForced) {
      return forcedCaptures(alpha, beta, ply);
    }
    boolean inCheck = pos.inCheck();
    if (ply >= MAX_PLY) {
      return inCheck ? DRAW : evaluator.evaluate(pos);
    }
    if (pos.isInsufficientMaterial()) {
      return DRAW;
    }
    long key = pos.key();
    long entry = ctx.tt.probe(key);
    if (entry != 0) {
      int ttScore = Scores.fromTable(TranspositionTable.score(entry), ply);
      int bound = TranspositionTable.bound(entry);
      if (bound == BOUND_EXACT || (bound == BOUND_LOWER && ttScore >= beta)
          || (bound == BOUND_UPPER && ttScore <= alpha)) {
        return ttScore;
      }
    }
    int rawStandPat = NONE;
    int standPat = NONE;
    int bestScore;
    if (inCheck) {
      bestScore = -MATE + ply;
    } else {
      rawStandPat = entry != 0 ? TranspositionTable.staticEval(entry) : evaluator.evaluate(pos);
      standPat = clampEval(tables.correction.correct(CorrectionHistory.key(pos), rawStandPat));
      if (standPat >= beta) {
        return standPat;
      }
      alpha = Math.max(alpha, standPat);
      bestScore = standPat;
    }
    MoveOrder order = orders[ply];
    int ttMove = TranspositionTable.move(entry);
    order.generate(pos, !inCheck, ttMove, tables, ply, pieceToStack[ply],
        ply >= 1 ? pieceToStack[ply - 1] : HistoryTables.NO_PIECE_TO);
    int bestMove = Move.NONE;
    int originalAlpha = alpha;
    for (int move = order.next(); move != Move.NONE; move = order.next()) {
      if (!inCheck) {
        if (Move.isPromotion(move) && Move.promotion(move) != PieceType.QUEEN) {
          continue;
        }
        if (rules.explosions) {
          // An explosion is its own exchange: what it destroys is all it wins.
          int gain = Explosion.gain(pos, move);
          if (gain < 0 || (!Move.isPromotion(move) && standPat + gain + DELTA_MARGIN <= alpha)) {
            continue;
          }
        } else {
          int captured = pos.capturedType(move);
          int gain = captured < 0 ? 0 : See.VALUE[captured];
          if (!Move.isPromotion(move) && standPat + gain + DELTA_MARGIN <= alpha) {
            continue;
          }
          if (gain < See.VALUE[pos.movingType(move)] && See.evaluate(pos, move) < 0) {
            continue;
          }
        }
      }
      pieceToStack[ply + 1] = HistoryTables.pieceTo(pos, move);
      makeMove(move);
      int score = -quiescence(-beta, -alpha, ply + 1);
      unmakeMove();
      if (stopped()) {
        return 0;
      }
      if (score > bestScore) {
        bestScore = score;
        if (score > alpha) {
          alpha = score;
          bestMove = move;
          if (score >= beta) {
            break;
          }
        }
      }
    }
    int bound = bestScore >= beta ? BOUND_LOWER : alpha > originalAlpha ? BOUND_EXACT : BOUND_UPPER;
    ctx.tt.store(key, bestMove, Scores.toTable(bestScore, ply), rawStandPat == NONE ? 0 : rawStandPat, 0, bound);
    return bestScore;
  }

  /**
   * Quiescence where captures are forced: with no move the side to move has won; with only quiet
   * moves the position is quiet and scored as it stands; with captures every one is searched, since
   * the side to move may not decline them.
   */
  private int forcedCaptures(int alpha, int beta, int ply) {
    if (ply >= MAX_PLY) {
      return evaluator.evaluate(pos);
    }
    if (pos.isInsufficientMaterial()) {
      return DRAW;
    }
    MoveOrder order = orders[ply];
    int count = order.generate(pos, false, Move.NONE, tables, ply, pieceToStack[ply],
        ply >= 1 ? pieceToStack[ply - 1] : HistoryTables.NO_PIECE_TO);
    if (count == 0) {
      return MATE - ply;
    }
    if (!pos.isCapture(order.moves[0])) {
      return evaluator.evaluate(pos);
    }
    int bestScore = -INFINITE;
    for (int move = order.next(); move != Move.NONE; move = order.next()) {
      pieceToStack[ply + 1] = HistoryTables.pieceTo(pos, move);
      makeMove(move);
      int score = -quiescence(-beta, -alpha, ply + 1);
      unmakeMove();
      if (stopped()) {
        return 0;
      }
      if (score > bestScore) {
        bestScore = score;
        if (score > alpha) {
          alpha = score;
          if (score >= beta) {
            break;
          }
        }
      }
    }
    return bestScore;
  }
}
