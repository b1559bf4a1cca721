import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Variant;
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
 * The Java side of bench/syzygy-vs-fathom.sh and bench/syzygy-variants-vs-python-chess.sh, run with
 * target/classes on the class path. VARIANT (optional, default standard) is a Lichess variant key:
 * standard reads .rtbw tables; atomic .atbw and antichess .gtbw/.stbw, their 3- and 4-piece ones
 * (what the python-chess cross-check builds). Legal here: the side not to move is not in check (in
 * atomic kings side by side never are; antichess has no check); pawns off the first and last ranks.
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
      positions(dir, Integer.parseInt(args[2]), Long.parseLong(args[3]), variant(args, 4));
    } else if (args[0].equals("play")) {
      play(dir);
    } else {
      probe(dir, variant(args, 2));
    }
  }

  private static Variant variant(String[] args, int index) {
    return args.length > index ? Variant.ofLichessKey(args[index]).orElseThrow() : Variant.STANDARD;
  }

  private static void probe(Path dir, Variant variant) throws Exception {
    SyzygyTables tables = SyzygyTables.open(List.of(dir));
    System.err.println("java: " + tables.summary());
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    BufferedWriter out = new BufferedWriter(new OutputStreamWriter(System.out));
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      Position pos = Position.fromFen(line, false, variant);
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

  private static void positions(Path dir, int count, long seed, Variant variant) throws Exception {
    List<String> suffixes = variant == Variant.STANDARD ? List.of(".rtbw")
        : variant == Variant.ATOMIC ? List.of(".atbw") : List.of(".gtbw", ".stbw");
    List<String> names;
    try (Stream<Path> files = Files.list(dir)) {
      names = files.map(p -> p.getFileName().toString())
          .filter(n -> suffixes.stream().anyMatch(n::endsWith))
          .map(n -> n.substring(0, n.length() - 5))
          .filter(n -> variant == Variant.STANDARD || (n.length() - 1 >= 3 && n.length() - 1 <= 4))
          .distinct().sorted().toList();
    }
    Random random = new Random(seed);
    StringBuilder out = new StringBuilder();
    for (int i = 0; i < count; i++) {
      out.append(randomPosition(variant, names.get(i % names.size()), random)).append('\n');
      if (out.length() > 1 << 16) {
        System.out.print(out);
        out.setLength(0);
      }
    }
    System.out.print(out);
  }

  /** A random legal position of the material (see the class comment). */
  private static String randomPosition(Variant variant, String name, Random random) {
    int v = name.indexOf('v');
    boolean wantEnPassant = name.substring(0, v).contains("P") && name.substring(v).contains("P")
        && random.nextInt(3) == 0;
    for (int attempt = 0; ; attempt++) {
      char[] board = new char[64];
      boolean whiteFirst = random.nextBoolean();
      for (int i = 0; i < name.length(); i++) {
        char c = name.charAt(i);
        if (c == 'v') {
          continue;
        }
        int sq;
        do {
          sq = random.nextInt(64);
        } while (board[sq] != 0 || (c == 'P' && (sq < 8 || sq >= 56)));
        board[sq] = (i < v) == whiteFirst ? c : Character.toLowerCase(c);
      }
      boolean whiteToMove = random.nextBoolean();
      String ep = "-";
      if (wantEnPassant) {
        ep = enPassant(board, whiteToMove, random);
        if (ep.equals("-") && attempt < 2000) {
          continue;
        }
      }
      String placement = placement(board);
      String fen = placement + (whiteToMove ? " w - " : " b - ") + ep + " 0 1";
      try {
        Position pos = Position.fromFen(fen, false, variant);
        int mover = pos.sideToMove();
        if (variant == Variant.STANDARD
            && (pos.attackersTo(pos.kingSquare(Color.opposite(mover)), pos.occupied()) & pos.occupancy(mover)) != 0) {
          continue;
        }
        if (variant == Variant.ATOMIC
            && Position.fromFen(placement + (whiteToMove ? " b - - 0 1" : " w - - 0 1"), false, variant).inCheck()) {
          continue;
        }
      } catch (RuntimeException e) {
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
