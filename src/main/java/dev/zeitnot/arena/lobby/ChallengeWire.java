package dev.zeitnot.arena.lobby;

import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.games.GameWire;
import dev.zeitnot.arena.games.Speed;
import dev.zeitnot.arena.http.Json;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.function.Predicate;

/** The JSON shape of a challenge, shared by the event stream and the challenge endpoints. */
final class ChallengeWire {

  private ChallengeWire() {
  }

  /** The challenge object; {@code online} says which users have an open event stream. */
  static ObjectNode challenge(ArenaChallenge challenge, String baseUrl, Predicate<ArenaAccount> online) {
    ObjectNode node = Json.object().put("id", challenge.id())
        .put("url", baseUrl + "/" + challenge.id()).put("status", challenge.status());
    node.set("challenger", user(challenge.challenger(), online));
    node.set("destUser", user(challenge.destUser(), online));
    node.set("variant", GameWire.variant(challenge.variant())
        .put("short", challenge.variant().shortName()));
    node.put("rated", challenge.rated()).put("speed", challenge.speed().key());
    ObjectNode timeControl = node.putObject("timeControl");
    if (challenge.hasClock()) {
      timeControl.put("type", "clock").put("limit", challenge.limitSeconds())
          .put("increment", challenge.incrementSeconds()).put("show", challenge.show());
    } else if (challenge.days() > 0) {
      timeControl.put("type", "correspondence").put("daysPerTurn", challenge.days());
    } else {
      timeControl.put("type", "unlimited");
    }
    node.put("color", challenge.color()).put("finalColor", challenge.finalColor());
    node.putObject("perf").put("icon", "\ue01a").put("name",
        challenge.variant().hasOwnPerf() ? challenge.variant().displayName() : challenge.speed().displayName());
    if (challenge.initialFen() != null) {
      node.put("initialFen", challenge.initialFen());
    }
    if (challenge.rematchOf() != null) {
      node.put("rematchOf", challenge.rematchOf());
    }
    if (challenge.declineReasonKey() != null) {
      ArenaDeclineReason reason = ArenaDeclineReason.parse(challenge.declineReasonKey());
      node.put("declineReason", reason.text()).put("declineReasonKey", reason.key());
    }
    return node;
  }

  /** An event-stream line: {@code {"type": type, "challenge": {...}}} plus compat for new ones. */
  static ObjectNode event(String type, ArenaChallenge challenge, String baseUrl,
      Predicate<ArenaAccount> online) {
    ObjectNode event = Json.object().put("type", type);
    event.set("challenge", challenge(challenge, baseUrl, online));
    if ("challenge".equals(type)) {
      event.putObject("compat").put("bot", challenge.speed() != Speed.ULTRA_BULLET)
          .put("board", challenge.speed() != Speed.BULLET);
    }
    return event;
  }

  private static ObjectNode user(ArenaAccount account, Predicate<ArenaAccount> online) {
    ObjectNode node = Json.object().put("id", account.id()).put("name", account.username())
        .put("rating", account.rating());
    if (account.title() != null) {
      node.put("title", account.title());
    }
    return node.put("online", online.test(account)).put("lag", 4);
  }
}
