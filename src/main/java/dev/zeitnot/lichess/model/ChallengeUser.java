package dev.zeitnot.lichess.model;

/** A player as a challenge shows them; {@code title} is "BOT" for bots, null when untitled. */
public record ChallengeUser(
    String id,
    String name,
    Integer rating,
    String title,
    boolean provisional,
    boolean online,
    Integer lag) {

  public boolean isBot() {
    return "BOT".equals(title);
  }
}
