package dev.zeitnot.bot.control;

import dev.zeitnot.bot.challenge.ChallengePolicy;
import dev.zeitnot.config.BotConfig;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code zeitnot control reload}: the challenge filters (the top-level filter, {@code bots:},
 * {@code humans:}), {@code accept_bots}, {@code accept_humans}, the local {@code block_list} and
 * {@code allow_list} and {@code accept_rematch} apply to the next challenge; every other key is
 * read at start only, and the answer names the sections changed since then that need a restart.
 */
final class ConfigReload {

  private static final Logger log = LoggerFactory.getLogger(ConfigReload.class);

  private final BotConfig started;
  private final ChallengePolicy policy;

  /** {@code started}: the config the bot started with. */
  ConfigReload(BotConfig started, ChallengePolicy policy) {
    this.started = started;
    this.policy = policy;
  }

  String apply(BotConfig fresh) {
    policy.refilter(fresh.challenge());
    List<String> restart = new ArrayList<>();
    section(restart, "server", fresh, BotConfig::server);
    section(restart, "engine", fresh, BotConfig::engine);
    section(restart, "time", fresh, BotConfig::time);
    section(restart, "game", fresh, BotConfig::game);
    section(restart, "book", fresh, BotConfig::book);
    section(restart, "online", fresh, BotConfig::online);
    section(restart, "matchmaking", fresh, BotConfig::matchmaking);
    section(restart, "ops", fresh, BotConfig::ops);
    section(restart, "tournaments", fresh, BotConfig::tournaments);
    section(restart, "challenge.online_lists", fresh, c -> c.challenge().onlineLists());
    section(restart, "challenge.concurrency", fresh, c -> c.challenge().concurrency());
    section(restart, "challenge.max_games_per_opponent", fresh, c -> c.challenge().maxGamesPerOpponent());
    section(restart, "challenge.correspondence", fresh, c -> c.challenge().correspondence());
    section(restart, "challenge.queue", fresh, c -> c.challenge().queue());
    if (!Objects.equals(started.challenge().blockList(), fresh.challenge().blockList())
        && fresh.matchmaking().includeChallengeBlockList()) {
      restart.add("challenge.block_list (for matchmaking; incoming challenges use it now)");
    }
    log.info("config reloaded: challenge filters applied{}", restart.isEmpty() ? ""
        : "; changed, needing a restart: " + String.join(", ", restart));
    return "challenge filters, kinds of challenger, block and allow lists and accept_rematch applied"
        + (restart.isEmpty() ? "; nothing else changed" : "\nchanged, but read at start only (restart to apply): "
        + String.join(", ", restart));
  }

  private void section(List<String> restart, String name, BotConfig fresh, Function<BotConfig, Object> part) {
    if (!Objects.equals(part.apply(started), part.apply(fresh))) {
      restart.add(name);
    }
  }

}
