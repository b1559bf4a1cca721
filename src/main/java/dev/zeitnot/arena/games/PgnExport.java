package dev.zeitnot.arena.games;

import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Pgn;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A game as PGN for {@code /game/export/{id}}: tags, moves and each mover's clock. */
public final class PgnExport {

  private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd")
      .withZone(ZoneOffset.UTC);

  private PgnExport() {
  }

  public static String of(ArenaGame game, String baseUrl) {
    synchronized (game) {
      GameSetup setup = game.setup();
      Map<String, String> tags = new LinkedHashMap<>();
      tags.put("Event", (setup.rated() ? "Rated " : "Casual ") + setup.speed().displayName()
          + " game");
      tags.put("Site", baseUrl + "/" + setup.id());
      tags.put("Date", DATE.format(Instant.ofEpochMilli(setup.createdAtEpochMs())));
      tags.put("Round", "-");
      tags.put("White", setup.white().username());
      tags.put("Black", setup.black().username());
      tags.put("Result", result(game));
      tags.put("GameId", setup.id());
      if (setup.white().title() != null) {
        tags.put("WhiteTitle", setup.white().title());
      }
      if (setup.black().title() != null) {
        tags.put("BlackTitle", setup.black().title());
      }
      tags.put("Variant", setup.variant().displayName());
      tags.put("TimeControl", setup.hasClock()
          ? setup.limitSeconds() + "+" + setup.incrementSeconds() : "-");
      tags.put("Termination", termination(game.status()));
      return Pgn.write(tags, game.chessGame(), clockComments(game.clockAfterPly()));
    }
  }

  public static String result(ArenaGame game) {
    if (!game.isOver()) {
      return "*";
    }
    if (game.winner() < 0) {
      return game.status() == ArenaGameStatus.ABORTED ? "*" : "1/2-1/2";
    }
    return game.winner() == Color.WHITE ? "1-0" : "0-1";
  }

  private static String termination(ArenaGameStatus status) {
    return switch (status) {
      case OUT_OF_TIME -> "Time forfeit";
      case ABORTED -> "Abandoned";
      case TIMEOUT -> "Rules infraction";
      case STARTED, CREATED -> "Unterminated";
      default -> "Normal";
    };
  }

  private static List<String> clockComments(List<Long> clocks) {
    List<String> comments = new ArrayList<>();
    for (long ms : clocks) {
      if (ms < 0) {
        comments.add(null);
      } else {
        long seconds = ms / 1000;
        comments.add(String.format("[%%clk %d:%02d:%02d]", seconds / 3600, seconds / 60 % 60,
            seconds % 60));
      }
    }
    return comments;
  }
}
