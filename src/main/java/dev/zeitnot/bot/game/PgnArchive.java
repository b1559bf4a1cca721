package dev.zeitnot.bot.game;

import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.Pgn;
import dev.zeitnot.lichess.model.GameFull;
import dev.zeitnot.lichess.model.GameId;
import dev.zeitnot.lichess.model.Player;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes one PGN file per finished game, {@code <gameId>.pgn}, into the configured directory, and
 * never outside it: an id that is not a Lichess game id is refused.
 */
public final class PgnArchive {

  private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd").withZone(ZoneOffset.UTC);

  private final Path directory;
  private final String serverUrl;

  public PgnArchive(Path directory, String serverUrl) {
    this.directory = directory;
    this.serverUrl = serverUrl;
  }

  /** Writes the game; {@code clockComments} has one entry per ply (null where the clock is unknown). */
  public Path write(GameFull full, Game game, List<String> clockComments, GameResult result) throws IOException {
    Map<String, String> tags = new LinkedHashMap<>();
    tags.put("Event", (full.rated() ? "Rated " : "Casual ") + (full.speed() == null ? "" : full.speed() + " ")
        + "game");
    tags.put("Site", serverUrl + "/" + full.id());
    tags.put("Date", DATE.format(Instant.ofEpochMilli(full.createdAt())));
    tags.put("Round", "-");
    tags.put("White", name(full.white()));
    tags.put("Black", name(full.black()));
    tags.put("Result", result.pgnToken());
    playerTags(tags, "White", full.white());
    playerTags(tags, "Black", full.black());
    if (full.clock() != null) {
      tags.put("TimeControl", full.clock().initial() / 1000 + "+" + full.clock().increment() / 1000);
    }
    tags.put("Termination", result.status().wireName());
    Path file = fileOf(full.id());
    Files.createDirectories(directory);
    Files.writeString(file, Pgn.write(tags, game, clockComments));
    return file;
  }

  /** {@code <gameId>.pgn} in the directory, refusing an id that is not a game id or would lead out of it. */
  private Path fileOf(String gameId) throws IOException {
    if (!GameId.isValid(gameId)) {
      throw new IOException("not writing the PGN of a game whose id " + GameId.shown(gameId)
          + " is not a Lichess game id (8 letters and digits)");
    }
    Path base = directory.toAbsolutePath().normalize();
    Path file = base.resolve(gameId + ".pgn").normalize();
    if (!base.equals(file.getParent())) {
      throw new IOException("not writing " + file + ": outside game.pgn_directory " + base);
    }
    return file;
  }

  /** A clock comment as Lichess writes it: {@code [%clk 0:00:58]}. */
  public static String clockComment(long millis) {
    long seconds = Math.max(0, millis) / 1000;
    return String.format("[%%clk %d:%02d:%02d]", seconds / 3600, seconds / 60 % 60, seconds % 60);
  }

  /** Lichess's rating and title tags, which {@code stats} reads for performance and opponent kind. */
  private static void playerTags(Map<String, String> tags, String side, Player player) {
    if (player != null && player.rating() != null) {
      tags.put(side + "Elo", player.rating().toString());
    }
    if (player != null && player.title() != null) {
      tags.put(side + "Title", player.title());
    }
  }

  private static String name(Player player) {
    if (player == null) {
      return "?";
    }
    if (player.name() != null) {
      return player.name();
    }
    return player.aiLevel() != null ? "Stockfish level " + player.aiLevel() : "?";
  }
}
