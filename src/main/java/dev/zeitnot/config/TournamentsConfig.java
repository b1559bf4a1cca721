package dev.zeitnot.config;

import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Which arena tournaments the bot joins: the ones listed by id, and (with {@code autoJoin}) upcoming
 * arenas that allow bots, within the owner's limits. Off by default (nothing listed, no auto-join).
 *
 * @param join arena ids to join
 * @param teams per listed id, the team to enter for (team battles)
 * @param passwords per listed id, the entry code of a private arena
 * @param autoJoin also join arenas found in the server's tournament list
 * @param speeds auto-join: the arena's speed must be one of these
 * @param variants auto-join: the arena's variant must be one of these (of {@link #VARIANTS})
 * @param mode auto-join: {@code rated}, {@code casual} or {@code any} arena
 * @param maxPerDay auto-join: most arenas joined a UTC day
 * @param startsWithinMinutes auto-join: an upcoming arena is joined only this close to its start
 * @param checkSeconds how often the list and the joined arenas are read
 */
public record TournamentsConfig(List<String> join, Map<String, String> teams, Map<String, String> passwords,
    boolean autoJoin, List<String> speeds, List<String> variants, String mode, int maxPerDay,
    int startsWithinMinutes, int checkSeconds) {

  public static final List<String> MODES = List.of("any", "rated", "casual");
  private static final List<String> SPEEDS = List.of("bullet", "blitz", "rapid", "classical");
  /** The variants of arenas the bot may join: those it plays but fromPosition (arenas have none). */
  public static final List<String> VARIANTS = MatchmakingConfig.OFFERED_VARIANTS;
  private static final Pattern ID = Pattern.compile("[A-Za-z0-9]{8}");

  public static final TournamentsConfig DEFAULT = new TournamentsConfig(List.of(), Map.of(), Map.of(), false,
      List.of("bullet", "blitz"), List.of("standard"), "any", 2, 60, 60);

  public TournamentsConfig {
    join = List.copyOf(join);
    teams = Collections.unmodifiableMap(new LinkedHashMap<>(teams));
    passwords = Collections.unmodifiableMap(new LinkedHashMap<>(passwords));
    speeds = List.copyOf(speeds);
    variants = List.copyOf(variants);
  }

  /** Whether the bot deals with tournaments at all. */
  public boolean enabled() {
    return autoJoin || !join.isEmpty();
  }

  static TournamentsConfig read(ConfigNode node) {
    TournamentsConfig d = DEFAULT;
    List<String> join = node.list("join", d.join, e -> ID.matcher(e.text()).matches() ? e.text()
        : e.bad("is not a tournament id; it is the 8 letters and digits after /tournament/ in the arena's URL"));
    Map<String, String> teams = node.stringMap("teams");
    Map<String, String> passwords = node.stringMap("passwords");
    requireListed(node, "teams", teams.keySet(), join);
    requireListed(node, "passwords", passwords.keySet(), join);
    String mode = node.string("mode", d.mode);
    if (!MODES.contains(mode)) {
      node.problem("mode", "\"" + mode + "\" is not a mode; allowed: " + String.join(", ", MODES));
      mode = d.mode;
    }
    TournamentsConfig config = new TournamentsConfig(join, teams, passwords,
        node.bool("auto_join", d.autoJoin),
        node.list("speeds", d.speeds, e -> SPEEDS.contains(e.text()) ? e.text()
            : e.bad("is not a speed bots play in arenas; allowed: " + String.join(", ", SPEEDS))),
        node.list("variants", d.variants, e -> ChallengeConfig.oneOf(e, VARIANTS,
            "is not an arena variant the bot plays")),
        mode,
        (int) node.integer("max_per_day", d.maxPerDay, 1, 100),
        (int) node.integer("starts_within_minutes", d.startsWithinMinutes, 0, 10_080),
        (int) node.integer("check_seconds", d.checkSeconds, 1, 3600));
    if (config.autoJoin && (config.speeds.isEmpty() || config.variants.isEmpty())) {
      node.problem(config.speeds.isEmpty() ? "speeds" : "variants",
          "is empty while auto_join is true; list at least one, or set auto_join: false");
    }
    node.finish();
    return config;
  }

  private static void requireListed(ConfigNode node, String key, Collection<String> ids, List<String> join) {
    ids.stream().filter(id -> !join.contains(id)).forEach(id -> node.problem(key + "." + id,
        "is not in tournaments.join; add the id there, or remove this line"));
  }
}
