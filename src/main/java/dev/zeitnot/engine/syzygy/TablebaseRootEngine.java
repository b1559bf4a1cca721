package dev.zeitnot.engine.syzygy;

import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Uci;
import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.Score;
import dev.zeitnot.engine.SearchInfo;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import java.util.List;
import java.util.Optional;

/**
 * An engine that answers a root the Syzygy tables cover (its variant's tables, at most
 * {@code probeLimit} pieces, no {@code searchmoves}) from the tables, at once, and leaves every
 * other search to the engine it wraps. A root the tables call won is scored beyond any
 * evaluation ({@link #WIN_CP} less the DTZ, so a shorter win scores higher); a result the
 * fifty-move rule spoils or saves is 1 or -1.
 */
public final class TablebaseRootEngine implements Engine {
  /** Score of a tablebase win at DTZ 0, above any evaluation the search reports. */
  static final int WIN_CP = 20_000;

  private final Engine engine;
  private final SyzygyTables tables;
  private final int probeLimit;
  private final boolean fiftyMoveRule;
  /** Set while a root is answered from the tables: a stop then must not reach the idle engine. */
  private volatile boolean answering;

  /** Without {@code fiftyMoveRule} ({@code Syzygy50MoveRule false}) a win is a win however long it takes. */
  public TablebaseRootEngine(Engine engine, SyzygyTables tables, int probeLimit, boolean fiftyMoveRule) {
    this.engine = engine;
    this.tables = tables;
    this.probeLimit = probeLimit;
    this.fiftyMoveRule = fiftyMoveRule;
  }

  @Override
  public String name() {
    return engine.name();
  }

  @Override
  public void newGame() {
    engine.newGame();
  }

  @Override
  public SearchResult search(SearchRequest request, SearchListener listener) {
    answering = true;
    Optional<SearchResult> answer;
    try {
      answer = fromTables(request, listener);
    } finally {
      answering = false;
    }
    return answer.isPresent() ? answer.get() : engine.search(request, listener);
  }

  private Optional<SearchResult> fromTables(SearchRequest request, SearchListener listener) {
    if (!request.searchMoves().isEmpty()) {
      return Optional.empty();
    }
    Game game = new Game(request.initialFen(), request.chess960(), request.variant());
    for (String move : request.moves()) {
      game.play(move);
    }
    Position position = game.position();
    if (Long.bitCount(position.occupied()) > probeLimit) {
      return Optional.empty();
    }
    Optional<TablebaseMove> best;
    try {
      best = tables.bestMove(position, fiftyMoveRule);
    } catch (SyzygyFileException e) {
      return Optional.empty();
    }
    if (best.isEmpty()) {
      return Optional.empty();
    }
    String move = Uci.format(best.get().move(), game.castlingStyle());
    SearchInfo info = new SearchInfo(1, 1, score(best.get()), 0, 0, 0, 0, List.of(move), 1);
    listener.onInfo(info);
    return Optional.of(new SearchResult(move, null, info));
  }

  static Score score(TablebaseMove move) {
    return switch (move.verdict()) {
      case "win" -> Score.cp(WIN_CP - move.dtz());
      case "cursed-win" -> Score.cp(1);
      case "blessed-loss" -> Score.cp(-1);
      case "loss" -> Score.cp(-WIN_CP - move.dtz());
      default -> Score.cp(0);
    };
  }

  @Override
  public void stop() {
    if (!answering) {
      engine.stop();
    }
  }

  @Override
  public void ponderHit() {
    engine.ponderHit();
  }

  @Override
  public void close() {
    engine.close();
  }
}
