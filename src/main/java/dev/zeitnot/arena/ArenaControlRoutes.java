package dev.zeitnot.arena;

import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.games.GameSetup;
import dev.zeitnot.arena.games.GameSnapshot;
import dev.zeitnot.arena.games.PgnExport;
import dev.zeitnot.arena.http.Access;
import dev.zeitnot.arena.http.ApiError;
import dev.zeitnot.arena.http.ApiRequest;
import dev.zeitnot.arena.http.Json;
import dev.zeitnot.arena.http.Reply;
import dev.zeitnot.arena.http.Router;
import dev.zeitnot.arena.http.StreamKind;
import dev.zeitnot.arena.lobby.ArenaChallenge;
import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.zeitnot.chess.Color;
import java.io.IOException;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The arena's own controls under {@code /arena/} (no token; loopback only): switch faults,
 * have an arena opponent challenge someone, list the games. For owners running the arena
 * standalone, e.g. {@code curl -X POST 'http://127.0.0.1:8080/arena/latency?ms=100&jitter=50'}.
 */
final class ArenaControlRoutes {

  private final Arena arena;

  ArenaControlRoutes(Arena arena) {
    this.arena = arena;
  }

  void register(Router router) {
    router.route("POST", "/arena/latency", Access.PUBLIC, this::latency)
        .route("POST", "/arena/fail", Access.PUBLIC, this::fail)
        .route("POST", "/arena/fail/clear", Access.PUBLIC, request -> {
          arena.faults().clearFailures();
          request.reply(Reply.ok());
        })
        .route("POST", "/arena/(close|stall|malformed)/(event|game|challenge)", Access.PUBLIC,
            this::streamFault)
        .route("POST", "/arena/restart", Access.PUBLIC, this::restart)
        .route("POST", "/arena/revoke", Access.PUBLIC, this::revoke)
        .route("POST", "/arena/challenge", Access.PUBLIC, this::challenge)
        .route("POST", "/arena/rematches", Access.PUBLIC, this::rematches)
        .route("GET", "/arena/games", Access.PUBLIC, this::games)
        .route("GET", "/arena/faults", Access.PUBLIC, request -> request.json(200, Json.object()
            .put("rateLimitedAnswers", arena.faults().rateLimitedAnswers())
            .put("requestsTooSoonAfter429", arena.faults().requestsTooSoonAfter429())
            .put("movesTooSoonAfter429", arena.faults().movesTooSoonAfter429())));
  }

  private void latency(ApiRequest request) throws IOException {
    arena.faults().setLatency(number(request, "ms", 0), number(request, "jitter", 0));
    request.reply(Reply.ok());
  }

  private void fail(ApiRequest request) throws IOException {
    String path = request.param("path");
    if (path == null || path.isEmpty()) {
      throw ApiError.badRequest("Give path=<part of the path>, status=500|429, times=N");
    }
    arena.faults().failRequests(path, (int) number(request, "status", 500),
        (int) number(request, "times", 1));
    request.reply(Reply.ok());
  }

  private void streamFault(ApiRequest request) throws IOException {
    StreamKind kind = StreamKind.valueOf(request.path(2).toUpperCase(Locale.ROOT));
    int hit = switch (request.path(1)) {
      case "close" -> arena.streams().closeAll(kind);
      case "stall" -> arena.streams().stallAll(kind);
      default -> arena.streams().sendMalformedLine(kind);
    };
    request.json(200, Json.ok().put("streams", hit));
  }

  private void restart(ApiRequest request) throws IOException {
    long down = number(request, "downMs", 1000);
    request.reply(Reply.ok());
    arena.workers().execute(() -> arena.restartQuietly(down));
  }

  /** {@code user=NAME}: revokes the user's token; {@code close=true} also closes the open streams. */
  private void revoke(ApiRequest request) throws IOException {
    String user = request.param("user");
    if (user == null || !arena.accounts().revoke(user)) {
      throw ApiError.badRequest("Give user=<an account with a token>");
    }
    if ("true".equals(request.param("close"))) {
      arena.streams().closeAll(StreamKind.EVENT);
      arena.streams().closeAll(StreamKind.GAME);
    }
    request.reply(Reply.ok());
  }

  private void challenge(ApiRequest request) throws IOException {
    String from = request.param("from");
    String to = request.param("to");
    if (from == null || to == null) {
      throw ApiError.badRequest("Give from=<arena opponent>, to=<user>, limit=<s>, increment=<s>, "
          + "optionally color, variant and fen (a start position)");
    }
    try {
      Map<String, String> form = new HashMap<>();
      form.put("clock.limit", Long.toString(number(request, "limit", 60)));
      form.put("clock.increment", Long.toString(number(request, "increment", 1)));
      form.put("color", request.param("color") == null ? "random" : request.param("color"));
      if (request.param("variant") != null) {
        form.put("variant", request.param("variant"));
      }
      if (request.param("fen") != null) {
        form.put("fen", request.param("fen"));
      }
      ArenaChallenge challenge = arena.challenge(from, to, form);
      request.json(200, arena.lobby().challengeJson(challenge, "out"));
    } catch (IllegalArgumentException e) {
      throw ApiError.badRequest(e.getMessage());
    }
  }

  private void rematches(ApiRequest request) throws IOException {
    String from = request.param("from");
    if (from == null) {
      throw ApiError.badRequest("Give from=<arena opponent>, times=<rematches to offer>");
    }
    try {
      arena.rematch(from, (int) number(request, "times", 1));
    } catch (IllegalArgumentException e) {
      throw ApiError.badRequest(e.getMessage());
    }
    request.reply(Reply.ok());
  }

  private void games(ApiRequest request) throws IOException {
    ArrayNode list = Json.MAPPER.createArrayNode();
    for (ArenaGame game : arena.lobby().games()) {
      GameSnapshot snapshot = game.snapshot();
      GameSetup setup = game.setup();
      list.addObject().put("id", game.id()).put("white", setup.white().username())
          .put("black", setup.black().username()).put("variant", setup.variant().key())
          .put("limit", setup.limitSeconds())
          .put("increment", setup.incrementSeconds()).put("status", snapshot.status().apiName())
          .put("winner", snapshot.winner() < 0 ? null : Color.name(snapshot.winner()))
          .put("result", PgnExport.result(game)).put("plies", snapshot.moves().size())
          .put("wtime", snapshot.whiteTimeMs()).put("btime", snapshot.blackTimeMs())
          .put("whiteRejectedMoves", game.rejectedMoves(Color.WHITE))
          .put("blackRejectedMoves", game.rejectedMoves(Color.BLACK));
    }
    request.json(200, list);
  }

  private static long number(ApiRequest request, String name, long fallback) {
    String value = request.param(name);
    try {
      return value == null ? fallback : Long.parseLong(value);
    } catch (NumberFormatException e) {
      throw ApiError.badRequest(name + " must be a number, got '" + value + "'");
    }
  }
}
