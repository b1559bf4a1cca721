package dev.zeitnot.lab.match;

import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.Uci;
import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.Score;
import dev.zeitnot.engine.SearchInfo;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Plays one game between two engines from an opening position, either with a real Fischer clock
 * (the time from asking for a move until it arrives is charged to the side to move, and a move
 * that arrives after its clock ran out loses on time) or with a fixed number of nodes per move,
 * which makes the result independent of the machine's load.
 */
public final class MatchGame {

  private static final Logger log = LoggerFactory.getLogger(MatchGame.class);

  private final FischerClock timeControl;
  private final int maxMoves;
  private final LongSupplier nanoClock;
  private final long nodesPerMove;
  private final boolean adjudicate;
  private final long nodesTime;

  /**
   * A game on the clock.
   *
   * @param maxMoves full moves after which a game is drawn by adjudication (0 = no cap)
   * @param nanoClock the clock that times the engines, normally {@code System::nanoTime}
   */
  public MatchGame(FischerClock timeControl, int maxMoves, LongSupplier nanoClock) {
    this(timeControl, maxMoves, nanoClock, 0, false);
  }

  /**
   * A game with {@code go nodes nodesPerMove} for every move when it is positive (no clock, no
   * loss on time), else on the clock of {@code timeControl}; with {@code adjudicate} it also ends
   * when the engines' scores agree ({@link Adjudication#byScores}).
   */
  public MatchGame(FischerClock timeControl, int maxMoves, LongSupplier nanoClock, long nodesPerMove,
      boolean adjudicate) {
    this(timeControl, maxMoves, nanoClock, nodesPerMove, adjudicate, 0);
  }

  /**
   * As above; when {@code nodesTime} is positive each move is charged the nodes its engine
   * reports searching divided by {@code nodesTime} (milliseconds) instead of the wall time it took,
   * for engines that count their own time the same way (UCI option {@code NodesTime}).
   */
  public MatchGame(FischerClock timeControl, int maxMoves, LongSupplier nanoClock, long nodesPerMove,
      boolean adjudicate, long nodesTime) {
    this.timeControl = timeControl;
    this.maxMoves = maxMoves;
    this.nanoClock = nanoClock;
    this.nodesPerMove = nodesPerMove;
    this.adjudicate = adjudicate;
    this.nodesTime = nodesTime;
  }

  /** Plays the game; {@code white} and {@code black} may be asked for a new game first. */
  public PlayedGame play(Engine white, Engine black, String openingFen) {
    Game game = new Game(openingFen, false);
    long[] clockMs = {timeControl.baseMs(), timeControl.baseMs()};
    List<String> comments = new ArrayList<>();
    List<Integer> whiteScores = new ArrayList<>();
    for (int side : new int[] {Color.WHITE, Color.BLACK}) {
      Engine engine = side == Color.WHITE ? white : black;
      try {
        engine.newGame();
      } catch (RuntimeException e) {
        log.warn("{} failed to start a game: {}", engine.name(), e.getMessage());
        return new PlayedGame(game, engineFailed(side, e), comments);
      }
    }
    for (int ply = 0; ; ply++) {
      Optional<MatchOutcome> over = Adjudication.judge(game, ply, maxMoves);
      if (over.isEmpty() && adjudicate) {
        over = Adjudication.byScores(whiteScores);
      }
      if (over.isPresent()) {
        return new PlayedGame(game, over.get(), comments);
      }
      int side = game.position().sideToMove();
      Engine engine = side == Color.WHITE ? white : black;
      SearchLimits limits = nodesPerMove > 0 ? SearchLimits.nodes(nodesPerMove)
          : SearchLimits.clock(clockMs[Color.WHITE], clockMs[Color.BLACK], timeControl.incrementMs(),
              timeControl.incrementMs());
      SearchRequest request = new SearchRequest(game.initialFen(), game.uciMoves(), game.isChess960(), limits);
      LastInfo lastInfo = new LastInfo();
      long start = nanoClock.getAsLong();
      SearchResult result;
      try {
        result = engine.search(request, lastInfo);
      } catch (RuntimeException e) {
        charge(clockMs, side, start, lastInfo.info);
        log.warn("{} failed in {}: {}", engine.name(), game.position().toFen(), e.getMessage());
        return new PlayedGame(game, clockMs[side] < 0 ? lostOnTime(side) : engineFailed(side, e), comments);
      }
      charge(clockMs, side, start, result.info() != null ? result.info() : lastInfo.info);
      if (clockMs[side] < 0) {
        return new PlayedGame(game, lostOnTime(side), comments);
      }
      try {
        game.play(Uci.parse(game.position(), result.bestMove()));
      } catch (IllegalArgumentException e) {
        return new PlayedGame(game, MatchOutcome.loss(side, MatchOutcome.Termination.ILLEGAL_MOVE,
            Color.name(side) + " played the illegal move '" + result.bestMove() + "' in " + game.position().toFen()),
            comments);
      }
      clockMs[side] += nodesPerMove > 0 ? 0 : timeControl.incrementMs();
      SearchInfo info = result.info() != null ? result.info() : lastInfo.info;
      whiteScores.add(whiteScore(info, side));
      comments.add(nodesPerMove > 0 ? engineView(info).strip() : clockComment(clockMs[side]) + engineView(info));
    }
  }

