package dev.zeitnot.lichess.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Locale;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The status of a game. The event stream sends {@code {"id":20,"name":"started"}}, the game
 * stream the bare name (docs/lichess-server.md); both read into this enum. Every id from 25 up is final.
 */
public enum GameStatus {
  CREATED(10, "created"),
  STARTED(20, "started"),
  ABORTED(25, "aborted"),
  MATE(30, "mate"),
  RESIGN(31, "resign"),
  STALEMATE(32, "stalemate"),
  TIMEOUT(33, "timeout"),
  DRAW(34, "draw"),
  OUT_OF_TIME(35, "outoftime"),
  CHEAT(36, "cheat"),
  NO_START(37, "noStart"),
  UNKNOWN_FINISH(38, "unknownFinish"),
  INSUFFICIENT_MATERIAL_CLAIM(39, "insufficientMaterialClaim"),
  VARIANT_END(60, "variantEnd");

  private static final Logger log = LoggerFactory.getLogger(GameStatus.class);

  private final int id;
  private final String wireName;

  GameStatus(int id, String wireName) {
    this.id = id;
    this.wireName = wireName;
  }

  public int id() {
    return id;
  }

  /** The name the server uses ("outoftime", "noStart"). */
  public String wireName() {
    return wireName;
  }

  /** True when the game is over (aborted included). */
  public boolean isOver() {
    return id >= ABORTED.id;
  }

  /**
   * Reads either shape. A status this client does not know is taken as {@link #UNKNOWN_FINISH}
   * when its id says final (or when it comes without an id: every non-final status is known).
   */
  @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
  static GameStatus fromJson(JsonNode node) {
    if (node == null || node.isNull()) {
      return null;
    }
    if (node.isTextual()) {
      return fromName(node.asText(), -1);
    }
    JsonNode id = node.get("id");
    JsonNode name = node.get("name");
    return fromName(name == null ? "" : name.asText(), id == null ? -1 : id.asInt(-1));
  }

  private static GameStatus fromName(String name, int id) {
    for (GameStatus status : values()) {
      if (status.wireName.equalsIgnoreCase(name) || status.id == id) {
        return status;
      }
    }
    if (id >= 0 && id < ABORTED.id) {
      log.debug("unknown non-final game status {} ({}), taken as started", name, id);
      return STARTED;
    }
    log.debug("unknown game status {} ({}), taken as a finish", name.toLowerCase(Locale.ROOT), id);
    return UNKNOWN_FINISH;
  }
}
