package dev.zeitnot.arena.knowledge;

import dev.zeitnot.arena.games.ArenaVariant;
import dev.zeitnot.arena.http.Access;
import dev.zeitnot.arena.http.ApiError;
import dev.zeitnot.arena.http.ApiRequest;
import dev.zeitnot.arena.http.Json;
import dev.zeitnot.arena.http.Reply;
import dev.zeitnot.arena.http.Router;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.zeitnot.chess.Color;
import java.io.IOException;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The knowledge endpoints a bot may consult, served by the arena itself so that tests and the
 * demo run offline: {@code /api/cloud-eval}, the opening explorer {@code /masters},
 * {@code /lichess} and {@code /player} (NDJSON), and the tablebase {@code /standard}. As on
 * Lichess the explorer needs a token (401 without one), the others do not; an unknown position is
 * a 404; the cloud evaluation, {@code /lichess} and {@code /player} read the position by the rules of
 * their {@code variant} parameter (the server's key, standard by default; an unknown one is a 400).
 */
public final class KnowledgeRoutes {

  private final CloudEvaluation cloud;
  private final OpeningExplorer explorer;
  private final ArenaTablebase tablebase;
  private final PlayerExplorer players;

  public KnowledgeRoutes(CloudEvaluation cloud, OpeningExplorer explorer, ArenaTablebase tablebase,
      PlayerExplorer players) {
    this.cloud = cloud;
    this.explorer = explorer;
    this.tablebase = tablebase;
    this.players = players;
  }

  public void register(Router router) {
    router.route("GET", "/api/cloud-eval", Access.PUBLIC, request -> answer(request,
        fen -> cloud.answer(fen, variant(request)), "No cloud evaluation available for that position"));
    router.route("GET", "/masters", Access.ANY_TOKEN,
        request -> answer(request, fen -> explorer.answer(fen, ArenaVariant.STANDARD), null));
    router.route("GET", "/lichess", Access.ANY_TOKEN,
        request -> answer(request, fen -> explorer.answer(fen, variant(request)), null));
    router.route("GET", "/player", Access.ANY_TOKEN, this::player);
    router.route("GET", "/standard", Access.PUBLIC, request -> answer(request, tablebase::answer, "not found"));
  }

  private void player(ApiRequest request) throws IOException {
    String player = request.param("player");
    String color = request.param("color");
    if (player == null || player.isBlank()) {
      throw ApiError.badRequest("Missing player");
    }
    if (!"white".equals(color) && !"black".equals(color)) {
      throw ApiError.badRequest("color must be white or black");
    }
    String fen = request.param("fen");
    ArenaVariant variant = variant(request);
    List<ObjectNode> lines;
    try {
      lines = players.answer(player, color.equals("white") ? Color.WHITE : Color.BLACK,
          fen == null || fen.isBlank() ? variant.rules().startFen() : fen.replace('_', ' '), variant);
    } catch (IllegalArgumentException e) {
      throw ApiError.badRequest("Invalid fen: " + fen);
    }
    request.send(200, "application/x-ndjson",
        lines.stream().map(line -> Json.line(line) + "\n").collect(Collectors.joining()));
  }

  /** The {@code variant} parameter (standard when absent). */
  private static ArenaVariant variant(ApiRequest request) {
    String key = request.param("variant");
    if (key == null || key.isBlank()) {
      return ArenaVariant.STANDARD;
    }
    return ArenaVariant.byKey(key).orElseThrow(() -> ApiError.badRequest("Invalid variant: " + key));
  }

  private static void answer(ApiRequest request, Function<String, ObjectNode> source, String notFound)
      throws IOException {
    String fen = request.param("fen");
    if (fen == null || fen.isBlank()) {
      throw ApiError.badRequest("Missing fen");
    }
    ObjectNode body;
    try {
      body = source.apply(fen.replace('_', ' '));
    } catch (IllegalArgumentException e) {
      throw ApiError.badRequest("Invalid fen: " + fen);
    }
    if (body == null) {
      request.reply(Reply.notFound(notFound));
    } else {
      request.json(200, body);
    }
  }
}
