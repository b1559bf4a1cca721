package dev.zeitnot.arena.routes;

import dev.zeitnot.arena.http.Access;
import dev.zeitnot.arena.http.ApiRequest;
import dev.zeitnot.arena.http.Reply;
import dev.zeitnot.arena.http.Router;
import dev.zeitnot.arena.lobby.ArenaChallenge;
import dev.zeitnot.arena.lobby.Lobby;
import java.io.IOException;

/**
 * Creating, accepting, declining and cancelling challenges ({@code /api/challenge/...}), with the
 * server's challenge credits and daily bot-game cap ({@link BotLimits}) for API callers; a
 * real-time challenge created without {@code keepAliveStream}, or whose stream closed, expires
 * after 20 s.
 */
public final class ChallengeRoutes {

  private final Lobby lobby;
  private final StreamRoutes streams;

  public ChallengeRoutes(Lobby lobby, StreamRoutes streams) {
    this.lobby = lobby;
    this.streams = streams;
  }

  public void register(Router router) {
    router.route("POST", "/api/challenge/(\\w+)/accept", Access.CHALLENGE_WRITE, this::accept)
        .route("POST", "/api/challenge/(\\w+)/decline", Access.CHALLENGE_WRITE, this::decline)
        .route("POST", "/api/challenge/(\\w+)/cancel", Access.CHALLENGE_WRITE, this::cancel)
        .route("POST", "/api/challenge/([\\w-]+)", Access.CHALLENGE_WRITE, this::create);
  }

  private void create(ApiRequest request) throws IOException {
    lobby.accounts().byName(request.path(1)).ifPresent(dest -> {
      lobby.limits().checkGame(request.account(), dest);
      lobby.limits().chargeChallenge(request.account(), dest);
    });
    ArenaChallenge challenge = lobby.createChallenge(request.account(), request.path(1),
        request.params());
    if (Boolean.parseBoolean(request.param("keepAliveStream"))) {
      try {
        streams.challengeStream(request, challenge);
      } finally {
        lobby.unattended(challenge.id());
      }
    } else {
      lobby.unattended(challenge.id());
      request.json(200, lobby.challengeJson(challenge, "out"));
    }
  }

  private void accept(ApiRequest request) throws IOException {
    lobby.challenge(request.path(1)).ifPresent(challenge ->
        lobby.limits().checkGame(request.account(), challenge.challenger()));
    lobby.accept(request.path(1), request.account());
    request.reply(Reply.ok());
  }

  private void decline(ApiRequest request) throws IOException {
    lobby.decline(request.path(1), request.account(), request.param("reason"));
    request.reply(Reply.ok());
  }

  private void cancel(ApiRequest request) throws IOException {
    lobby.cancel(request.path(1), request.account());
    request.reply(Reply.ok());
  }
}
