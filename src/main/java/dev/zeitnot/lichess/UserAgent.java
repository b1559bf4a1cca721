package dev.zeitnot.lichess;

/**
 * The User-Agent: "zeitnot/VERSION", plus " user:NAME" once the bot's name is known (Lichess asks bots to name
 * themselves).
 */
final class UserAgent {

  private final String product = "zeitnot/" + version();
  private volatile String value = product;

  String get() {
    return value;
  }

  void setUsername(String username) {
    value = username == null || username.isBlank() ? product : product + " user:" + username;
  }

  private static String version() {
    String version = UserAgent.class.getPackage().getImplementationVersion();
    return version == null ? "dev" : version;
  }
}
