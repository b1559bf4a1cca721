package dev.zeitnot.config;

import java.net.URI;
import java.net.URISyntaxException;

/**
 * What every online knowledge source is configured with.
 *
 * @param enabled whether it is asked at all (off by default)
 * @param url its base URL (https, or http for a server on this machine such as the arena)
 * @param timeoutMs the longest wait for an answer; never more than a 20th of the clock left (half a first move's time)
 * @param minClockMs not asked while our clock is below this
 * @param maxClockMs not asked while our clock is above this (0: no limit)
 * @param maxMisses after this many moves it did not know (or failed to answer), not asked again in the game
 * @param maxRetries a failed request (network, server error, timeout) is sent again up to this many times
 *     for one move, while its timeout still has time left
 */
public record OnlineSourceSettings(boolean enabled, String url, int timeoutMs, int minClockMs, int maxClockMs,
    int maxMisses, int maxRetries) {

  /** Asking once per move. */
  public OnlineSourceSettings(boolean enabled, String url, int timeoutMs, int minClockMs, int maxClockMs,
      int maxMisses) {
    this(enabled, url, timeoutMs, minClockMs, maxClockMs, maxMisses, 0);
  }

  static OnlineSourceSettings read(ConfigNode node, OnlineSourceSettings d) {
    OnlineSourceSettings settings = new OnlineSourceSettings(
        node.bool("enabled", d.enabled),
        node.string("url", d.url),
        (int) node.integer("timeout_ms", d.timeoutMs, 10, 60_000),
        (int) node.integer("min_clock_ms", d.minClockMs, 0, 86_400_000),
        (int) node.integer("max_clock_ms", d.maxClockMs, 0, 86_400_000),
        (int) node.integer("max_misses", d.maxMisses, 1, 600),
        (int) node.integer("max_retries", d.maxRetries, 0, 10));
    String problem = urlProblem(settings.url);
    if (settings.maxClockMs > 0 && settings.maxClockMs < settings.minClockMs) {
      node.problem("max_clock_ms", settings.maxClockMs + " is below min_clock_ms " + settings.minClockMs
          + "; make it larger, or 0 for no limit");
    }
    if (problem != null) {
      node.problem("url", "\"" + settings.url + "\" " + problem);
    }
    return settings;
  }

  private static String urlProblem(String url) {
    try {
      URI uri = new URI(url);
      boolean web = "https".equals(uri.getScheme()) || "http".equals(uri.getScheme());
      return web && uri.getHost() != null ? null : "is not an http(s) URL; write it like https://lichess.org";
    } catch (URISyntaxException e) {
      return "is not a URL; write it like https://lichess.org";
    }
  }
}
