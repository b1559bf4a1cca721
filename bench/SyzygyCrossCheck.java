import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Position;
import dev.zeitnot.engine.syzygy.SyzygyTables;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;
import java.util.Random;
import java.util.stream.Stream;

/**
 * The Java side of bench/syzygy-vs-fathom.sh, run with target/classes on the class path:
 *   positions DIR COUNT SEED  prints COUNT random legal positions (FEN), spread evenly over the
 *                             tables of DIR, some with an en-passant square that a pawn of the
 *                             side to move can take;
 *   probe DIR                 reads FENs on stdin and prints "wdl dtz" (or "fail") for each;
 *   play DIR                  reads FENs on stdin and plays each out with SyzygyTables.bestMove
 *                             for both sides (the bot's rule), from a fresh fifty-move counter:
 *                             counts won starts that end in mate before the rule draws them, and
 *                             drawn starts whose WDL stays a draw for 200 plies (or ends drawn).
 */
public final class SyzygyCrossCheck {
  public static void main(String[] args) throws Exception {
    Path dir = Path.of(args[1]);
    if (args[0].equals("positions")) {
      positions(dir, Integer.parseInt(args[2]), Long.parseLong(args[3]));
    } else if (args[0].equals("play")) {
      play(dir);
    } else {
      probe(dir);
    }
  }

  private static void probe(Path dir) throws Exception {
    SyzygyTables tables = SyzygyTables.open(List.of(dir));
    System.err.printf("java: %d WDL and %d DTZ tables, up to %d pieces%n", tables.wdlTableCount(),
        tables.dtzTableCount(), tables.maxPieces());
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    BufferedWriter out = new BufferedWriter(new OutputStreamWriter(System.out));
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      Position pos = Position.fromFen(line);
      OptionalInt wdl = tables.wdl(pos);
      OptionalInt dtz = tables.dtz(pos);
      out.write(wdl.isPresent() && dtz.isPresent() ? wdl.getAsInt() + " " + dtz.getAsInt() : "fail");
      out.newLine();
    }
    out.flush();
  }

  private static void play(Path dir) throws Exception {
    SyzygyTables tables = SyzygyTables.open(List.of(dir));
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    int wins = 0;
    int converted = 0;
    int draws = 0;
    int held = 0;
    long plies = 0;
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      Position pos = Position.fromFen(line);
      OptionalInt start = tables.wdl(pos);
      if (start.isEmpty() || Math.abs(start.getAsInt()) == 1) {
        continue;
      }
      int winner = start.getAsInt() == 2 ? pos.sideToMove() : start.getAsInt() == -2 ? Color.opposite(pos.sideToMove()) : -1;
      boolean ok = true;
      int ply = 0;
      while (ply < 200) {
        if (pos.countLegal() == 0 || pos.isFiftyMoveDraw() || pos.isInsufficientMaterial()) {
          break;
        }
        var move = tables.bestMove(pos);
        if (move.isEmpty()) {
          ok = false;
          break;
        }
        pos.makeMove(move.get().move());
        ply++;
        if (winner < 0 && tables.wdl(pos).orElse(99) != 0) {
          ok = false;
          break;
        }
      }
      plies += ply;
      boolean mated = pos.inCheck() && pos.countLegal() == 0;
      if (winner >= 0) {
        wins++;
        converted += ok && mated && pos.sideToMove() != winner ? 1 : 0;
        if (!(ok && mated && pos.sideToMove() != winner)) {
          System.out.println("not converted: " + line);
        }
      } else {
        draws++;
        held += ok && !mated ? 1 : 0;
        if (!(ok && !mated)) {
          System.out.println("not held: " + line);
        }
      }
    }
    System.out.printf("won starts %d, mated within the fifty-move rule %d; drawn starts %d, held %d; plies played %d%n",
        wins, converted, draws, held, plies);
  }

  private static void positions(Path dir, int count, long seed) throws Exception {
    List<String> names;
    try (Stream<Path> files = Files.list(dir)) {
      names = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".rtbw"))
          .map(n -> n.substring(0, n.length() - 5)).sorted().toList();
    }
    Random random = new Random(seed);
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < count; i++) {
      String name = names.get(i % names.size());
      out.append(randomPosition(name, random)).append('\n');
      if (out.length() > 1 << 16) {
        System.out.print(out);
        out.setLength(0);
      }
    }
    System.out.print(out);
  }

  /** A random legal position of the material: the side not to move is not in check. */
  private static String randomPosition(String name, Random random) {
    int v0 = name.indexOf('v');
    boolean wantEnPassant = name.substring(0, v0).contains("P") && name.substring(v0).contains("P")
        && random.nextInt(3) == 0;
    for (int attempt = 0; ; attempt++) {
      char[] board = new char[64];
      boolean whiteFirst = random.nextBoolean();
      int v = name.indexOf('v');
      boolean ok = true;
      for (int i = 0; i < name.length() && ok; i++) {
        char c = name.charAt(i);
        if (c == 'v') {
          continue;
        }
        boolean white = (i < v) == whiteFirst;
        int sq;
        int tries = 0;
        do {
          sq = random.nextInt(64);
          tries++;
        } while ((board[sq] != 0 || (c == 'P' && (sq < 8 || sq >= 56))) && tries < 1000);
        board[sq] = white ? c : Character.toLowerCase(c);
      }
      boolean whiteToMove = random.nextBoolean();
      String ep = "-";
      if (wantEnPassant) {
        ep = enPassant(board, whiteToMove, random);
        if (ep.equals("-") && attempt < 2000) {
          continue;
        }
      }
      String fen = placement(board) + (whiteToMove ? " w - " : " b - ") + ep + " 0 1";
      Position pos;
      try {
        pos = Position.fromFen(fen);
      } catch (RuntimeException e) {
        continue;
      }
      int mover = pos.sideToMove();
      int other = Color.opposite(mover);
      if ((pos.attackersTo(pos.kingSquare(other), pos.occupied()) & pos.occupancy(mover)) != 0) {
        continue;
      }
      return fen;
    }
  }

  /** An en-passant square behind an enemy pawn that could just have moved two squares, if any. */
  private static String enPassant(char[] board, boolean whiteToMove, Random random) {
    int rank = whiteToMove ? 4 : 3;
    char enemy = whiteToMove ? 'p' : 'P';
    char own = whiteToMove ? 'P' : 'p';
    int step = whiteToMove ? 8 : -8;
    int start = random.nextInt(8);
    for (int k = 0; k < 8; k++) {
      int file = (start + k) % 8;
      int sq = rank * 8 + file;
      boolean capturer = (file > 0 && board[sq - 1] == own) || (file < 7 && board[sq + 1] == own);
      if (board[sq] == enemy && board[sq + step] == 0 && board[sq + 2 * step] == 0 && capturer) {
        return "" + (char) ('a' + file) + (char) ('1' + rank + (whiteToMove ? 1 : -1));
      }
    }
    return "-";
  }

  private static String placement(char[] board) {
    StringBuilder b = new StringBuilder();
    for (int rank = 7; rank >= 0; rank--) {
      int empty = 0;
      for (int file = 0; file < 8; file++) {
        char c = board[rank * 8 + file];
        if (c == 0) {
          empty++;
        } else {
          if (empty > 0) {
            b.append(empty);
            empty = 0;
          }
          b.append(c);
        }
      }
      if (empty > 0) {
        b.append(empty);
      }
      if (rank > 0) {
        b.append('/');
      }
    }
    return b.toString();
  }
}
