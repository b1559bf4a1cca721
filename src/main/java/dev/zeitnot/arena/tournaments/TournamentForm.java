package dev.zeitnot.arena.tournaments;

import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.games.ArenaVariant;
import dev.zeitnot.arena.http.ApiError;
import java.util.List;
import java.util.Map;

/**
 * The form of {@code POST /api/tournament}, checked as Lichess checks it: {@code clockTime} in
 * minutes (0, 0.25, 0.5, 0.75, 1, 1.5, 2 ... 60), {@code clockIncrement} 0-60 s, {@code minutes}
 * 20-720, {@code waitMinutes} (default 5) or {@code startDate} (epoch ms), {@code variant},
 * {@code rated} (default true), {@code password}, {@code conditions.bots}. For short tests the arena
 * also reads {@code seconds} (duration) and {@code waitSeconds} (delay to the start), which Lichess
 * does not have.
 */
final class TournamentForm {

  private static final List<Double> CLOCK_MINUTES = List.of(0.0, 0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 4.0, 5.0,
      6.0, 7.0, 8.0, 10.0, 15.0, 20.0, 25.0, 30.0, 40.0, 50.0, 60.0);

  private TournamentForm() {
  }

  static ArenaTournament.Spec parse(ArenaAccount creator, Map<String, String> form, long nowMs) {
    double clockTime = number(form, "clockTime", null);
    if (!CLOCK_MINUTES.contains(clockTime)) {
      throw ApiError.badRequest("clockTime: " + form.get("clockTime") + " is not one of " + CLOCK_MINUTES);
    }
    int increment = (int) number(form, "clockIncrement", null);
    if (increment < 0 || increment > 60) {
      throw ApiError.badRequest("clockIncrement: must be 0 to 60");
    }
    long durationMs;
    if (form.containsKey("seconds")) {
      durationMs = (long) (number(form, "seconds", null) * 1000);
      if (durationMs < 10_000 || durationMs > 720 * 60_000L) {
        throw ApiError.badRequest("seconds: must be 10 to 43200");
      }
    } else {
      double minutes = number(form, "minutes", null);
      if (minutes < 20 || minutes > 720) {
        throw ApiError.badRequest("minutes: must be 20 to 720");
      }
      durationMs = (long) (minutes * 60_000);
    }
    long startsAt;
    if (form.containsKey("startDate")) {
      startsAt = (long) number(form, "startDate", null);
    } else if (form.containsKey("waitSeconds")) {
      startsAt = nowMs + (long) (number(form, "waitSeconds", null) * 1000);
    } else {
      startsAt = nowMs + (long) (number(form, "waitMinutes", 5.0) * 60_000);
    }
    ArenaVariant variant = ArenaVariant.byKey(form.getOrDefault("variant", "standard"))
        .orElseThrow(() -> ApiError.badRequest("variant: unknown " + form.get("variant")));
    int limitSeconds = (int) Math.round(clockTime * 60);
    if (limitSeconds + 40 * increment < 30 && "true".equals(form.get("conditions.bots"))) {
      throw ApiError.badRequest("Bots cannot play UltraBullet. Choose a slower time control.");
    }
    String name = form.getOrDefault("name", creator.username() + " Arena");
    return new ArenaTournament.Spec(name, creator.username(), variant,
        Boolean.parseBoolean(form.getOrDefault("rated", "true")), limitSeconds, increment, startsAt,
        startsAt + durationMs, Boolean.parseBoolean(form.get("conditions.bots")), form.get("password"));
  }

  private static double number(Map<String, String> form, String key, Double fallback) {
    String value = form.get(key);
    if (value == null) {
      if (fallback == null) {
        throw ApiError.badRequest(key + ": this field is required");
      }
      return fallback;
    }
    try {
      return Double.parseDouble(value);
    } catch (NumberFormatException e) {
      throw ApiError.badRequest(key + ": \"" + value + "\" is not a number");
    }
  }
}
