package dev.zeitnot.config;

import java.net.URI;
import java.util.List;

/**
 * Block and allow lists kept at URLs (plain text, one user name a line, {@code #} starts a
 * comment), read again every {@code refreshSeconds} and used beside {@code challenge.block_list}
 * and {@code allow_list}. A list that cannot be read keeps its last good copy.
 *
 * @param block URLs of lists of users always declined
 * @param allow URLs of lists of users accepted (with {@code allow_list}, the only ones when any is set)
 * @param refreshSeconds how often every list is read again
 */
public record OnlineListsConfig(List<String> block, List<String> allow, int refreshSeconds) {

  public static final OnlineListsConfig DEFAULT = new OnlineListsConfig(List.of(), List.of(), 3600);

  public OnlineListsConfig {
    block = List.copyOf(block);
    allow = List.copyOf(allow);
  }

  /** Whether any list is kept at a URL. */
  public boolean any() {
    return !block.isEmpty() || !allow.isEmpty();
  }

  static OnlineListsConfig read(ConfigNode node) {
    OnlineListsConfig config = new OnlineListsConfig(
        node.list("block", DEFAULT.block, OnlineListsConfig::url),
        node.list("allow", DEFAULT.allow, OnlineListsConfig::url),
        (int) node.integer("refresh_seconds", DEFAULT.refreshSeconds, 60, 86_400));
    node.finish();
    return config;
  }

  private static String url(ConfigNode.Element element) {
    String text = element.text().trim();
    try {
      URI uri = new URI(text);
      if (("http".equals(uri.getScheme()) || "https".equals(uri.getScheme())) && uri.getHost() != null
          && uri.getUserInfo() == null) {
        return text;
      }
    } catch (java.net.URISyntaxException e) {
      // reported below
    }
    return element.bad("is not an http(s) URL without a user name, like https://example.org/blocklist.txt");
  }
}
