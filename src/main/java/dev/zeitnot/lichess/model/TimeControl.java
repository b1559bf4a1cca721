package dev.zeitnot.lichess.model;

/**
 * A challenge's time control, in SECONDS (the game stream uses ms): {@code type} is "clock" (with
 * limit and increment), "correspondence" (with daysPerTurn) or "unlimited".
 */
public record TimeControl(String type, Integer limit, Integer increment, String show, Integer daysPerTurn) {

  public boolean isClock() {
    return "clock".equals(type);
  }

  public boolean isCorrespondence() {
    return "correspondence".equals(type);
  }

  public boolean isUnlimited() {
    return "unlimited".equals(type);
  }
}
