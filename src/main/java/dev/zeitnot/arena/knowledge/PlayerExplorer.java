package dev.zeitnot.arena.knowledge;

import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.games.ArenaGameStatus;
import dev.zeitnot.arena.games.ArenaVariant;
import dev.zeitnot.arena.games.GameSetup;
import dev.zeitnot.arena.http.Json;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.San;
import dev.zeitnot.chess.Uci;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The arena's player explorer ({@code /player}): the moves played from a position (by its
 * Zobrist key) in the finished, not aborted arena games of one player with one colour, with their
 * results, the opponents' average rating and the player's performance, in the shape of Lichess's
 * {@code OpeningExplorerPlayer}, counting only the games of the asked variant (replayed by its rules).
 * Like the real explorer it streams growing answers: a first line while it "indexes" (nothing
 * counted yet), then the whole answer.
 */
public final class PlayerExplorer {

  /** Performance: the opponents' average rating plus this many points per net win per game. */
  private static final int PERFORMANCE_POINTS_PER_NET_WIN = 400;

  /** What one move from the position scored in the player's games. */
  private static final class Tally {
    final String san;
    long white;
    long draws;
    long black;
    long opponentRatings;
    long netWins;

    Tally(String san) {
      this.san = san;
    }

    long games() {
      return white + draws + black;
    }
  }

  private final Supplier<Collection<ArenaGame>> games;

  /** An explorer of the games {@code games} lists at the time of each question. */
  public PlayerExplorer(Supplier<Collection<ArenaGame>> games) {
    this.games = games;
  }

  /**
   * The NDJSON lines for {@code player} with {@code color} ({@link Color#WHITE} or BLACK) from {@code fen},
   * in the games of {@code variant}.
   */
  List<ObjectNode> answer(String player, int color, String fen, ArenaVariant variant) {
    long key = Position.fromFen(fen, variant == ArenaVariant.CHESS960, variant.rules()).key();
    Map<String, Tally> moves = new LinkedHashMap<>();
    for (ArenaGame game : games.get()) {
      GameSetup setup = game.setup();
      if (game.isOver() && game.status() != ArenaGameStatus.ABORTED && setup.variant() == variant
          && setup.player(color).username().equalsIgnoreCase(player)) {
        count(game, color, key, moves);
      }
    }
    return List.of(body(Map.of()), body(moves));
  }

  private static void count(ArenaGame arenaGame, int color, long key, Map<String, Tally> moves) {
    Game played = arenaGame.chessGame();
    Game replay = new Game(played.initialFen(), played.isChess960(), played.variant());
    int winner = arenaGame.winner();
    int opponentRating = arenaGame.setup().player(1 - color).rating();
    for (String uci : played.uciMoves()) {
      Position position = replay.position();
      if (position.key() == key) {
        int move = Uci.parse(position, uci);
        Tally tally = moves.computeIfAbsent(uci, u -> new Tally(San.format(position, move)));
        if (winner == Color.WHITE) {
          tally.white++;
        } else if (winner == Color.BLACK) {
          tally.black++;
        } else {
          tally.draws++;
        }
        tally.opponentRatings += opponentRating;
        tally.netWins += winner == color ? 1 : winner == 1 - color ? -1 : 0;
      }
      replay.play(uci);
    }
  }

  private static ObjectNode body(Map<String, Tally> moves) {
    ObjectNode body = Json.object();
    body.putNull("opening");
    body.put("queuePosition", 0);
    ArrayNode list = body.putArray("moves");
    long white = 0;
    long draws = 0;
    long black = 0;
    var sorted = moves.entrySet().stream()
        .sorted(Comparator.comparingLong((Map.Entry<String, Tally> e) -> -e.getValue().games())).toList();
    for (Map.Entry<String, Tally> entry : sorted) {
      Tally t = entry.getValue();
      long average = t.opponentRatings / t.games();
      ObjectNode move = list.addObject().put("uci", entry.getKey()).put("san", t.san)
          .put("averageOpponentRating", average)
          .put("performance", average + PERFORMANCE_POINTS_PER_NET_WIN * t.netWins / t.games())
          .put("white", t.white).put("draws", t.draws).put("black", t.black);
      move.putNull("game");
      move.putNull("opening");
      white += t.white;
      draws += t.draws;
      black += t.black;
    }
    body.put("white", white).put("draws", draws).put("black", black);
    body.putArray("recentGames");
    return body;
  }
}
