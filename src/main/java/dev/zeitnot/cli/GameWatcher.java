package dev.zeitnot.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.games.GameViewer;
import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.Piece;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Square;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.CountDownLatch;

/**
 * Shows an arena game in the terminal for the demo: each move in SAN with both clocks, chat
 * lines, and the board every few plies. It follows the game like a spectator's stream.
 */
final class GameWatcher implements GameViewer {

  private final ArenaAccount spectatorSeat;
  private final Game game;
  private final PrintWriter out;
  private final int boardEveryPlies;
  private final CountDownLatch over = new CountDownLatch(1);

  GameWatcher(ArenaAccount spectatorSeat, String initialFen, boolean chess960, PrintWriter out,
      int boardEveryPlies) {
    this.spectatorSeat = spectatorSeat;
    this.game = new Game(initialFen, chess960);
    this.out = out;
    this.boardEveryPlies = boardEveryPlies;
  }

  @Override
  public ArenaAccount account() {
    return spectatorSeat;
  }

  @Override
  public synchronized void send(ObjectNode line) {
    switch (line.path("type").asText()) {
      case "gameFull" -> showState((ObjectNode) line.path("state"));
      case "gameState" -> showState(line);
      case "chatLine" -> out.printf("      chat %s: %s%n", line.path("username").asText(),
          line.path("text").asText());
      default -> { }
    }
    out.flush();
  }

  @Override
  public void close() {
    over.countDown();
  }

  /** Waits until the game has ended. */
  void awaitEnd() throws InterruptedException {
    over.await();
  }

  private void showState(ObjectNode state) {
    String moves = state.path("moves").asText();
    int before = game.ply();
    game.sync(moves);
    List<String> san = game.sanMoves();
    for (int ply = before; ply < game.ply(); ply++) {
      String number = ply % 2 == 0 ? (ply / 2 + 1) + "." : (ply / 2 + 1) + "...";
      out.printf("%-6s %-8s white %s  black %s%n", number, san.get(ply),
          clock(state.path("wtime").asLong()), clock(state.path("btime").asLong()));
      if (boardEveryPlies > 0 && (ply + 1) % boardEveryPlies == 0) {
        printBoard(game.position());
      }
    }
  }

  private void printBoard(Position position) {
    for (int rank = 7; rank >= 0; rank--) {
      StringBuilder row = new StringBuilder("   ").append(rank + 1).append(' ');
      for (int file = 0; file < 8; file++) {
        int piece = position.pieceAt(Square.of(file, rank));
        row.append(' ').append(piece == Piece.NONE ? '.' : Piece.symbol(piece));
      }
      out.println(row);
    }
    out.println("      a b c d e f g h");
  }

  private static String clock(long ms) {
    if (ms >= Integer.MAX_VALUE) {
      return "-";
    }
    return String.format("%d:%02d.%d", ms / 60_000, ms / 1000 % 60, ms / 100 % 10);
  }
}
