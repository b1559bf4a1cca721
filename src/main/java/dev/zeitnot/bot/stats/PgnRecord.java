package dev.zeitnot.bot.stats;

import dev.zeitnot.chess.PgnGame;
import dev.zeitnot.chess.PgnReader;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * One game of the PGN archive as {@code stats} needs it: the tags, and for every ply the text of
 * the comment after it (empty when none).
 *
 * @param tags the tag pairs, e.g. {@code White -> zeitnot}
 * @param comments one comment text per ply, in order
 * @param result the result token of the movetext ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, {@code *})
 */
public record PgnRecord(Map<String, String> tags, List<String> comments, String result) {

  public PgnRecord {
    tags = Map.copyOf(tags);
    comments = List.copyOf(comments);
  }

  /** Every game of a PGN text (read by the one PGN reader, {@link PgnReader}). */
  public static List<PgnRecord> readAll(String pgn) {
    List<PgnRecord> records = new ArrayList<>();
    PgnReader reader = new PgnReader(new StringReader(pgn));
    try {
      for (PgnGame game = reader.next(); game != null; game = reader.next()) {
        records.add(new PgnRecord(game.tags(), game.comments(), game.result()));
      }
    } catch (IOException e) {
      throw new UncheckedIOException("reading a string cannot fail", e);
    }
    return records;
  }

  public String tag(String name) {
    return tags.get(name);
  }

  /** Whether white made the first ply (false when the game starts from a FEN with black to move). */
  public boolean whiteMovesFirst() {
    String fen = tags.get("FEN");
    if (fen == null) {
      return true;
    }
    String[] fields = fen.trim().split("\\s+");
    return fields.length < 2 || !fields[1].equals("b");
  }
}
