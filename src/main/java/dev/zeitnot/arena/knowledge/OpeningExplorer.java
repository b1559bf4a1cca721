package dev.zeitnot.arena.knowledge;

import dev.zeitnot.arena.games.ArenaVariant;
import dev.zeitnot.arena.http.Json;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.PgnGame;
import dev.zeitnot.chess.PgnReader;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.San;
import dev.zeitnot.chess.Uci;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The arena's opening explorer: per position (by its Zobrist key, so move counters do not
 * matter), the moves the games of a PGN played from it with their results, answered in the shape
 * of the Lichess explorer ({@code /masters}, {@code /lichess}). It knows only its own games: by
 * default the 36 opening lines the jar ships ({@code openings.pgn}), all of standard chess, so a
 * position of Chess960 or a variant (read by that variant's rules) has no moves.
 */
public final class OpeningExplorer {

  /** Results of the games that played one move from one position: white wins, draws, black wins. */
  private static final class Counts {
    final String san;
    long white;
    long draws;
    long black;

    Counts(String san) {
      this.san = san;
    }
  }

  private final Map<Long, Map<String, Counts>> positions = new HashMap<>();

  private OpeningExplorer() {}

  /** The explorer of the games the jar ships. */
  public static OpeningExplorer shipped() {
    try (InputStream in = OpeningExplorer.class.getResourceAsStream("/dev/zeitnot/arena/openings.pgn")) {
      if (in == null) {
        throw new IllegalStateException("openings.pgn is missing from the jar");
      }
      return of(new InputStreamReader(in, StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The explorer of the standard games in {@code pgn} (others are skipped). */
  static OpeningExplorer of(Reader pgn) throws IOException {
    OpeningExplorer explorer = new OpeningExplorer();
    PgnReader reader = new PgnReader(pgn);
    for (PgnGame game = reader.next(); game != null; game = reader.next()) {
      if (game.isPlayable() && !game.isChess960()) {
        explorer.add(game);
      }
    }
    return explorer;
  }

  /** The explorer's answer for {@code fen} in {@code variant}: every move played from it, most played first. */
  ObjectNode answer(String fen, ArenaVariant variant) {
    Position position = Position.fromFen(fen, variant == ArenaVariant.CHESS960, variant.rules());
    boolean standard = variant == ArenaVariant.STANDARD || variant == ArenaVariant.FROM_POSITION;
    Map<String, Counts> moves = standard ? positions.getOrDefault(position.key(), Map.of()) : Map.of();
    ObjectNode body = Json.object();
    ArrayNode list = body.putArray("moves");
    long white = 0;
    long draws = 0;
    long black = 0;
    var sorted = moves.entrySet().stream()
        .sorted(Comparator.comparingLong((Map.Entry<String, Counts> e) -> -total(e.getValue()))).toList();
    for (Map.Entry<String, Counts> entry : sorted) {
      Counts c = entry.getValue();
      list.addObject().put("uci", entry.getKey()).put("san", c.san)
          .put("white", c.white).put("draws", c.draws).put("black", c.black);
      white += c.white;
      draws += c.draws;
      black += c.black;
    }
    body.put("white", white).put("draws", draws).put("black", black);
    body.putArray("topGames");
    return body;
  }

  private void add(PgnGame pgn) {
    Game game = new Game(pgn.initialFen(), false);
    for (String san : pgn.sanMoves()) {
      Position position = game.position();
      int move;
      try {
        move = San.parse(position, san);
      } catch (IllegalArgumentException e) {
        return; // the rest of a game with a bad move says nothing
      }
      Counts counts = positions.computeIfAbsent(position.key(), k -> new LinkedHashMap<>())
          .computeIfAbsent(Uci.format(move, Uci.CastlingStyle.KING_TWO_SQUARES), k -> new Counts(san));
      switch (pgn.result()) {
        case "1-0" -> counts.white++;
        case "0-1" -> counts.black++;
        case "1/2-1/2" -> counts.draws++;
        default -> { } // an unfinished game counts for nothing
      }
      game.play(move);
    }
  }

  private static long total(Counts c) {
    return c.white + c.draws + c.black;
  }
}
