package dev.zeitnot.config;

import java.util.Map;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The API token and where it came from. {@link #toString()} masks it, so it cannot leak into a
 * log line by accident.
 *
 * @param value the secret itself
 * @param source where it was read, e.g. {@code LICHESS_BOT_TOKEN}
 */
public record Token(String value, String source) {

  /** The environment variable that holds the token when no token file is configured. */
  public static final String ENVIRONMENT_VARIABLE = "LICHESS_BOT_TOKEN";
  private static final Logger log = LoggerFactory.getLogger(Token.class);
  private static final Pattern SHAPE = Pattern.compile("[A-Za-z0-9_]+");

  /**
   * The token from {@code server.token_file} when set (see {@link TokenFile}: a warning when others
   * can read it), else from {@code LICHESS_BOT_TOKEN} in {@code environment}; a ConfigException says
   * how to provide it when neither works.
   */
  public static Token resolve(ServerConfig server, Map<String, String> environment) {
    if (server.tokenFile() != null) {
      String text = TokenFile.read(server.tokenFile());
      TokenFile.exposure(server.tokenFile()).ifPresent(log::warn);
      return checked(text, "server.token_file " + server.tokenFile());
    }
    String fromEnvironment = environment.get(ENVIRONMENT_VARIABLE);
    if (fromEnvironment == null || fromEnvironment.isBlank()) {
      throw new ConfigException("no API token: set the environment variable " + ENVIRONMENT_VARIABLE
          + " or name a file holding it in server.token_file (create a token with the bot:play "
          + "scope at https://lichess.org/account/oauth/token)");
    }
    return checked(fromEnvironment.trim(), ENVIRONMENT_VARIABLE);
  }

  private static Token checked(String value, String source) {
    if (!SHAPE.matcher(value).matches()) {
      // Never echo the value: it is (almost) a secret.
      throw new ConfigException(source + ": the token has characters a Lichess token never has; "
          + "it must be letters, digits and '_' only (check for quotes or spaces)");
    }
    return new Token(value, source);
  }

  /** The token with all but a short prefix hidden, e.g. {@code lip_****}. */
  public String masked() {
    return (value.length() > 12 ? value.substring(0, 4) : "") + "****";
  }

  @Override
  public String toString() {
    return masked() + " (from " + source + ")";
  }
}
