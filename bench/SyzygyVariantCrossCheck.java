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
 * The Java side of bench/syzygy-variants-vs-python-chess.sh, run with target/classes on the class
 * path, for VARIANT atomic or antichess:
 *   positions VARIANT DIR COUNT SEED  prints COUNT random legal positions (FEN) of the variant,
 *                                     spread evenly over its 3- and 4-piece WDL tables in DIR
 *                                     (.atbw; .gtbw and .stbw), a third of those with pawns on
 *                                     both sides with an en-passant square a pawn could take;
 *   probe VARIANT DIR                 reads FENs on stdin and prints "wdl dtz" (or "fail").
 * Legal here: in atomic the side not to move is not in check (kings side by side never are);
 * in antichess any placement with pawns off the first and last ranks.
 */
public final class SyzygyVariantCrossCheck {
  public static void main(String[] args) throws Exception {
    Variant variant = Variant.ofLichessKey(args[1]).orElseThrow();
    Path dir = Path.of(args[2]);
    if (args[0].equals("positions")) {
      positions(variant, dir, Integer.parseInt(args[3]), Long.parseLong(args[4]));
    } else {
      probe(variant, dir);
    }
  }

  private static void probe(Variant variant, Path dir) throws Exception {
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

  private static void positions(Variant variant, Path dir, int count, long seed) throws Exception {
    List<String> suffixes = variant == Variant.ATOMIC ? List.of(".atbw") : List.of(".gtbw", ".stbw");
    List<String> names;
    try (Stream<Path> files = Files.list(dir)) {
      names = files.map(p -> p.getFileName().toString())
          .filter(n -> suffixes.stream().anyMatch(n::endsWith))
          .map(n -> n.substring(0, n.length() - 5))
          .filter(n -> n.length() - 1 >= 3 && n.length() - 1 <= 4)
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
        Position.fromFen(fen, false, variant);
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
