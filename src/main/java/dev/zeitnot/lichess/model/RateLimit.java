package dev.zeitnot.lichess.model;

/** The {@code ratelimit} object of an error body: which limit and how many seconds until it resets. */
public record RateLimit(String key, int seconds) {

  /** The key of the 100 bot-vs-bot games per day cap. */
  public static final String BOT_VS_BOT_DAY = "bot.vsBot.day";

  public boolean isDailyBotGameCap() {
    return BOT_VS_BOT_DAY.equals(key);
  }
}
