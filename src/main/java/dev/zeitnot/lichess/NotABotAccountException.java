package dev.zeitnot.lichess;

/** The token belongs to an account without the BOT title: the Bot API would refuse every game call. */
public final class NotABotAccountException extends LichessException {

  private final String username;

  public NotABotAccountException(String username, String serverUrl) {
    super("the token belongs to " + username + ", which is not a BOT account. Upgrade it once "
        + "(irreversible, only for an account that has never played a game): curl -d '' -H "
        + "\"Authorization: Bearer $LICHESS_BOT_TOKEN\" " + serverUrl + "api/bot/account/upgrade "
        + "-- or create a new account for the bot", null);
    this.username = username;
  }

  public String username() {
    return username;
  }
}
