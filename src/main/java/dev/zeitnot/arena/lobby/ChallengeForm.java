package dev.zeitnot.arena.lobby;

import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.games.Chess960Start;
import dev.zeitnot.arena.games.Speed;
import dev.zeitnot.arena.games.ArenaVariant;
import dev.zeitnot.arena.http.ApiError;
import dev.zeitnot.arena.http.Json;
import dev.zeitnot.arena.http.Reply;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.zeitnot.chess.Position;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Validates the form of {@code POST /api/challenge/{username}} as the server does and turns it
 * into a {@link ArenaChallenge}: clock limit and increment values, correspondence days, colour,
 * variant, FEN, rules, no UltraBullet for bots.
 */
final class ChallengeForm {

  private static final Set<Integer> SHORT_LIMITS = Set.of(0, 15, 30, 45, 90);
  private static final Set<Integer> DAYS = Set.of(1, 2, 3, 5, 7, 10, 14);

  private ChallengeForm() {
  }

  /** The challenge; throws {@link ApiError} with the 400 that refuses the form. */
  static ArenaChallenge parse(String id, ArenaAccount challenger, ArenaAccount dest, Map<String, String> form) {
    if (challenger.id().equals(dest.id())) {
      throw ApiError.badRequest("You cannot challenge yourself");
    }
    if (dest.isBot() && !form.getOrDefault("rules", "").isBlank()) {
      throw ApiError.badRequest("Rules not applicable for bots");
    }
    int limit = -1;
    int increment = 0;
    int days = -1;
    try {
      if (form.containsKey("clock.limit") || form.containsKey("clock.increment")) {
        limit = Integer.parseInt(form.getOrDefault("clock.limit", "-1"));
        increment = Integer.parseInt(form.getOrDefault("clock.increment", "-1"));
        if (!(SHORT_LIMITS.contains(limit) || (limit > 0 && limit % 60 == 0 && limit <= 10800))) {
          throw formError("clock.limit", "Invalid value");
        }
        if (increment < 0 || increment > 60) {
          throw formError("clock.increment", "Invalid value");
        }
      } else if (form.containsKey("days")) {
        days = Integer.parseInt(form.get("days"));
        if (!DAYS.contains(days)) {
          throw formError("days", "Invalid value");
        }
      }
    } catch (NumberFormatException e) {
      throw formError("clock.limit", "Invalid value");
    }
    ArenaVariant variant = ArenaVariant.byKey(form.getOrDefault("variant", "standard")).orElse(null);
    if (variant == null) {
      throw formError("variant", "Invalid value");
    }
    if (limit >= 0 && Speed.ofClock(limit, increment) == Speed.ULTRA_BULLET
        && (challenger.isBot() || dest.isBot())) {
      throw ApiError.badRequest("Bots cannot play UltraBullet. Choose a slower time control.");
    }
    String fen = form.get("fen");
    if (fen != null && !fen.isBlank()) {
      if (variant != ArenaVariant.STANDARD && variant != ArenaVariant.FROM_POSITION
          && variant != ArenaVariant.CHESS960) {
        throw formError("fen", "Invalid value");
      }
      try {
        Position.fromFen(fen, variant == ArenaVariant.CHESS960);
      } catch (IllegalArgumentException e) {
        throw formError("fen", "Invalid FEN: " + e.getMessage());
      }
      if (variant == ArenaVariant.STANDARD && !fen.equals(Position.STARTPOS_FEN)) {
        variant = ArenaVariant.FROM_POSITION;
      }
    } else {
      fen = variant == ArenaVariant.CHESS960
          ? Chess960Start.fen(ThreadLocalRandom.current().nextInt(960)) : null;
    }
    String color = form.getOrDefault("color", "random").toLowerCase(java.util.Locale.ROOT);
    if (!Set.of("white", "black", "random").contains(color)) {
      throw formError("color", "Invalid value");
    }
    String finalColor = color.equals("random")
        ? (ThreadLocalRandom.current().nextBoolean() ? "white" : "black") : color;
    boolean rated = Boolean.parseBoolean(form.getOrDefault("rated", "false"))
        && variant != ArenaVariant.FROM_POSITION && (fen == null || variant == ArenaVariant.CHESS960);
    return new ArenaChallenge(id, challenger, dest, variant, rated, limit, limit >= 0 ? increment : 0,
        days, color, finalColor, fen, "created", null, null);
  }

  /** The server's form-error body: the field map under "error" and again at the top level. */
  private static ApiError formError(String field, String message) {
    ObjectNode body = Json.object();
    body.putObject("error").putArray(field).add(message);
    body.putArray(field).add(message);
    return new ApiError(new Reply(400, body));
  }
}
