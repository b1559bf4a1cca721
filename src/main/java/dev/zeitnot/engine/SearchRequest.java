package dev.zeitnot.engine;

import dev.zeitnot.chess.Variant;
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
 * @param variant the rules the game follows
 */
public record SearchRequest(
    String initialFen, List<String> moves, boolean chess960, SearchLimits limits, List<String> searchMoves,
    Variant variant) {

  public SearchRequest {
    Objects.requireNonNull(initialFen, "initialFen");
    Objects.requireNonNull(limits, "limits");
    Objects.requireNonNull(variant, "variant");
    moves = List.copyOf(moves);
    searchMoves = List.copyOf(searchMoves);
  }

  /** A standard (or Chess960) request. */
  public SearchRequest(
      String initialFen, List<String> moves, boolean chess960, SearchLimits limits, List<String> searchMoves) {
    this(initialFen, moves, chess960, limits, searchMoves, Variant.STANDARD);
  }

  /** A request that considers every root move, in a game of {@code variant}. */
  public SearchRequest(String initialFen, List<String> moves, boolean chess960, SearchLimits limits,
      Variant variant) {
    this(initialFen, moves, chess960, limits, List.of(), variant);
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

  /** Whether the game follows rules other than standard chess (books and online sources do not apply). */
  public boolean isVariant() {
    return variant != Variant.STANDARD;
  }

  public SearchRequest withLimits(SearchLimits newLimits) {
    return new SearchRequest(initialFen, moves, chess960, newLimits, searchMoves, variant);
  }

  /** The same request restricted to these root moves (empty for all). */
  public SearchRequest withSearchMoves(List<String> rootMoves) {
    return new SearchRequest(initialFen, moves, chess960, limits, rootMoves, variant);
  }
}
