package dev.zeitnot.lichess.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.Arrays;
import java.util.List;

/**
 * The state of a game: {@code moves} is EVERY move since the initial position (UCI, space
 * separated, "" if none; it can get shorter after a takeback), clocks in ms with the running side's
 * time already deducted when the line was built. The draw/takeback flags are sent only when true.
 */
@JsonIgnoreProperties("type")
public record GameState(
    String moves,
    long wtime,
    long btime,
    long winc,
    long binc,
    GameStatus status,
    String winner,
    boolean wdraw,
    boolean bdraw,
    boolean wtakeback,
    boolean btakeback,
    String rematch,
    Expiration expiration) implements GameStreamEvent {

  /** The moves as a list (empty for none). */
  public List<String> moveList() {
    return moves == null || moves.isBlank() ? List.of() : Arrays.asList(moves.trim().split("\\s+"));
  }
}
