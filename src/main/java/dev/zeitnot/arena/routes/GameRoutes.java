package dev.zeitnot.arena.routes;

import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.http.Access;
import dev.zeitnot.arena.http.ApiError;
import dev.zeitnot.arena.http.ApiRequest;
import dev.zeitnot.arena.http.Json;
import dev.zeitnot.arena.http.Reply;
import dev.zeitnot.arena.http.Router;
import dev.zeitnot.arena.lobby.Lobby;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.io.IOException;
import java.util.Optional;
import java.util.Set;

/** The in-game commands of {@code /api/bot/game/{id}/...}: move, abort, resign, draw, takeback, chat, ... */
public final class GameRoutes {

  private static final String GAME = "/api/bot/game/(\\w+)";
  private static final Set<String> YES = Set.of("yes", "true");

  private final Lobby lobby;

  public GameRoutes(Lobby lobby) {
    this.lobby = lobby;
  }

  public void register(Router router) {
    router.route("POST", GAME + "/move/([\\w@]+)", Access.BOT, this::move)
        .route("POST", GAME + "/abort", Access.BOT, request ->
            answer(request, game(request).abort(request.account())))
        .route("POST", GAME + "/resign", Access.BOT, request ->
            answer(request, game(request).resign(request.account())))
        .route("POST", GAME + "/claim-victory", Access.BOT, request ->
            answer(request, game(request).claim(request.account(), true)))
        .route("POST", GAME + "/claim-draw", Access.BOT, request ->
            answer(request, game(request).claim(request.account(), false)))
        .route("POST", GAME + "/draw/(\\w+)", Access.BOT, this::draw)
        .route("POST", GAME + "/takeback/(\\w+)", Access.BOT, this::takeback)
        .route("POST", GAME + "/chat", Access.BOT, this::chat)
        .route("GET", GAME + "/chat", Access.BOT, this::chatHistory)
        .route("POST", GAME + "/berserk", Access.BOT, request ->
            request.reply(Reply.badRequest("Bots cannot berserk")));
  }

  /** The game {@code id} if {@code account} plays in it; 404 otherwise. */
  static ArenaGame playerGame(Lobby lobby, String id, ArenaAccount account) {
    ArenaGame game = lobby.game(id).orElseThrow(() -> ApiError.notFound("No such game"));
    if (game.colorOf(account) < 0) {
      throw ApiError.notFound("Not your game");
    }
    return game;
  }

  private ArenaGame game(ApiRequest request) {
    return playerGame(lobby, request.path(1), request.account());
  }

  private void move(ApiRequest request) throws IOException {
    String offering = request.param("offeringDraw");
    Boolean offeringDraw = offering == null ? null : Boolean.parseBoolean(offering);
    answer(request, game(request).move(request.account(), request.path(2), offeringDraw));
  }

  private void draw(ApiRequest request) throws IOException {
    game(request).draw(request.account(), YES.contains(request.path(2)));
    request.reply(Reply.ok());
  }

  private void takeback(ApiRequest request) throws IOException {
    answer(request, game(request).takeback(request.account(), YES.contains(request.path(2))));
  }

  private void chat(ApiRequest request) throws IOException {
    ArenaGame game = game(request);
    String room = Optional.ofNullable(request.param("room")).orElse("player");
    String text = Optional.ofNullable(request.param("text")).orElse("");
    if (!Set.of("player", "spectator").contains(room) || text.isEmpty() || text.length() > 140) {
      request.reply(Reply.badRequest("Invalid chat: room player|spectator, text 1-140 chars"));
      return;
    }
    game.chat(request.account(), room, text);
    request.reply(Reply.ok());
  }

  private void chatHistory(ApiRequest request) throws IOException {
    ArrayNode lines = Json.MAPPER.createArrayNode();
    game(request).chatLines().stream()
        .filter(line -> line.room().equals("player"))
        .forEach(line -> lines.addObject().put("user", line.username()).put("text", line.text()));
    request.json(200, lines);
  }

  private static void answer(ApiRequest request, Optional<String> error) throws IOException {
    request.reply(error.map(Reply::badRequest).orElseGet(Reply::ok));
  }
}
