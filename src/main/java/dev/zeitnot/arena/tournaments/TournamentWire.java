package dev.zeitnot.arena.tournaments;

import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.games.GameWire;
import dev.zeitnot.arena.games.Speed;
import dev.zeitnot.arena.http.Json;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Instant;

/** The JSON shapes of an arena tournament: a list entry, the tournament page, a results line. */
final class TournamentWire {

  private TournamentWire() {
  }

  /** An entry of {@code GET /api/tournament}: times as epoch ms, the variant as an object. */
  static ObjectNode listEntry(ArenaTournament tournament, long nowMs) {
    ArenaTournament.Spec spec = tournament.spec();
    int status = tournament.status(nowMs);
    ObjectNode node = common(tournament);
    node.set("variant", GameWire.variant(spec.variant()).put("short", spec.variant().shortName()));
    node.put("startsAt", spec.startsAtMs()).put("finishesAt", spec.finishesAtMs()).put("status", status);
    if (status == 10) {
      node.put("secondsToStart", (spec.startsAtMs() - nowMs) / 1000);
    }
    return node;
  }

  /**
   * {@code GET /api/tournament/{id}}: the variant as a key, the start as an ISO date, the standings
   * (one page) and, when {@code viewer} joined, {@code me}.
   */
  static ObjectNode page(ArenaTournament tournament, long nowMs, ArenaAccount viewer) {
    ArenaTournament.Spec spec = tournament.spec();
    int status = tournament.status(nowMs);
    ObjectNode node = common(tournament);
    node.put("variant", spec.variant().key())
        .put("startsAt", Instant.ofEpochMilli(spec.startsAtMs()).toString())
        .put("berserkable", false)
        .put("isStarted", status >= 20).put("isFinished", status == 30);
    if (status == 10) {
      node.put("secondsToStart", (spec.startsAtMs() - nowMs) / 1000);
    } else if (status == 20) {
      node.put("secondsToFinish", Math.max(0, (spec.finishesAtMs() - nowMs) / 1000));
    }
    ObjectNode standing = node.putObject("standing").put("page", 1);
    ArrayNode players = standing.putArray("players");
    for (ArenaTournament.Standing line : tournament.standings()) {
      ObjectNode player = players.addObject().put("name", line.account().username()).put("rank", line.rank())
          .put("rating", line.account().rating()).put("score", line.score());
      if (line.account().title() != null) {
        player.put("title", line.account().title());
      }
      player.putObject("sheet").put("scores", line.sheet()).put("fire", line.onFire());
      if (line.withdrawn()) {
        player.put("withdraw", true);
      }
      if (viewer != null && line.account().id().equals(viewer.id())) {
        node.putObject("me").put("rank", line.rank()).put("withdraw", line.withdrawn())
            .put("gameId", tournament.gameOf(viewer));
      }
    }
    return node;
  }

  /** A line of {@code GET /api/tournament/{id}/results}. */
  static ObjectNode result(ArenaTournament.Standing line) {
    ObjectNode node = Json.object().put("rank", line.rank()).put("score", line.score())
        .put("rating", line.account().rating()).put("username", line.account().username());
    if (line.account().title() != null) {
      node.put("title", line.account().title());
    }
    node.putObject("sheet").put("scores", line.sheet());
    return node.put("games", line.games());
  }

  private static ObjectNode common(ArenaTournament tournament) {
    ArenaTournament.Spec spec = tournament.spec();
    Speed speed = Speed.ofClock(spec.limitSeconds(), spec.incrementSeconds());
    ObjectNode node = Json.object().put("id", tournament.id()).put("createdBy", spec.createdBy())
        .put("system", "arena").put("minutes", (spec.finishesAtMs() - spec.startsAtMs()) / 60_000)
        .put("fullName", spec.name()).put("rated", spec.rated()).put("nbPlayers", tournament.playerCount());
    node.putObject("clock").put("limit", spec.limitSeconds()).put("increment", spec.incrementSeconds());
    node.putObject("perf").put("key", speed.key()).put("name", speed.displayName());
    if (spec.botsAllowed()) {
      node.put("botsAllowed", true);
    }
    return node;
  }
}
