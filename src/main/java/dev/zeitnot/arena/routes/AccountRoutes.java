package dev.zeitnot.arena.routes;

import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.http.Access;
import dev.zeitnot.arena.http.ApiRequest;
import dev.zeitnot.arena.http.Json;
import dev.zeitnot.arena.http.Router;
import dev.zeitnot.arena.lobby.Lobby;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.List;

/** {@code /api/account}, {@code /api/account/playing}, {@code /api/token/test}, {@code /api/bot/online}. */
public final class AccountRoutes {

  private static final long CREATED_AT = 1_700_000_000_000L;

  private final Lobby lobby;

  public AccountRoutes(Lobby lobby) {
    this.lobby = lobby;
  }

  public void register(Router router) {
    router.route("GET", "/api/account", Access.ANY_TOKEN, this::account)
        .route("GET", "/api/account/playing", Access.ANY_TOKEN, this::playing)
        .route("POST", "/api/token/test", Access.PUBLIC, this::tokenTest)
        .route("GET", "/api/bot/online", Access.PUBLIC, this::online);
  }

  private void account(ApiRequest request) throws IOException {
    request.json(200, user(request.account()));
  }

  private void playing(ApiRequest request) throws IOException {
    int nb = clamp(request.param("nb"), 9, 1, 50);
    ArenaAccount account = request.account();
    List<ArenaGame> games = lobby.playing(account);
    ObjectNode body = Json.object();
    ArrayNode list = body.putArray("nowPlaying");
    // The description gives status here as a name (GameStatusName), not the event's {id, name}.
    games.stream().limit(nb).forEach(game -> list.add(game.eventJson(account).put("status", game.status().apiName())));
    body.put("nbMyTurn", games.stream().filter(game -> game.isTurnOf(account)).count());
    request.json(200, body);
  }

  private void tokenTest(ApiRequest request) throws IOException {
    ObjectNode body = Json.object();
    for (String token : request.body().split(",")) {
      String trimmed = token.trim();
      if (trimmed.isEmpty()) {
        continue;
      }
      lobby.accounts().byToken(trimmed).ifPresentOrElse(
          account -> body.putObject(trimmed).put("userId", account.id())
              .put("scopes", String.join(",", account.scopes().stream().sorted().toList()))
              .putNull("expires"),
          () -> body.putNull(trimmed));
    }
    request.json(200, body);
  }

  private void online(ApiRequest request) throws IOException {
    int nb = clamp(request.param("nb"), 50, 1, 512);
    StringBuilder lines = new StringBuilder();
    lobby.accounts().all().stream()
        .filter(account -> account.isBot() && lobby.events().isOnline(account))
        .limit(nb)
        .forEach(account -> lines.append(Json.line(user(account))).append('\n'));
    request.send(200, "application/x-ndjson", lines.toString());
  }

  private static ObjectNode user(ArenaAccount account) {
    ObjectNode user = Json.object().put("id", account.id()).put("username", account.username());
    if (account.title() != null) {
      user.put("title", account.title());
    }
    ObjectNode perfs = user.putObject("perfs");
    for (String perf : List.of("bullet", "blitz", "rapid", "classical", "chess960")) {
      perfs.putObject(perf).put("games", 0).put("rating", account.rating()).put("rd", 60)
          .put("prog", 0);
    }
    long now = System.currentTimeMillis();
    return user.put("createdAt", CREATED_AT).put("seenAt", now)
        .put("url", "https://lichess.org/@/" + account.username());
  }

  private static int clamp(String value, int fallback, int min, int max) {
    try {
      return value == null ? fallback : Math.max(min, Math.min(max, Integer.parseInt(value)));
    } catch (NumberFormatException e) {
      return fallback;
    }
  }
}
