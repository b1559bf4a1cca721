package dev.zeitnot.lab.match;

import dev.zeitnot.chess.PgnGame;
import dev.zeitnot.chess.PgnReader;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The games an earlier run of the same match finished, read back from the PGN file it wrote, so a
 * stopped match (a long SPRT across sessions) goes on where it was. A game counts only when its
 * movetext ends with the result its tags give (one cut off by the stop is played again), and only
 * when it belongs to this match: its round within the games, its start the opening of its round
 * and its time control this match's; anything else is refused, naming the game.
 *
 * @param results the finished games by index (round - 1)
 * @param firstName the first engine's name in those games (White of the even indices), or null
 * @param secondName the second engine's, or null
 */
record EarlierGames(SortedMap<Integer, MatchOutcome> results, String firstName, String secondName) {

  EarlierGames {
    results = Collections.unmodifiableSortedMap(new TreeMap<>(results));
  }

  /**
   * The games of {@code pgnFile}; none when the file does not exist.
   *
   * @throws IllegalArgumentException when the file cannot be read or holds a game of another match
   */
  static EarlierGames read(Path pgnFile, MatchRunner.Settings settings) {
    SortedMap<Integer, MatchOutcome> finished = new TreeMap<>();
    String[] names = new String[2];
    try (BufferedReader in = Files.newBufferedReader(pgnFile)) {
      PgnReader reader = new PgnReader(in);
      int number = 0;
      for (PgnGame game = reader.next(); game != null; game = reader.next()) {
        number++;
        String result = game.tags().getOrDefault("Result", "*");
        if (result.equals("*") || !result.equals(game.result())) {
          continue;
        }
        int index = index(game, number, pgnFile, settings);
        MatchOutcome outcome = MatchOutcome.fromPgn(result, game.tags().getOrDefault("Termination", ""),
            "from the earlier run");
        if (finished.put(index, outcome) != null) {
          throw refused(pgnFile, number, "round " + (index + 1) + " is finished twice");
        }
        boolean firstIsWhite = index % 2 == 0;
        names[0] = game.tags().get(firstIsWhite ? "White" : "Black");
        names[1] = game.tags().get(firstIsWhite ? "Black" : "White");
      }
    } catch (NoSuchFileException e) {
      return new EarlierGames(finished, null, null);
    } catch (IOException e) {
      throw new IllegalArgumentException("cannot read the earlier games in " + pgnFile + " (" + e + ")", e);
    }
    return new EarlierGames(finished, names[0], names[1]);
  }

  private static int index(PgnGame game, int number, Path pgnFile, MatchRunner.Settings settings) {
    int index;
    try {
      index = Integer.parseInt(game.tags().getOrDefault("Round", "")) - 1;
    } catch (NumberFormatException e) {
      throw refused(pgnFile, number, "its Round tag is not a number");
    }
    if (index < 0 || index >= settings.games()) {
      throw refused(pgnFile, number, "round " + (index + 1) + " is outside this match's " + settings.games()
          + " games");
    }
    String opening = settings.openings().get(index / 2 % settings.openings().size());
    if (!game.initialFen().equals(opening)) {
      throw refused(pgnFile, number, "round " + (index + 1) + " starts from " + game.initialFen()
          + ", not from this match's opening " + (index / 2 % settings.openings().size() + 1) + " " + opening);
    }
    String timeControl = MatchRunner.timeControlTag(settings);
    if (!timeControl.equals(game.tags().get("TimeControl"))) {
      throw refused(pgnFile, number, "round " + (index + 1) + " was played at " + game.tags().get("TimeControl")
          + ", this match at " + timeControl);
    }
    return index;
  }

  private static IllegalArgumentException refused(Path pgnFile, int number, String why) {
    return new IllegalArgumentException(pgnFile + " game " + number + " is not a game of this match: " + why);
  }
}
