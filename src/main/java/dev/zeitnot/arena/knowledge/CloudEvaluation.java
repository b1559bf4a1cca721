package dev.zeitnot.arena.knowledge;

import dev.zeitnot.arena.games.ArenaVariant;
import dev.zeitnot.arena.http.Json;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Position;
import dev.zeitnot.engine.builtin.BuiltinEngine;
import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.builtin.EngineSettings;
import dev.zeitnot.engine.Score;
import dev.zeitnot.engine.SearchInfo;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The arena's cloud evaluation: its built-in engine searches a position to a fixed depth, one
 * search at a time, and the answer is kept, in the shape of Lichess's {@code /api/cloud-eval}
 * (scores from White's side). Unlike Lichess, which answers only positions someone analysed,
 * it evaluates any legal position, and gives one line whatever {@code multiPv} asks. A position of a
 * variant is read and searched by the variant's rules.
 */
public final class CloudEvaluation implements AutoCloseable {

  /** The depth of every evaluation. */
  public static final int DEPTH = 8;

  /** Made on the first request: most arenas are never asked. */
  private Engine engine;
  private final Map<String, ObjectNode> answers = new ConcurrentHashMap<>();

  /**
   * The evaluation of {@code fen} in {@code variant} (cached by the variant and the position's board,
   * side, castling and en passant), or null when none.
   */
  ObjectNode answer(String fen, ArenaVariant variant) {
    boolean chess960 = variant == ArenaVariant.CHESS960;
    Position position = Position.fromFen(fen, chess960, variant.rules());
    String key = variant.key() + " " + String.join(" ", List.of(position.toFen().split(" ")).subList(0, 4));
    ObjectNode known = answers.get(key);
    if (known != null) {
      return known;
    }
    ObjectNode body = evaluate(position, chess960);
    if (body != null) {
      answers.put(key, body);
    }
    return body;
  }

  private synchronized ObjectNode evaluate(Position position, boolean chess960) {
    if (position.countLegal() == 0) {
      return null; // the game is over: nothing to evaluate
    }
    if (engine == null) {
      engine = new BuiltinEngine(new EngineSettings(16, 1, false, EngineSettings.DEFAULT.timeParams()));
    }
    SearchResult result = engine.search(new SearchRequest(position.toFen(), List.of(), chess960,
        SearchLimits.depth(DEPTH), position.variant()), SearchListener.NONE);
    SearchInfo info = result.info();
    if (info == null || info.score() == null || info.pv().isEmpty()) {
      return null;
    }
    Score score = info.score();
    int sign = position.sideToMove() == Color.WHITE ? 1 : -1;
    ObjectNode body = Json.object();
    body.put("fen", position.toFen()).put("knodes", info.nodes() / 1000).put("depth", info.depth());
    ObjectNode pv = body.putArray("pvs").addObject().put("moves", String.join(" ", info.pv()));
    if (score.isMate()) {
      pv.put("mate", sign * score.mateIn());
    } else {
      pv.put("cp", sign * score.centipawns());
    }
    return body;
  }

  @Override
  public synchronized void close() {
    if (engine != null) {
      engine.close();
    }
  }
}
