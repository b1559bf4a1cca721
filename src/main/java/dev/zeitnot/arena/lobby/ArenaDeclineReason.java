package dev.zeitnot.arena.lobby;

import java.util.Arrays;
import java.util.Locale;

/** Why a challenge was declined: the lower-case key on the wire and the text the site shows. */
public enum ArenaDeclineReason {
  GENERIC("I'm not accepting challenges at the moment."),
  LATER("This is not the right time for me, please ask again later."),
  TOOFAST("This time control is too fast for me, please challenge again with a slower game."),
  TOOSLOW("This time control is too slow for me, please challenge again with a faster game."),
  TIMECONTROL("I'm not accepting challenges with this time control."),
  RATED("Please send me a rated challenge instead."),
  CASUAL("Please send me a casual challenge instead."),
  STANDARD("I'm not accepting variant challenges right now."),
  VARIANT("I'm not willing to play this variant right now."),
  NOBOT("I'm not accepting challenges from bots."),
  ONLYBOT("I'm only accepting challenges from bots.");

  private final String text;

  ArenaDeclineReason(String text) {
    this.text = text;
  }

  /** The key in lower case ({@code toofast}), as the server sends it. */
  public String key() {
    return name().toLowerCase(Locale.ROOT);
  }

  public String text() {
    return text;
  }

  /** Case-insensitive ({@code tooFast} = {@code toofast}); unknown or missing gives generic. */
  public static ArenaDeclineReason parse(String reason) {
    if (reason == null) {
      return GENERIC;
    }
    return Arrays.stream(values()).filter(r -> r.name().equalsIgnoreCase(reason.trim()))
        .findFirst().orElse(GENERIC);
  }
}
