package dev.zeitnot.arena.games;

import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.http.Json;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.Position;

/** The JSON shapes of a game: gameFull, gameState, chatLine and the event-stream game object. */
public final class GameWire {

  private GameWire() {
  }

  /** The first line of a game stream. */
  static ObjectNode gameFull(ArenaGame game) {
    GameSetup setup = game.setup();
    ObjectNode full = Json.object().put("type", "gameFull").put("id", setup.id());
    full.set("variant", variant(setup.variant()).put("short", setup.variant().shortName()));
    full.put("speed", setup.speed().key());
    full.putObject("perf").put("name", perfName(setup));
    full.put("rated", setup.rated()).put("createdAt", setup.createdAtEpochMs());
    full.set("white", player(setup.white()));
    full.set("black", player(setup.black()));
    full.put("initialFen", setup.initialFen() == null ? "startpos" : setup.initialFen());
    if (setup.tournamentId() != null) {
      full.put("tournamentId", setup.tournamentId());
    }
    if (setup.hasClock()) {
      full.putObject("clock").put("initial", setup.limitSeconds() * 1000L)
          .put("increment", setup.incrementSeconds() * 1000L);
    }
    if (setup.daysPerTurn() > 0) {
      full.put("daysPerTurn", setup.daysPerTurn());
    }
    full.set("state", gameState(game));
    return full;
  }

  /** The state line: full move list, clocks with pending time deducted, only-true offers. */
  static ObjectNode gameState(ArenaGame game) {
    long now = game.now();
    ObjectNode state = Json.object().put("type", "gameState")
        .put("moves", String.join(" ", game.chessGame().uciMoves()))
        .put("wtime", game.remaining(Color.WHITE, now))
        .put("btime", game.remaining(Color.BLACK, now));
    long increment = game.setup().hasClock() ? game.setup().incrementSeconds() * 1000L : 0;
    state.put("winc", increment).put("binc", increment)
        .put("status", game.status().apiName());
    if (game.winner() >= 0) {
      state.put("winner", Color.name(game.winner()));
    }
    if (game.drawOffered(Color.WHITE)) {
      state.put("wdraw", true);
    }
    if (game.drawOffered(Color.BLACK)) {
      state.put("bdraw", true);
    }
    if (game.takebackRequested(Color.WHITE)) {
      state.put("wtakeback", true);
    }
    if (game.takebackRequested(Color.BLACK)) {
      state.put("btakeback", true);
    }
    return state;
  }

  static ObjectNode chatLine(ArenaChatLine line) {
    return Json.object().put("type", "chatLine").put("room", line.room())
        .put("username", line.username()).put("text", line.text());
  }

  /** The {@code game} object of gameStart/gameFinish and of /api/account/playing. */
  static ObjectNode eventGame(ArenaGame game, ArenaAccount viewer) {
    GameSetup setup = game.setup();
    int color = game.colorOf(viewer);
    Game chess = game.chessGame();
    Position position = chess.position();
    java.util.List<String> moves = chess.uciMoves();
    ObjectNode node = Json.object().put("fullId", setup.fullId(color)).put("gameId", setup.id())
        .put("fen", position.toFen()).put("color", Color.name(color))
        .put("lastMove", moves.isEmpty() ? "" : moves.get(moves.size() - 1))
        .put("source", setup.tournamentId() == null ? "friend" : "arena");
    node.putObject("status").put("id", game.status().id()).put("name", game.status().apiName());
    node.set("variant", variant(setup.variant()));
    node.put("speed", setup.speed().key()).put("perf", perfKey(setup))
        .put("rated", setup.rated()).put("hasMoved", chess.ply() > color)
        .put("isMyTurn", !game.isOver() && position.sideToMove() == color);
    ArenaAccount opponent = setup.player(Color.opposite(color));
    node.putObject("opponent").put("id", opponent.id()).put("username", opponent.username())
        .put("rating", opponent.rating());
    if (setup.hasClock() || setup.daysPerTurn() > 0) {
      node.put("secondsLeft", game.remaining(color, game.now()) / 1000);
    }
    if (game.winner() >= 0) {
      node.put("winner", Color.name(game.winner()));
    }
    if (setup.tournamentId() != null) {
      node.put("tournamentId", setup.tournamentId());
    }
    node.putObject("compat").put("bot", true).put("board", false);
    node.put("id", setup.id());
    return node;
  }

  public static ObjectNode variant(ArenaVariant variant) {
    return Json.object().put("key", variant.key()).put("name", variant.displayName());
  }

  private static ObjectNode player(ArenaAccount account) {
    ObjectNode node = Json.object().put("id", account.id()).put("name", account.username());
    node.put("title", account.title());
    return node.put("rating", account.rating());
  }

  private static String perfKey(GameSetup setup) {
    return setup.variant().hasOwnPerf() ? setup.variant().key() : setup.speed().key();
  }

  private static String perfName(GameSetup setup) {
    return setup.variant().hasOwnPerf() ? setup.variant().displayName() : setup.speed().displayName();
  }
}
