package dev.zeitnot.lichess;

/**
 * The server refuses the token for good: unknown or revoked (401), or without the
 * {@code bot:play} scope. Retrying cannot help; the message says how to get a usable token.
 */
public final class TokenRefusedException extends LichessException {

  public TokenRefusedException(String what, String serverUrl) {
    super(what + ". Create a token with the bot:play scope while logged in as the bot ("
        + serverUrl + "account/oauth/token/create?scopes[]=bot:play&description=zeitnot) and put it in "
        + "LICHESS_BOT_TOKEN or the file named by server.token_file", null);
  }
}
