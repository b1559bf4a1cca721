package dev.zeitnot.lab.datagen;

import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.Outcome;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Uci;
import dev.zeitnot.engine.builtin.BuiltinEngine;
import dev.zeitnot.engine.builtin.EngineSettings;
import dev.zeitnot.engine.builtin.Evaluation;
import dev.zeitnot.engine.Score;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Plays self-play games of the built-in engine at a fixed number of nodes a move (a hard limit, or
 * a soft one that lets the search finish its depth) and records
 * every ply's move and score with the result ({@link GameRecord}). A game starts from a random position of
 * the book plus a few random legal plies; everything depends only on the seed and the game's
 * index, so a game can be replayed. Not thread-safe: one per thread.
 */
public final class SelfPlay implements AutoCloseable {

  /** A side is winning when the score is at least this for {@link #WIN_PLIES} plies in a row. */
  static final int WIN_SCORE = 1000;
  static final int WIN_PLIES = 6;
  /** From {@link #DRAW_FROM_PLY}, a draw when the score stays within this for {@link #DRAW_PLIES} plies. */
  static final int DRAW_SCORE = 10;
  static final int DRAW_PLIES = 12;
  static final int DRAW_FROM_PLY = 80;
  /** A game still going after this many plies is scored as a draw. */
  static final int MAX_PLIES = 400;
  /** An opening (book position plus random plies) the first search scores beyond this is redrawn. */
  static final int OPENING_MAX_SCORE = 300;
  private static final int HASH_MB = 8;
  private static final int OPENING_TRIES = 20;

  private final List<String> openings;
  private final long seed;
  private final long nodes;
  private final int randomPlies;
  private final BuiltinEngine engine;

  /**
   * @param openings the book's positions as FEN
   * @param seed the seed every game's randomness derives from
   * @param nodes nodes searched per move
   * @param nodesOvershootPercent 0: each search stops at {@code nodes}; above 0 it finishes its depth,
   *     going past {@code nodes} by at most this percentage of it
   * @param randomPlies random legal plies played after the book position
   * @param evaluation the evaluation both sides search with
   */
  public SelfPlay(List<String> openings, long seed, long nodes, int nodesOvershootPercent, int randomPlies,
      Evaluation evaluation) {
    if (openings.isEmpty()) {
      throw new IllegalArgumentException("self-play needs at least one opening position");
    }
    this.openings = List.copyOf(openings);
    this.seed = seed;
    this.nodes = nodes;
    this.randomPlies = randomPlies;
    this.engine = new BuiltinEngine(new EngineSettings(HASH_MB, 1, false,
        EngineSettings.DEFAULT.timeParams().withMoveOverheadMs(0)
            .with("NodesOvershootPercent", nodesOvershootPercent),
        evaluation));
  }

  /** Plays game number {@code index}; empty when no playable opening was found. */
  public Optional<GameRecord> play(int index) {
    SplittableRandom random = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + index);
    for (int attempt = 0; attempt < OPENING_TRIES; attempt++) {
      Game game = opening(random);
      if (game == null) {
        return Optional.empty();
      }
      GameRecord record = play(index, game);
      if (record != null) {
        return Optional.of(record);
      }
    }
    return Optional.empty();
  }

  /** The game, or null when the opening is too unbalanced to play. */
  private GameRecord play(int index, Game game) {
    engine.newGame();
    String startFen = game.position().toFen();
    List<String> moves = new ArrayList<>();
    List<Integer> played = new ArrayList<>();
    List<Short> scores = new ArrayList<>();
    Adjudicator adjudicator = new Adjudicator();
    int whiteHalfPoints = 1;
    for (int ply = 0; ; ply++) {
      Outcome outcome = game.outcome();
      if (outcome.isOver()) {
        whiteHalfPoints = outcome.winner() < 0 ? 1 : outcome.winner() == Color.WHITE ? 2 : 0;
        break;
      }
      if (ply >= MAX_PLIES) {
        break;
      }
      Position pos = game.position();
      SearchResult result = engine.search(new SearchRequest(startFen, moves, false, SearchLimits.nodes(nodes)),
          SearchListener.NONE);
      int move = Uci.parse(pos, result.bestMove());
      Score score = result.info() == null ? null : result.info().score();
      boolean white = pos.sideToMove() == Color.WHITE;
      if (ply == 0 && (score == null || score.isMate() || Math.abs(score.centipawns()) > OPENING_MAX_SCORE)) {
        return null;
      }
      played.add(move);
      scores.add(GameRecord.recorded(score));
      int verdict = adjudicator.after(ply, score == null ? null : white ? score : negate(score));
      if (verdict >= 0) {
        whiteHalfPoints = verdict;
        break;
      }
      moves.add(result.bestMove());
      game.play(move);
    }
    short[] scoreArray = new short[scores.size()];
    for (int i = 0; i < scoreArray.length; i++) {
      scoreArray[i] = scores.get(i);
    }
    return new GameRecord(index, startFen, whiteHalfPoints, played.stream().mapToInt(Integer::intValue).toArray(),
        scoreArray);
  }

  /** A book position plus random plies that leaves a game going, or null if none was found. */
  private Game opening(SplittableRandom random) {
    for (int attempt = 0; attempt < OPENING_TRIES; attempt++) {
      Game game = new Game(openings.get(random.nextInt(openings.size())), false);
      int[] legal = new int[Position.MAX_MOVES];
      for (int ply = 0; ply < randomPlies && !game.outcome().isOver(); ply++) {
        int count = game.position().generateLegal(legal);
        game.play(legal[random.nextInt(count)]);
      }
      if (!game.outcome().isOver()) {
        return game;
      }
    }
    return null;
  }

  private static Score negate(Score score) {
    return new Score(-score.centipawns(), -score.mateIn());
  }

  @Override
  public void close() {
    engine.close();
  }

  /** Ends a game early when the scores (White's view) agree on a win or a dead draw. */
  static final class Adjudicator {
    private int whiteWinning;
    private int blackWinning;
    private int drawish;

    /** The result in half points for White once adjudicated, else -1. */
    int after(int ply, Score whiteScore) {
      if (whiteScore == null) {
        whiteWinning = blackWinning = drawish = 0;
        return -1;
      }
      boolean whiteWins = whiteScore.isMate() ? whiteScore.mateIn() > 0 : whiteScore.centipawns() >= WIN_SCORE;
      boolean blackWins = whiteScore.isMate() ? whiteScore.mateIn() < 0 : whiteScore.centipawns() <= -WIN_SCORE;
      whiteWinning = whiteWins ? whiteWinning + 1 : 0;
      blackWinning = blackWins ? blackWinning + 1 : 0;
      drawish = !whiteScore.isMate() && Math.abs(whiteScore.centipawns()) <= DRAW_SCORE ? drawish + 1 : 0;
      if (whiteWinning >= WIN_PLIES) {
        return 2;
      }
      if (blackWinning >= WIN_PLIES) {
        return 0;
      }
      return ply >= DRAW_FROM_PLY && drawish >= DRAW_PLIES ? 1 : -1;
    }
  }
}
