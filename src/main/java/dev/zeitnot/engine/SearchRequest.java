package dev.zeitnot.engine;

import java.util.List;
import java.util.Objects;

/**
 * What to search: the game from its start (so the engine sees every earlier position for
 * repetitions) and the limits.
 *
 * @param initialFen the game's initial position as FEN, or {@code "startpos"}
 * @param moves the moves played since, in UCI notation
 * @param chess960 whether the game is Chess960 (castling as king takes rook)
 * @param limits when to stop
 * @param searchMoves the root moves to consider (UCI {@code searchmoves}); empty for all
 */
public record SearchRequest(
    String initialFen, List<String> moves, boolean chess960, SearchLimits limits, List<String> searchMoves) {

  public SearchRequest {
    Objects.requireNonNull(initialFen, "initialFen");
    Objects.requireNonNull(limits, "limits");
    moves = List.copyOf(moves);
    searchMoves = List.copyOf(searchMoves);
  }

  /** A request that considers every root move. */
  public SearchRequest(String initialFen, List<String> moves, boolean chess960, SearchLimits limits) {
    this(initialFen, moves, chess960, limits, List.of());
  }

  /** A standard game from the start position after {@code moves}. */
  public static SearchRequest startpos(List<String> moves, SearchLimits limits) {
    return new SearchRequest("startpos", moves, false, limits);
  }

  /** A single position without history. */
  public static SearchRequest fen(String fen, SearchLimits limits) {
    return new SearchRequest(fen, List.of(), false, limits);
  }

  public SearchRequest withLimits(SearchLimits newLimits) {
    return new SearchRequest(initialFen, moves, chess960, newLimits, searchMoves);
  }

  /** The same request restricted to these root moves (empty for all). */
  public SearchRequest withSearchMoves(List<String> rootMoves) {
    return new SearchRequest(initialFen, moves, chess960, limits, rootMoves);
  }
}
