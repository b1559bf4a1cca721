package dev.zeitnot.config;

import dev.zeitnot.chess.Variant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Which challenges the bot accepts. Names are Lichess user ids (lower case). The game and rating
 * filter ({@link ChallengeFilter}) is written at the top of the section and may be set apart for
 * bots ({@code bots:}) and humans ({@code humans:}); a key those leave out keeps the top's value.
 *
 * @param filter the filter as written at the top of the section
 * @param bots the filter for bot challengers
 * @param humans the filter for human challengers
 * @param acceptBots whether bots may challenge
 * @param acceptHumans whether humans may challenge
 * @param blockList users always declined
 * @param allowList if not empty, only these users are accepted
 * @param onlineLists block and allow lists read from URLs, beside the two above
 * @param concurrency most games at the same time
 * @param maxGamesPerOpponent most games at the same time against one opponent
 * @param correspondence how correspondence and unlimited games are kept (accepted when
 *     {@code speeds} has {@code correspondence})
 * @param acceptRematch whether rematch offers are accepted (a waiting one goes first)
 * @param queue how accepted challenges wait while every slot is busy
 * @param recentBots how many challenges one bot may make within a while before the next is declined
 */
public record ChallengeConfig(
    ChallengeFilter filter, ChallengeFilter bots, ChallengeFilter humans,
    boolean acceptBots, boolean acceptHumans, List<String> blockList, List<String> allowList,
    OnlineListsConfig onlineLists, int concurrency, int maxGamesPerOpponent, CorrespondenceConfig correspondence,
    boolean acceptRematch, ChallengeQueueConfig queue, RecentBotChallengeLimit recentBots) {

  /** The variants the engine plays: standard, Chess960, a set-up position, every variant whose rules exist. */
  public static final List<String> PLAYABLE_VARIANTS = playableVariants();
  /** Lichess speed names from fastest to slowest. */
  public static final List<String> SPEEDS =
      List.of("ultraBullet", "bullet", "blitz", "rapid", "classical", "correspondence");

  public static final ChallengeConfig DEFAULT = new ChallengeConfig(
      ChallengeFilter.DEFAULT, ChallengeFilter.DEFAULT, ChallengeFilter.DEFAULT,
      true, true, List.of(), List.of(), OnlineListsConfig.DEFAULT, 1, 1, CorrespondenceConfig.DEFAULT, true,
      ChallengeQueueConfig.DEFAULT, RecentBotChallengeLimit.NONE);

  public ChallengeConfig withOnlineLists(OnlineListsConfig value) {
    return new ChallengeConfig(filter, bots, humans, acceptBots, acceptHumans, blockList, allowList, value,
        concurrency, maxGamesPerOpponent, correspondence, acceptRematch, queue, recentBots);
  }

  /** The filter for a challenger that is a bot ({@code bot}) or a human. */
  public ChallengeFilter filterFor(boolean bot) {
    return bot ? bots : humans;
  }

  /** Whether someone may offer correspondence or unlimited games (Lichess gives both the speed correspondence). */
  public boolean acceptsCorrespondence() {
    return acceptBots && bots.acceptsCorrespondence() || acceptHumans && humans.acceptsCorrespondence();
  }

  static ChallengeConfig read(ConfigNode node) {
    ChallengeConfig d = DEFAULT;
    ChallengeFilter filter = ChallengeFilter.read(node, ChallengeFilter.DEFAULT);
    ConfigNode botsNode = node.section("bots");
    ChallengeFilter bots = ChallengeFilter.read(botsNode, filter);
    botsNode.finish();
    ConfigNode humansNode = node.section("humans");
    ChallengeFilter humans = ChallengeFilter.read(humansNode, filter);
    humansNode.finish();
    ChallengeConfig config = new ChallengeConfig(filter, bots, humans,
        node.bool("accept_bots", d.acceptBots),
        node.bool("accept_humans", d.acceptHumans),
        lowerCase(node.strings("block_list", d.blockList)),
        lowerCase(node.strings("allow_list", d.allowList)),
        OnlineListsConfig.read(node.section("online_lists")),
        (int) node.integer("concurrency", d.concurrency, 1, 100),
        (int) node.integer("max_games_per_opponent", d.maxGamesPerOpponent, 1, 100),
        correspondence(node),
        node.bool("accept_rematch", d.acceptRematch),
        ChallengeQueueConfig.read(node.section("queue")),
        RecentBotChallengeLimit.read(node));
    if (!config.acceptBots && !config.acceptHumans) {
      node.problem("accept_bots", "and accept_humans are both false, so no challenge could be "
          + "accepted; set at least one to true");
    }
    node.finish();
    return config;
  }

  /** The section; the old true/false switch gets a pointer to the speed that replaced it. */
  private static CorrespondenceConfig correspondence(ConfigNode node) {
    if (node.isScalar("correspondence")) {
      node.problem("correspondence", "is no longer a true/false switch: correspondence and unlimited "
          + "games are accepted when challenge.speeds includes correspondence; add it there (or leave "
          + "it out) and remove this line (challenge.correspondence is now a section: concurrency, "
          + "checkin_seconds, idle_seconds)");
      return CorrespondenceConfig.DEFAULT;
    }
    return CorrespondenceConfig.read(node.section("correspondence"));
  }

  static String oneOf(ConfigNode.Element element, List<String> allowed, String what) {
    for (String value : allowed) {
      if (value.equalsIgnoreCase(element.text())) {
        return value;
      }
    }
    String hint = DidYouMean.closest(element.text(), allowed)
        .map(v -> "did you mean \"" + v + "\"? ").orElse("");
    return element.bad(what + "; " + hint + "allowed: " + String.join(", ", allowed));
  }

  private static List<String> playableVariants() {
    List<String> keys = new ArrayList<>(List.of("standard", "chess960", "fromPosition"));
    Arrays.stream(Variant.values()).map(Variant::lichessKey).filter(k -> !keys.contains(k)).forEach(keys::add);
    return List.copyOf(keys);
  }

  private static List<String> lowerCase(List<String> names) {
    return names.stream().map(String::toLowerCase).toList();
  }
}
