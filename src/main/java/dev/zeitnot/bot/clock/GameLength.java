package dev.zeitnot.bot.clock;

import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.PieceType;
import dev.zeitnot.chess.Position;
import dev.zeitnot.engine.Score;
import java.util.List;

/**
 * How long the game may still run, in moves of the side to move, from the moves it has played and
 * what the engine said of our last ones: two figures for {@link ClockHorizon} (docs/running.md;
 * numbers from bench/game-length.sh and the arena).
 *
 * <ul>
 *   <li>{@link #expectedMovesLeft}: the pace of spending. Our games last about
 *       {@value #EXPECTED_GAME_MOVES} moves a side (median 52 in 134 games against Stockfish at
 *       1+0, 1/2+0, 0+1 and 10+0.1), so the clock is shared over what is left of that, never over
 *       fewer than {@value #MIN_EXPECTED_MOVES_LEFT} moves.
 *   <li>{@link #longGameMoves} and {@link #longGameMovesLeft}: what the clock must still pay the
 *       trips of. One game in 20 of those ran past 87 moves, the longest 98; planned at 100, 5 of
 *       40 1+0 arena games flagged at moves 99-102. So the plan keeps the clock alive to move
 *       {@value #LONG_GAME_MOVES}, and past it always for
 *       {@value #MIN_LONG_GAME_MOVES_LEFT} more; but the trips of that game never take more than
 *       {@value #LONG_GAME_CLOCK_PERCENT} % of the starting clock. On a link too slow for that (1+0
 *       with 0.7 s trips pays 85 moves with no thinking at all) the game planned for is shorter
 *       (81 moves there) and the rest of the clock is thinking: a longer game cannot be both
 *       survived and played. (At 85 %, 1/2+0 games on a 270 ms link planned 92 moves and flagged at 96.)
 *   <li>{@link #lost}: when the median of the engine's scores of our last {@value
 *       #LOST_SCORE_MOVES} moves is {@value #LOST_SCORE_CP} cp or worse, the long game is {@value
 *       #LOST_GAME_MOVES} moves and its trips may take {@value #LOST_GAME_CLOCK_PERCENT} % of the
 *       clock. Our lost games are the marathons: the opponent, moving at once on its own
 *       near-empty clock, fails to convert for tens of moves (30 moves of K+Q v K). In 339
 *       sudden-death arena games against Stockfish (UCI_Elo 2000), a game lost so at moves 60-69
 *       (41 games) went on a median 24 moves more and up to 57; a balanced one (40) 15, up to 62;
 *       a won one (37) 6. 16 of the 23 games of 85+ moves were lost by us, and 11 of 21 losses on
 *       time came in lost positions, at 87-119 moves. There our moves are worth little and the
 *       trips must be paid, so the bot thinks less. Replayed on those games' lengths and scores
 *       (a model of this plan on a 230 ms link), the rule removes the flags of the lost 1+0
 *       games (at 119 moves) and moves the median share of the clock used in games of 60+ moves
 *       from 83 % to 81-82 %. Won and balanced games keep the plan above: a game won at move 50
 *       mostly ends soon, but won and drawn endings that were not converted ran to 115-130
 *       moves; nor does the halfmove clock tell the long games apart (a game first reaching 20
 *       plies without a capture or a pawn move at moves 40-59 went on a median 26 moves more,
 *       the others 15, both up to 60-70).
 * </ul>
 *
 * <p>Material is not used: by material left, the moves still played spread as widely as by move
 * number (in one band the 90th percentile ranged from 17 to 62 across runs), and the long games
 * are not told apart by it. A longer planned game costs clock at the end of every shorter one
 * (each planned move keeps a trip back), so {@value #LONG_GAME_MOVES} is a choice: on a 250 ms
 * link, spending exactly the soft limits, it ends a 1+0 game of 60 moves with about a quarter of
 * the clock, one of 80 with a sixth, one of 100 with 7 %, and lets one of 120 flag.
 */
public final class GameLength {

