package dev.zeitnot.bot.game;

import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Game;
import dev.zeitnot.lichess.model.GameFull;
import dev.zeitnot.lichess.model.GameState;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The game's record for the PGN archive: the clock after every ply, and the file at the end. */
final class PgnRecorder {

  private static final Logger log = LoggerFactory.getLogger(GameSession.class);

  private final PgnArchive archive;
  private final List<String> clockComments = new ArrayList<>();

  PgnRecorder(PgnArchive archive) {
    this.archive = archive;
  }

  /** {@code state} came with {@code ply} moves played, the last by {@code mover}. */
  void record(GameState state, int ply, int mover, boolean hasClock) {
    while (clockComments.size() > ply) {
      clockComments.remove(clockComments.size() - 1); // a takeback
    }
    while (clockComments.size() < ply) {
      clockComments.add(null);
    }
    if (ply > 0 && hasClock) {
      clockComments.set(ply - 1, PgnArchive.clockComment(mover == Color.WHITE ? state.wtime() : state.btime()));
    }
  }

  /** Writes the finished game; a failure is logged, not thrown. */
  void write(GameFull full, Game game, GameResult result) {
    try {
      log.info("PGN written to {}", archive.write(full, game, clockComments, result));
    } catch (IOException e) {
      log.warn("could not write the PGN ({})", e.getMessage());
    }
  }
}
