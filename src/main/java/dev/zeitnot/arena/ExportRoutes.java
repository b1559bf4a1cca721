package dev.zeitnot.arena;

import java.io.IOException;
import java.util.function.Supplier;

/** {@code GET /game/export/{id}}: the game's PGN, no token needed. */
final class ExportRoutes {

  private final Lobby lobby;
  private final Supplier<String> baseUrl;

  ExportRoutes(Lobby lobby, Supplier<String> baseUrl) {
    this.lobby = lobby;
    this.baseUrl = baseUrl;
  }

  void register(Router router) {
    router.route("GET", "/game/export/(\\w+)", Access.PUBLIC, this::export);
  }

  private void export(ApiRequest request) throws IOException {
    ArenaGame game = lobby.game(request.path(1))
        .orElseThrow(() -> ApiError.notFound("No such game"));
    request.send(200, "application/x-chess-pgn", PgnExport.of(game, baseUrl.get()));
  }
}
