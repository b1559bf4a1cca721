package dev.zeitnot.arena.games;

/**
 * A game's status as the Bot API names and numbers it (every status of the official
 * description's GameStatusName, even those the arena's rules never reach); any id of 25 or more
 * is final.
 */
public enum ArenaGameStatus {
  CREATED(10, "created"),
  STARTED(20, "started"),
  ABORTED(25, "aborted"),
  MATE(30, "mate"),
  RESIGN(31, "resign"),
  STALEMATE(32, "stalemate"),
  TIMEOUT(33, "timeout"),
  DRAW(34, "draw"),
  OUT_OF_TIME(35, "outoftime"),
  /** The server ended the game for cheating. */
  CHEAT(36, "cheat"),
  /** A pairing's first move was not played in time; the other side wins. */
  NO_START(37, "noStart"),
  /** The server lost track of how the game ended. */
  UNKNOWN_FINISH(38, "unknownFinish"),
  INSUFFICIENT_MATERIAL_CLAIM(39, "insufficientMaterialClaim"),
  /** A variant's own ending (king of the hill, three checks, ...). */
  VARIANT_END(60, "variantEnd");

  private final int id;
  private final String apiName;

  ArenaGameStatus(int id, String apiName) {
    this.id = id;
    this.apiName = apiName;
  }

  public int id() {
    return id;
  }

  /** The name on the wire ({@code "outoftime"}, {@code "mate"}). */
  public String apiName() {
    return apiName;
  }

  public boolean isOver() {
    return id >= 25;
  }

  /** The status with this wire name, for state files. */
  public static ArenaGameStatus fromApiName(String name) {
    for (ArenaGameStatus status : values()) {
      if (status.apiName.equals(name)) {
        return status;
      }
    }
    throw new IllegalArgumentException("Unknown game status '" + name + "'");
  }
}
