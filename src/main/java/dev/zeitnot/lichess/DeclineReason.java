package dev.zeitnot.lichess;

import java.util.Locale;

/** Why we decline a challenge; the opponent sees the translated text of the key. */
public enum DeclineReason {
  GENERIC("generic"),
  LATER("later"),
  TOO_FAST("tooFast"),
  TOO_SLOW("tooSlow"),
  TIME_CONTROL("timeControl"),
  RATED("rated"),
  CASUAL("casual"),
  STANDARD("standard"),
  VARIANT("variant"),
  NO_BOT("noBot"),
  ONLY_BOT("onlyBot");

  private final String key;

  DeclineReason(String key) {
    this.key = key;
  }

  /** The key the server expects ("tooFast"). */
  public String key() {
    return key;
  }

  /** Reads a key in any case (challengeDeclined sends "toofast"); unknown keys are GENERIC, as on the server. */
  public static DeclineReason fromKey(String key) {
    for (DeclineReason reason : values()) {
      if (reason.key.toLowerCase(Locale.ROOT).equals(key == null ? "" : key.toLowerCase(Locale.ROOT))) {
        return reason;
      }
    }
    return GENERIC;
  }
}
