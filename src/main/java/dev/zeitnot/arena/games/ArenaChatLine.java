package dev.zeitnot.arena.games;

/** One chat message of a game; system messages come from user {@code lichess}. */
public record ArenaChatLine(String room, String username, String text) {

  /** A message the server itself writes in the player room ("White offers draw"). */
  public static ArenaChatLine system(String text) {
    return new ArenaChatLine("player", "lichess", text);
  }
}
