package dev.zeitnot.arena.knowledge;

import dev.zeitnot.arena.http.Access;
import dev.zeitnot.arena.http.ApiError;
import dev.zeitnot.arena.http.ApiRequest;
import dev.zeitnot.arena.http.Reply;
import dev.zeitnot.arena.http.Router;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.function.Function;

/**
 * The knowledge endpoints a bot may consult, served by the arena itself so that tests and the
 * demo run offline: {@code /api/cloud-eval}, the opening explorer {@code /masters} and
 * {@code /lichess}, and the tablebase {@code /standard}. No token needed; an unknown position is
 * a 404 as on Lichess.
 */
public final class KnowledgeRoutes {

  private final CloudEvaluation cloud;
  private final OpeningExplorer explorer;
  private final ArenaTablebase tablebase;

  public KnowledgeRoutes(CloudEvaluation cloud, OpeningExplorer explorer, ArenaTablebase tablebase) {
    this.cloud = cloud;
    this.explorer = explorer;
    this.tablebase = tablebase;
  }

  public void register(Router router) {
    router.route("GET", "/api/cloud-eval", Access.PUBLIC,
        request -> answer(request, cloud::answer, "No cloud evaluation available for that position"));
    router.route("GET", "/masters", Access.PUBLIC, request -> answer(request, explorer::answer, null));
    router.route("GET", "/lichess", Access.PUBLIC, request -> answer(request, explorer::answer, null));
    router.route("GET", "/standard", Access.PUBLIC, request -> answer(request, tablebase::answer, "not found"));
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
