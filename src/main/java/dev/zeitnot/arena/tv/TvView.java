package dev.zeitnot.arena.tv;

import dev.zeitnot.arena.clock.ArenaClock;
import dev.zeitnot.arena.clock.TimeSource;
import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.lobby.Lobby;
import dev.zeitnot.chess.Game;
import java.util.Comparator;
import java.util.List;

/**
 * What the arena's page shows: every game in progress with its players' names, clock setting,
 * position, moves (SAN) and both clocks now. Public facts only: no token, no game secret. A
 * finished game is not in it.
 */
final class TvView {

  /**
   * One game. {@code running}: the colour whose clock runs ("" for none); clocks are -1 without one.
   */
  record TvGame(String id, String white, String black, String clock, String fen, List<String> moves,
      String lastMove, long whiteMs, long blackMs, String running) {}

  /** The page's data: {@code games} in the order they started. */
  record Tv(List<TvGame> games) {}

  private final Lobby lobby;
  private final TimeSource time;

  TvView(Lobby lobby, TimeSource time) {
    this.lobby = lobby;
    this.time = time;
  }

  /** The games in progress now. */
  Tv now() {
    return new Tv(lobby.games().stream().filter(game -> !game.isOver())
        .sorted(Comparator.comparingLong(game -> game.setup().createdAtEpochMs()))
        .map(this::view).toList());
  }

  private TvGame view(ArenaGame game) {
    synchronized (game) { // one consistent moment: no move between the position and the clocks
      Game chess = game.chessGame();
      List<String> uci = chess.uciMoves();
      ArenaClock clock = game.clock();
      long now = time.millis();
      var setup = game.setup();
      String clockSetting = setup.hasClock()
          ? setup.limitSeconds() / 60 + (setup.limitSeconds() % 60 == 0 ? "" : ":" + setup.limitSeconds() % 60)
              + "+" + setup.incrementSeconds()
          : "correspondence";
      return new TvGame(game.id(), setup.white().username(), setup.black().username(), clockSetting,
          chess.position().toFen(), chess.sanMoves(), uci.isEmpty() ? "" : uci.get(uci.size() - 1),
          clock == null ? -1 : clock.exactRemaining(0, now), clock == null ? -1 : clock.exactRemaining(1, now),
          clock == null || clock.running() < 0 ? "" : clock.running() == 0 ? "white" : "black");
    }
  }
}
