package dev.zeitnot.bot.game;

import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.Pgn;
import dev.zeitnot.chess.Variant;
import dev.zeitnot.config.PgnGrouping;
import dev.zeitnot.lichess.model.GameFull;
import dev.zeitnot.lichess.model.GameId;
import dev.zeitnot.lichess.model.Player;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Writes each finished game as PGN into the configured directory, and never outside it: in its own
 * file {@code <gameId>.pgn} (an id that is not a Lichess game id is refused), or appended to the
 * file it shares with other games by {@code game.pgn_file_grouping} (by opponent, day or all).
 */
public final class PgnArchive {

  private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd").withZone(ZoneOffset.UTC);
  private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("yyyy-MM-dd").withZone(ZoneOffset.UTC);
  /** A Lichess user id: what may name an opponent's file. */
  private static final Pattern USER_ID = Pattern.compile("[a-z0-9_-]{1,30}");

  private final Path directory;
  private final String serverUrl;
  private final PgnGrouping grouping;

  public PgnArchive(Path directory, String serverUrl) {
    this(directory, serverUrl, PgnGrouping.GAME);
  }

  public PgnArchive(Path directory, String serverUrl, PgnGrouping grouping) {
    this.directory = directory;
    this.serverUrl = serverUrl;
    this.grouping = grouping;
  }

  /**
   * Writes the game against {@code opponentId} (a lower-case user id); {@code clockComments} has one
   * entry per ply (null where the clock is unknown). Games that share a file are appended one at a time.
   */
  public synchronized Path write(GameFull full, Game game, List<String> clockComments, GameResult result,
      String opponentId) throws IOException {
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
    if (VariantOfGame.of(full) != Variant.STANDARD) {
      tags.put("Variant", full.variant().name());
    }
    if (!GameId.isValid(full.id())) {
      throw new IOException("not writing the PGN of a game whose id " + GameId.shown(full.id())
          + " is not a Lichess game id (8 letters and digits)");
    }
    Path file = fileOf(switch (grouping) {
      case GAME -> full.id();
      case OPPONENT -> "vs-" + (opponentId != null && USER_ID.matcher(opponentId).matches() ? opponentId : "unknown");
      case DAY -> DAY.format(Instant.ofEpochMilli(full.createdAt()));
      case ALL -> "games";
    });
    Files.createDirectories(directory);
    String pgn = Pgn.write(tags, game, clockComments);
    if (grouping == PgnGrouping.GAME || !Files.exists(file)) {
      Files.writeString(file, pgn);
    } else {
      // PGN separates games by a blank line.
      Files.writeString(file, "\n" + pgn, StandardOpenOption.APPEND);
    }
    return file;
  }

  /** {@code <name>.pgn} in the directory, refusing a name that would lead out of it. */
  private Path fileOf(String name) throws IOException {
    Path base = directory.toAbsolutePath().normalize();
    Path file = base.resolve(name + ".pgn").normalize();
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