  /** Material at the start (both sides, kings excluded): 16 pawns, 4 knights, 4 bishops, 4 rooks, 2 queens. */
  public static final int START_MATERIAL = 78;
  /** The typical length of our games, in moves of one side: the pace the clock is spent at. */
  public static final int EXPECTED_GAME_MOVES = 50;
  /** The clock is never shared over fewer moves than this. */
  public static final int MIN_EXPECTED_MOVES_LEFT = 15;
  /** The clock must pay the trips of a game this long (moves of one side). */
  public static final int LONG_GAME_MOVES = 115;
  /** The trips of the long game never take more than this share of the starting clock. */
  public static final int LONG_GAME_CLOCK_PERCENT = 95;
  /** Past the long game, the clock still keeps the trips of this many moves. */
  public static final int MIN_LONG_GAME_MOVES_LEFT = 10;
  /** A game is lost when the median score of this many of our last moves is -{@link #LOST_SCORE_CP} or worse. */
  public static final int LOST_SCORE_MOVES = 5;
  /** Centipawns below zero at which our median score calls the game lost. */
  public static final int LOST_SCORE_CP = 300;
  /** The long game when we are lost: the opponent may take this long to convert. */
  public static final int LOST_GAME_MOVES = 150;
  /** The trips of the lost long game may take this share of the starting clock. */
  public static final int LOST_GAME_CLOCK_PERCENT = 100;

  private static final int[] VALUE = {1, 3, 3, 5, 9, 0};

  private GameLength() {}

  /** The moves to share the clock over after playing {@code movesPlayed}. */
  public static int expectedMovesLeft(int movesPlayed) {
    return Math.max(MIN_EXPECTED_MOVES_LEFT, EXPECTED_GAME_MOVES - movesPlayed);
  }

  /**
   * The length of the long game (moves of one side) whose trips a clock that started at {@code
   * initialMs} must pay, each costing {@code unpaidTripMs} beyond the increment, when our last
   * moves scored {@code recent}.
   */
  public static int longGameMoves(long initialMs, long unpaidTripMs, RecentScores recent) {
    boolean lost = lost(recent);
    int moves = lost ? LOST_GAME_MOVES : LONG_GAME_MOVES;
    if (unpaidTripMs <= 0) {
      return moves;
    }
    int percent = lost ? LOST_GAME_CLOCK_PERCENT : LONG_GAME_CLOCK_PERCENT;
    return (int) Math.min(moves, initialMs * percent / 100 / unpaidTripMs);
  }

  /**
   * Whether our last {@value #LOST_SCORE_MOVES} scored moves say the game is lost: their median
   * is {@value #LOST_SCORE_CP} cp or worse (a mate against us is worse than any centipawns).
   */
  public static boolean lost(RecentScores recent) {
    List<Score> scores = recent.scores();
    if (scores.size() < LOST_SCORE_MOVES) {
      return false;
    }
    int[] values = scores.subList(scores.size() - LOST_SCORE_MOVES, scores.size()).stream()
        .mapToInt(GameLength::centipawns).sorted().toArray();
    return values[LOST_SCORE_MOVES / 2] <= -LOST_SCORE_CP;
  }

  private static int centipawns(Score score) {
    if (!score.isMate()) {
      return score.centipawns();
    }
    return score.mateIn() < 0 ? Integer.MIN_VALUE : Integer.MAX_VALUE;
  }

  /** The moves whose trips the clock must still pay after playing {@code movesPlayed} of a {@code longGame}. */
  public static int longGameMovesLeft(int movesPlayed, int longGame) {
    return Math.max(MIN_LONG_GAME_MOVES_LEFT, longGame - movesPlayed);
  }

  /** The material on the board, both sides, in pawns (P 1, N 3, B 3, R 5, Q 9), kings excluded. */
  public static int material(Position position) {
    int total = 0;
    for (int type = PieceType.PAWN; type < PieceType.KING; type++) {
      total += VALUE[type] * (Long.bitCount(position.pieces(Color.WHITE, type))
          + Long.bitCount(position.pieces(Color.BLACK, type)));
    }
    return total;
  }
}
