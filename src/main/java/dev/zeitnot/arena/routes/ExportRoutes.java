package dev.zeitnot.arena.routes;

import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.games.PgnExport;
import dev.zeitnot.arena.http.Access;
import dev.zeitnot.arena.http.ApiError;
import dev.zeitnot.arena.http.ApiRequest;
import dev.zeitnot.arena.http.Router;
import dev.zeitnot.arena.lobby.Lobby;
import java.io.IOException;
import java.util.function.Supplier;

/** {@code GET /game/export/{id}}: the game's PGN, no token needed. */
public final class ExportRoutes {

  private final Lobby lobby;
  private final Supplier<String> baseUrl;

  public ExportRoutes(Lobby lobby, Supplier<String> baseUrl) {
    this.lobby = lobby;
    this.baseUrl = baseUrl;
  }

  public void register(Router router) {
    router.route("GET", "/game/export/(\\w+)", Access.PUBLIC, this::export);
  }

  private void export(ApiRequest request) throws IOException {
    ArenaGame game = lobby.game(request.path(1))
        .orElseThrow(() -> ApiError.notFound("No such game"));
    request.send(200, "application/x-chess-pgn", PgnExport.of(game, baseUrl.get()));
  }
}
