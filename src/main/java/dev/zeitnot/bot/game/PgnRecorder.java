package dev.zeitnot.bot.game;

import dev.zeitnot.bot.knowledge.MoveOrigin;
import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Game;
import dev.zeitnot.lichess.model.GameFull;
import dev.zeitnot.lichess.model.GameState;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The game's record for the PGN archive: the clock after every ply, where each of our known
 * (not searched) moves came from ({@code [%src book]}, read by {@code stats}), and the file at the end.
 */
final class PgnRecorder {

  private static final Logger log = LoggerFactory.getLogger(GameSession.class);

  private final PgnArchive archive;
  private final List<String> clockComments = new ArrayList<>();
  private final Map<Integer, MoveOrigin> sources = new HashMap<>();

  PgnRecorder(PgnArchive archive) {
    this.archive = archive;
  }

  /** {@code state} came with {@code ply} moves played, the last by {@code mover}. */
  void record(GameState state, int ply, int mover, boolean hasClock) {
    while (clockComments.size() > ply) {
      clockComments.remove(clockComments.size() - 1); // a takeback
    }
    sources.keySet().removeIf(index -> index >= ply); // taken back, or about to be chosen again
    while (clockComments.size() < ply) {
      clockComments.add(null);
    }
    if (ply > 0 && hasClock) {
      clockComments.set(ply - 1, PgnArchive.clockComment(mover == Color.WHITE ? state.wtime() : state.btime()));
    }
  }

  /** Our move at index {@code ply} came from {@code origin}; only knowledge is written down. */
  void source(int ply, MoveOrigin origin) {
    if (origin.isKnowledge()) {
      sources.put(ply, origin);
    } else {
      sources.remove(ply);
    }
  }

  /** Writes the finished game against {@code opponentId}; a failure is logged, not thrown. */
  void write(GameFull full, Game game, GameResult result, String opponentId) {
    List<String> comments = new ArrayList<>(clockComments);
    sources.forEach((ply, origin) -> {
      if (ply < comments.size()) {
        String clock = comments.get(ply);
        comments.set(ply, (clock == null ? "" : clock + " ") + "[%src " + origin + "]");
      }
    });
    try {
      log.info("PGN written to {}", archive.write(full, game, comments, result, opponentId));
    } catch (IOException e) {
      log.warn("could not write the PGN ({})", e.getMessage());
    }
  }
}
