import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.San;
import dev.zeitnot.bot.clock.GameLength;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The numbers behind the bot's game-length model (bot.clock.GameLength): reads PGN files and
 * prints, by material left and by move number, how many moves the side to move still played
 * (median, 75th and 90th percentile); by move number beside the model's two figures (the
 * expected moves left and the moves left of the 100-move long game). Run by bench/game-length.sh.
 */
public final class GameLengthTable {
  private static final Pattern TAG = Pattern.compile("\\[(\\w+) \"(.*)\"\\]");

  record Sample(int ply, int material, int movesLeft) { }

  public static void main(String[] args) throws Exception {
    List<Sample> samples = new ArrayList<>();
    int games = 0;
    int plies = 0;
    for (String file : args) {
      for (String text : Files.readString(Path.of(file)).split("(?=\\[Event )")) {
        if (text.isBlank()) {
          continue;
        }
        String fen = Position.STARTPOS_FEN;
        Matcher m = TAG.matcher(text);
        String termination = "";
        while (m.find()) {
          if (m.group(1).equals("FEN")) {
            fen = m.group(2);
          }
          if (m.group(1).equals("Termination")) {
            termination = m.group(2);
          }
        }
        String movetext = text.replaceAll("(?m)^\\[.*$", "").replaceAll("\\{[^}]*\\}", " ")
            .replaceAll("\\d+\\.(\\.\\.)?", " ").replaceAll("(1-0|0-1|1/2-1/2|\\*)\\s*$", " ");
        Position position = Position.fromFen(fen);
        int startPly = 2 * (position.fullmoveNumber() - 1) + position.sideToMove();
        List<int[]> seen = new ArrayList<>();
        for (String san : movetext.trim().split("\\s+")) {
          if (san.isEmpty()) {
            continue;
          }
          seen.add(new int[] {startPly + seen.size(), GameLength.material(position)});
          position.makeMove(San.parse(position, san));
        }
        int total = seen.size();
        for (int i = 0; i < total; i++) {
          // Moves of the side to move still to play, this one included.
          samples.add(new Sample(seen.get(i)[0], seen.get(i)[1], (total - i + 1) / 2));
        }
        games++;
        plies += total;
      }
    }
    System.out.printf("%d games, %d plies, mean %.1f plies a game%n", games, plies, (double) plies / games);
    print("material", samples, s -> s.material() / 10 * 10, 10, false);
    print("ply", samples, s -> s.ply() / 20 * 20, 20, true);
  }

  interface Key {
    int of(Sample s);
  }

  private static void print(String what, List<Sample> samples, Key bucket, int width, boolean model) {
    TreeMap<Integer, List<Sample>> byBucket = new TreeMap<>();
    for (Sample s : samples) {
      byBucket.computeIfAbsent(bucket.of(s), k -> new ArrayList<>()).add(s);
    }
    System.out.printf("%n%-10s %7s %7s %7s %7s%s%n", what, "samples", "median", "p75", "p90",
        model ? String.format(" %9s %9s", "expected", "long game") : "");
    byBucket.forEach((from, list) -> {
      int[] left = list.stream().mapToInt(Sample::movesLeft).sorted().toArray();
      String figures = "";
      if (model) {
        figures = String.format(" %9.1f %9.1f",
            list.stream().mapToInt(s -> GameLength.expectedMovesLeft(s.ply() / 2)).average().orElse(0),
            list.stream().mapToInt(s -> GameLength.longGameMovesLeft(s.ply() / 2, GameLength.LONG_GAME_MOVES))
                .average().orElse(0));
      }
      System.out.printf("%3d-%-6d %7d %7d %7d %7d%s%n", from, from + width - 1, left.length,
          at(left, 50), at(left, 75), at(left, 90), figures);
    });
  }

  private static int at(int[] sorted, int percent) {
    return sorted[Math.min(sorted.length - 1, sorted.length * percent / 100)];
  }
}
