package dev.zeitnot.bot;

/** The token belongs to an account that is not a BOT account: the Bot API would refuse every game. */
public final class NotABotAccountException extends RuntimeException {

  public NotABotAccountException(String username) {
    super("the account " + username + " is not a BOT account. Upgrade it (irreversible, only for an "
        + "account that never played a game) with: curl -d '' -H \"Authorization: Bearer $LICHESS_BOT_TOKEN\" "
        + "https://lichess.org/api/bot/account/upgrade");
  }
}
