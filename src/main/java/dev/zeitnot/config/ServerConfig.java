package dev.zeitnot.config;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Set;

/**
 * Where the bot plays.
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
      node.problem("url", "\"" + url + "\" " + problem);
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

  private static String stripTrailingSlash(String url) {
    return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
  }
}
