package dev.zeitnot.lichess;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.regex.Pattern;
import okhttp3.HttpUrl;

/** The rules that keep the API token from leaking: its shape, and where it may be sent (the API and the explorer). */
public final class TokenSafety {

  private static final Pattern TOKEN = Pattern.compile("[A-Za-z0-9_]{1,4096}");
  private static final Pattern IP_LITERAL = Pattern.compile("[0-9.]+|.*:.*");

  private TokenSafety() {}

  /** Lichess tokens are letters, digits and underscores; anything else is a pasting mistake. */
  public static void requireWellFormed(String token) {
    if (token == null || !TOKEN.matcher(token).matches()) {
      throw new IllegalArgumentException("the API token is empty or contains characters other than "
          + "letters, digits and '_' (check LICHESS_BOT_TOKEN or the token file for quotes, spaces "
          + "or a trailing newline)");
    }
  }

  /** Plain http would show the token to anyone on the path; only a loopback server is exempt. */
  public static void requireSafeToSend(HttpUrl url) {
    if (!url.isHttps() && !isLoopback(url.host())) {
      throw new IllegalArgumentException("refusing to send the API token over plain http to "
          + url.host() + ": use https:// (plain http:// is allowed only for localhost/127.0.0.1)");
    }
  }

  /** Loopback by name ("localhost") or by IP literal; other names are never resolved here. */
  static boolean isLoopback(String host) {
    if (host.equalsIgnoreCase("localhost")) {
      return true;
    }
    if (!IP_LITERAL.matcher(host).matches()) {
      return false;
    }
    try {
      return InetAddress.getByName(host).isLoopbackAddress();
    } catch (UnknownHostException notAnAddress) {
      return false;
    }
  }
}
