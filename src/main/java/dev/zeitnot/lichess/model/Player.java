package dev.zeitnot.lichess.model;

/**
 * A side of a gameFull: {@code title} "BOT" for bots, null when untitled; the built-in engine
 * comes with only {@code aiLevel}.
 */
public record Player(String id, String name, String title, Integer rating, boolean provisional,
    Integer aiLevel) {

  public boolean isBot() {
    return "BOT".equals(title);
  }
}
