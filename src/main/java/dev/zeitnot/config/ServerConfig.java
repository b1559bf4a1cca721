package dev.zeitnot.config;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Set;

/**
 * Where the bot plays: an https URL (plain http only on this machine) with no user name,
 * password, query or fragment, since the URL goes into logs and PGN {@code Site} tags.
 *
 * @param url the server's base URL, e.g. {@code https://lichess.org}
 * @param tokenFile a file holding the API token, or null to read {@code LICHESS_BOT_TOKEN}
 */
public record ServerConfig(String url, Path tokenFile) {

  public static final String DEFAULT_URL = "https://lichess.org";
  private static final Set<String> LOOPBACK_HOSTS = Set.of("127.0.0.1", "localhost", "[::1]", "::1");

  static ServerConfig read(ConfigNode node) {
    String url = node.string("url", DEFAULT_URL);
    String problem = urlProblem(url);
    if (problem != null) {
      node.problem("url", shown(url) + " " + problem);
      url = DEFAULT_URL;
    }
    String tokenFile = node.string("token_file", null);
    if (node.has("token")) {
      node.problem("token", "the token never goes into the config file; set the environment "
          + "variable LICHESS_BOT_TOKEN or put it in a file named by server.token_file");
    }
    node.finish();
    return new ServerConfig(stripTrailingSlash(url), tokenFile == null ? null : Path.of(tokenFile));
  }

  /** Whether the server's host is this machine (plain http is allowed only there). */
  public boolean isLoopback() {
    return LOOPBACK_HOSTS.contains(URI.create(url).getHost());
  }

  /** Why {@code url} cannot be used (null when it can): the token must never cross a network in clear. */
  public static String urlProblem(String url) {
    URI uri;
    try {
      uri = new URI(url);
    } catch (URISyntaxException e) {
      return "is not a URL; write it like https://lichess.org";
    }
    if (uri.getHost() == null || uri.getScheme() == null) {
      return "is not a URL; write it like https://lichess.org";
    }
    if (uri.getRawUserInfo() != null) {
      return "holds a user name or password, which would be copied into PGN Site tags and logs; "
          + "write only scheme, host, port and path (the token goes in server.token_file or LICHESS_BOT_TOKEN)";
    }
    if (uri.getRawQuery() != null || uri.getRawFragment() != null) {
      return "has a query (?) or a fragment (#), which would go with every request and into the PGN "
          + "Site tags; write only scheme, host, port and path";
    }
    if (uri.getScheme().equals("https")) {
      return null;
    }
    if (uri.getScheme().equals("http")) {
      return LOOPBACK_HOSTS.contains(uri.getHost()) ? null
          : "uses plain http, which would send the token in clear; use https, "
              + "or http only for this machine (http://127.0.0.1:PORT)";
    }
    return "is not an http(s) URL; write it like https://lichess.org";
  }

  /** {@code url} quoted for an error message, a user name or password in it masked as {@code ***}. */
  public static String shown(String url) {
    return "\"" + url.replaceFirst("^([^:/?#]*://)[^/?#]*@", "$1***@") + "\"";
  }

  private static String stripTrailingSlash(String url) {
    return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
  }
}