  /** The mover's score seen from White, mates as +-{@code Integer.MAX_VALUE / 2}; null without one. */
  private static Integer whiteScore(SearchInfo info, int side) {
    if (info == null || info.score() == null) {
      return null;
    }
    Score score = info.score();
    int own = score.isMate() ? Integer.signum(score.mateIn()) * (Integer.MAX_VALUE / 2) : score.centipawns();
    return side == Color.WHITE ? own : -own;
  }

  /**
   * Charges the time since {@code startNanos} to {@code side}'s clock, or with {@code nodesTime}
   * the nodes of the engine's last report ({@code info}) as time; nothing when moves are limited
   * by nodes.
   */
  private void charge(long[] clockMs, int side, long startNanos, SearchInfo info) {
    if (nodesPerMove > 0) {
      return;
    }
    if (nodesTime > 0) {
      clockMs[side] -= info == null ? 0 : info.nodes() / nodesTime;
    } else {
      clockMs[side] -= (nanoClock.getAsLong() - startNanos) / 1_000_000;
    }
  }

  private static MatchOutcome engineFailed(int side, RuntimeException e) {
    return MatchOutcome.loss(side, MatchOutcome.Termination.ENGINE_FAILURE, Color.name(side) + "'s engine failed: "
        + e.getMessage());
  }

  private static MatchOutcome lostOnTime(int side) {
    return MatchOutcome.loss(side, MatchOutcome.Termination.TIME_FORFEIT, Color.name(side) + " lost on time");
  }

  /** E.g. {@code [%clk 0:00:09.8]}: the clock after the move. */
  private static String clockComment(long clockMs) {
    long tenths = clockMs / 100;
    return String.format(Locale.ROOT, "[%%clk %d:%02d:%02d.%d]", tenths / 36000, tenths / 600 % 60,
        tenths / 10 % 60, tenths % 10);
  }

  /**
   * E.g. {@code  +0.35/12 153ms 45231n} (with a leading space): the engine's score and depth, and
   * the time and nodes it reported for the search (so a PGN tells each engine's node rate in play);
   * nothing without a score.
   */
  private static String engineView(SearchInfo info) {
    if (info == null || info.score() == null) {
      return "";
    }
    return " " + scoreText(info.score()) + "/" + info.depth() + " " + info.timeMs() + "ms " + info.nodes() + "n";
  }

  private static String scoreText(Score score) {
    if (score.isMate()) {
      return (score.mateIn() > 0 ? "+M" : "-M") + Math.abs(score.mateIn());
    }
    return String.format(Locale.ROOT, "%+.2f", score.centipawns() / 100.0);
  }

  /** Keeps the engine's latest progress report, for engines whose result carries none. */
  private static final class LastInfo implements SearchListener {
    private volatile SearchInfo info;

    @Override
    public void onInfo(SearchInfo searchInfo) {
      info = searchInfo;
    }
  }
}
