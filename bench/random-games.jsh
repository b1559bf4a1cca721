// Writes GAMES games of random legal moves (seeded) as PGN to OUT: input for bench/book-vs-polyglot.sh.
// Run with: jshell --class-path target/zeitnot.jar -R-DGAMES=2000 -R-DSEED=1 -R-DOUT=/tmp/g.pgn bench/random-games.jsh
import dev.zeitnot.chess.*;
import java.nio.file.*;
import java.util.*;

int games = Integer.getInteger("GAMES", 2000);
Random random = new Random(Long.getLong("SEED", 1L));
String[] results = {"1-0", "0-1", "1/2-1/2", "1-0", "0-1", "*"};
StringBuilder pgn = new StringBuilder();
int[] moves = new int[Position.MAX_MOVES];
for (int g = 0; g < games; g++) {
  Game game = Game.startpos();
  int plies = 10 + random.nextInt(70);
  for (int i = 0; i < plies && game.outcome().kind() == Outcome.Kind.ONGOING; i++) {
    // The first plies come from a narrow set (the first four legal moves) so that positions repeat across games.
    int n = game.position().generateLegal(moves);
    game.play(moves[random.nextInt(i < 6 ? Math.min(n, 4) : n)]);
  }
  String result = game.outcome().isOver() ? game.outcome().resultToken() : results[random.nextInt(results.length)];
  pgn.append(Pgn.write(Map.of("Event", "random " + g, "Result", result), game, List.of())).append('\n');
}
Files.writeString(Path.of(System.getProperty("OUT")), pgn);
/exit
