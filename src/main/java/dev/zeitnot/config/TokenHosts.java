package dev.zeitnot.config;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The hosts the bot's API token may be sent to: the server's own, Lichess's own explorer and
 * tablebase hosts, and those the owner names in {@code online.send_token_to}; any other host an
 * online source's URL names gets no token, so a config copied from someone else cannot send it to them.
 *
 * @param hosts the host names (lower case, IPv6 literals without brackets)
 */
public record TokenHosts(Set<String> hosts) {

  /** Lichess's own hosts, which may receive the token without being named. */
  public static final Set<String> LICHESS = Set.of("lichess.org", "explorer.lichess.org", "explorer.lichess.ovh",
      "tablebase.lichess.org", "tablebase.lichess.ovh");
  /** What {@code send_token_to} accepts: a host name or an IP address, nothing else. */
  static final Pattern HOST = Pattern.compile("[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?|\\[?[0-9A-Fa-f:.]+]?");

  public TokenHosts {
    hosts = Set.copyOf(hosts);
  }

  /** The hosts for a bot playing on {@code server} with {@code online}'s named hosts. */
  public static TokenHosts of(ServerConfig server, OnlineConfig online) {
    Set<String> hosts = new LinkedHashSet<>(LICHESS);
    String own = hostOf(server.url());
    if (own != null) {
      hosts.add(own);
    }
    online.sendTokenTo().forEach(h -> hosts.add(normal(h)));
    return new TokenHosts(hosts);
  }

  /** Whether a request to {@code url} may carry the token. */
  public boolean receives(String url) {
    String host = hostOf(url);
    return host != null && hosts.contains(host);
  }

  /**
   * One line per place the token goes or is withheld from, for {@code check}: the server, and each
   * enabled source that would send it (the opening explorer).
   */
  public static List<String> report(BotConfig config) {
    TokenHosts allowed = of(config.server(), config.online());
    List<String> lines = new ArrayList<>();
    lines.add("token sent to: " + hostOf(config.server().url()) + " (server.url)");
    OnlineSourceSettings explorer = config.online().explorer().source();
    if (explorer.enabled()) {
      String host = hostOf(explorer.url());
      lines.add(allowed.receives(explorer.url()) ? "token sent to: " + host + " (online.explorer.url)"
          : "token not sent to: " + host + " (online.explorer.url): not a Lichess host; name it in "
              + "online.send_token_to if it should receive the token");
    }
    return lines;
  }

  /** The host of {@code url}, lower case, or null when it has none. */
  static String hostOf(String url) {
    try {
      String host = new URI(url).getHost();
      return host == null ? null : normal(host);
    } catch (URISyntaxException e) {
      return null;
    }
  }

  private static String normal(String host) {
    String lower = host.toLowerCase(Locale.ROOT);
    return lower.startsWith("[") && lower.endsWith("]") ? lower.substring(1, lower.length() - 1) : lower;
  }
}
