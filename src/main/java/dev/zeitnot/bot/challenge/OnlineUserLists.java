package dev.zeitnot.bot.challenge;

import dev.zeitnot.bot.service.BotService;
import dev.zeitnot.config.OnlineListsConfig;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The block and allow lists kept at URLs ({@code challenge.online_lists}), read when the bot
 * connects and again every {@code refresh_seconds}. A list that cannot be read keeps its last good
 * copy (and counts as empty until it was read once). Thread-safe.
 */
public final class OnlineUserLists implements BotService {

  private static final Logger log = LoggerFactory.getLogger(OnlineUserLists.class);

  private final OnlineListsConfig config;
  private final Function<String, Set<String>> fetch;
  private final Map<String, Set<String>> lastGood = new ConcurrentHashMap<>();
  private volatile Set<String> blocked = Set.of();
  private volatile Set<String> allowed = Set.of();
  private volatile boolean readOnce;

  /** {@code fetch} reads the lower-case names at a URL and throws when it cannot. */
  public OnlineUserLists(OnlineListsConfig config, Function<String, Set<String>> fetch) {
    this.config = config;
    this.fetch = fetch;
  }

  @Override
  public String name() {
    return "the block and allow lists at URLs";
  }

  @Override
  public Duration period() {
    return Duration.ofSeconds(config.refreshSeconds());
  }

  @Override
  public void onConnected() {
    if (!readOnce) {
      tick();
    }
  }

  @Override
  public synchronized void tick() {
    blocked = read(config.block());
    allowed = read(config.allow());
    readOnce = true;
  }

  /** Whether {@code id} (lower case) is on a block list at a URL. */
  public boolean blocks(String id) {
    return blocked.contains(id);
  }

  /** Whether allow lists are kept at URLs (then only their users, and the local allow list's, pass). */
  public boolean hasAllowList() {
    return !config.allow().isEmpty();
  }

  /** Whether {@code id} (lower case) is on an allow list at a URL. */
  public boolean allows(String id) {
    return allowed.contains(id);
  }

  private Set<String> read(List<String> urls) {
    Set<String> names = new HashSet<>();
    for (String url : urls) {
      try {
        Set<String> list = fetch.apply(url);
        Set<String> before = lastGood.put(url, Set.copyOf(list));
        if (before == null || !before.equals(list)) {
          log.info("{}: {} names", url, list.size());
        }
      } catch (RuntimeException e) {
        log.warn("cannot read the list at {} ({}); keeping its last copy ({} names)", url, e.getMessage(),
            lastGood.getOrDefault(url, Set.of()).size());
      }
      names.addAll(lastGood.getOrDefault(url, Set.of()));
    }
    return Set.copyOf(names);
  }
}
