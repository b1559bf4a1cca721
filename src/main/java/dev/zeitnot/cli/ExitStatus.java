package dev.zeitnot.cli;

/**
 * The exit statuses of {@code run}, from sysexits.h so that systemd names them
 * ({@code status=77/NOPERM}); docs/troubleshooting.md lists them with what to do. The unit restarts
 * the bot on any other non-zero status.
 */
final class ExitStatus {

  /** Stopped on request (TERM, Ctrl-C) after the running games. */
  static final int STOPPED = 0;
  /** Something unexpected (a bug, the event stream refused for another reason): a restart may help. */
  static final int FAILED = 1;
  /** The token's account is not a BOT account: upgrade it (or use a bot account's token). */
  static final int NOT_A_BOT = 67;
  /** The server refuses the token for good (unknown, revoked, or without bot:play): make a new one. */
  static final int TOKEN_REFUSED = 77;
  /** The config file or the token source is unusable: fix the named key. */
  static final int BAD_CONFIG = 78;

  private ExitStatus() {}
}
