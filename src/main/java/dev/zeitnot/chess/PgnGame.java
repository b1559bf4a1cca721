package dev.zeitnot.chess;

import java.util.List;
import java.util.Map;

/**
 * One game as a PGN file gives it: the tags, the main line's moves in SAN and the comment after
 * each (variations and annotations left out).
 *
 * @param tags the tag pairs in file order
 * @param sanMoves the main line
 * @param comments the text of the comments after each main-line move, "" where there is none
 * @param result the game termination marker ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *})
 */
public record PgnGame(Map<String, String> tags, List<String> sanMoves, List<String> comments, String result) {

  /** A game without comments. */
  public PgnGame(Map<String, String> tags, List<String> sanMoves, String result) {
    this(tags, sanMoves, java.util.Collections.nCopies(sanMoves.size(), ""), result);
  }

  /** The game's start: its FEN tag, or the standard start position. */
  public String initialFen() {
    String fen = tags.get("FEN");
    return fen == null || fen.isBlank() ? Position.STARTPOS_FEN : fen;
  }

  /** Whether the Variant tag says Chess960 (or Fischerandom). */
  public boolean isChess960() {
    String variant = tags.getOrDefault("Variant", "").toLowerCase(java.util.Locale.ROOT).replace(" ", "");
    return variant.equals("chess960") || variant.equals("fischerandom") || variant.equals("fischerrandom");
  }

  /** Whether the game is standard chess or Chess960 (not another variant such as Atomic). */
  public boolean isPlayable() {
    String variant = tags.getOrDefault("Variant", "").toLowerCase(java.util.Locale.ROOT).replace(" ", "");
    return variant.isEmpty() || variant.equals("standard") || variant.equals("fromposition") || isChess960();
  }
}
