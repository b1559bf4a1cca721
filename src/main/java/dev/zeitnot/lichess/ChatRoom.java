package dev.zeitnot.lichess;

/** The two chat rooms of a game. */
public enum ChatRoom {
  PLAYER("player"),
  SPECTATOR("spectator");

  private final String key;

  ChatRoom(String key) {
    this.key = key;
  }

  public String key() {
    return key;
  }
}
