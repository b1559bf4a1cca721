package dev.zeitnot.arena.tournaments;

import dev.zeitnot.arena.http.Access;
import dev.zeitnot.arena.http.ApiError;
import dev.zeitnot.arena.http.ApiRequest;
import dev.zeitnot.arena.http.Json;
import dev.zeitnot.arena.http.Reply;
import dev.zeitnot.arena.http.Router;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;

/**
 * Arena tournaments ({@code /api/tournament...}): list, create, one tournament with its standings,
 * join, withdraw, and the results (NDJSON, by rank). Team battles are not modelled: a {@code team}
 * field is ignored, as is {@code pairMeAsap} (every present player is paired).
 */
public final class TournamentRoutes {

  private final ArenaTournaments tournaments;

  public TournamentRoutes(ArenaTournaments tournaments) {
    this.tournaments = tournaments;
  }

  public void register(Router router) {
    router.route("GET", "/api/tournament", Access.PUBLIC, this::list)
        .route("POST", "/api/tournament", Access.ANY_TOKEN, this::create)
        .route("GET", "/api/tournament/(\\w+)", Access.ANY_TOKEN, this::page)
        .route("POST", "/api/tournament/(\\w+)/join", Access.ANY_TOKEN, this::join)
        .route("POST", "/api/tournament/(\\w+)/withdraw", Access.ANY_TOKEN, this::withdraw)
        .route("GET", "/api/tournament/(\\w+)/results", Access.PUBLIC, this::results);
  }

  private void list(ApiRequest request) throws IOException {
    long now = tournaments.now();
    ObjectNode body = Json.object();
    var created = body.putArray("created");
    var started = body.putArray("started");
    var finished = body.putArray("finished");
    for (ArenaTournament tournament : tournaments.all()) {
      int status = tournament.status(now);
      (status == 10 ? created : status == 20 ? started : finished).add(TournamentWire.listEntry(tournament, now));
    }
    request.json(200, body);
  }

  private void create(ApiRequest request) throws IOException {
    ArenaTournament tournament = tournaments.create(request.account(), request.params());
    request.json(200, TournamentWire.page(tournament, tournaments.now(), request.account()));
  }

  private void page(ApiRequest request) throws IOException {
    request.json(200, TournamentWire.page(find(request), tournaments.now(), request.account()));
  }

  private void join(ApiRequest request) throws IOException {
    tournaments.join(request.path(1), request.account(), request.param("password"));
    request.reply(Reply.ok());
  }

  private void withdraw(ApiRequest request) throws IOException {
    tournaments.withdraw(request.path(1), request.account());
    request.reply(Reply.ok());
  }

  private void results(ApiRequest request) throws IOException {
    StringBuilder lines = new StringBuilder();
    find(request).standings().forEach(line -> lines.append(Json.line(TournamentWire.result(line))).append('\n'));
    request.send(200, "application/x-ndjson", lines.toString());
  }

  private ArenaTournament find(ApiRequest request) {
    return tournaments.get(request.path(1)).orElseThrow(() -> ApiError.notFound("Tournament not found"));
  }
}
