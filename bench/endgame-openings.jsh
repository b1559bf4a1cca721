// Writes real endgame starting positions for a match: from datagen games files (FILES, colon-separated),
// the first position of each game with exactly PIECES men (kings included) whose recorded search score
// is within MAXCP of 0 and at least MINCP from it, not in check, its material one capture from a table
// MATERIALS names (comma-separated, e.g. KRPvKR; empty = any; with EXACT=true the position's own
// material must be one of them); at most COUNT, shuffled with SEED, one FEN a line to OUT.
// Run with: jshell --class-path target/zeitnot.jar -R-DFILES=a.zg:b.zg -R-DOUT=/tmp/eg.fen bench/endgame-openings.jsh
import dev.zeitnot.chess.*;
import dev.zeitnot.lab.datagen.*;
import java.nio.file.*;
import java.util.*;

int pieces = Integer.getInteger("PIECES", 6);
int maxCp = Integer.getInteger("MAXCP", 80);
int minCp = Integer.getInteger("MINCP", 0);
boolean exact = Boolean.getBoolean("EXACT");
int count = Integer.getInteger("COUNT", 400);
Set<String> tables = new HashSet<>();
for (String t : System.getProperty("MATERIALS", "").split(",")) if (!t.isBlank()) tables.add(t.trim());
String letters = "PNBRQK";
String side(Position pos, int color) {
  StringBuilder s = new StringBuilder("K");
  for (int type = 4; type >= 0; type--) s.append(String.valueOf(letters.charAt(type)).repeat(Long.bitCount(pos.pieces(color, type))));
  return s.toString();
}
int value(String m) { int v = 0; for (char c : m.toCharArray()) v += "PNBRQ".indexOf(c) < 0 ? 0 : new int[] {1, 3, 3, 5, 9}["PNBRQ".indexOf(c)]; return v; }
String material(String a, String b) {
  return value(a) > value(b) || (value(a) == value(b) && a.compareTo(b) <= 0) ? a + "v" + b : b + "v" + a;
}
boolean covered(String a, String b) { return tables.contains(a + "v" + b) || tables.contains(b + "v" + a); }
boolean reachesTable(String w, String b) {
  if (tables.isEmpty()) return true;
  if (exact) return covered(w, b);
  for (int i = 1; i < w.length(); i++) if (covered(w.substring(0, i) + w.substring(i + 1), b)) return true;
  for (int i = 1; i < b.length(); i++) if (covered(w, b.substring(0, i) + b.substring(i + 1))) return true;
  return false;
}
Map<String, Integer> byMaterial = new TreeMap<>();
List<String> fens = new ArrayList<>();
Set<String> seen = new HashSet<>();
for (String file : System.getProperty("FILES").split(":")) {
  GameRecordFile.forEachGame(Path.of(file), game -> {
    Position pos = Position.fromFen(game.startFen());
    for (int ply = 0; ply < game.moves().length; ply++) {
      if (Long.bitCount(pos.occupied()) == pieces) {
        short score = game.scores()[ply];
        String w = side(pos, Color.WHITE), b = side(pos, Color.BLACK);
        if (score != GameRecord.NO_SCORE && Math.abs(score) <= maxCp && Math.abs(score) >= minCp && !pos.inCheck() && reachesTable(w, b)) {
          String fen = pos.toFen();
          String key = fen.substring(0, fen.indexOf(' ', fen.indexOf(' ') + 1));
          if (seen.add(key)) { fens.add(fen); byMaterial.merge(material(w, b), 1, Integer::sum); }
        }
        break;
      }
      if (Long.bitCount(pos.occupied()) < pieces) break;
      pos.makeMove(game.moves()[ply]);
    }
  });
}
Collections.shuffle(fens, new Random(Long.getLong("SEED", 1L)));
List<String> chosen = fens.subList(0, Math.min(count, fens.size()));
Files.write(Path.of(System.getProperty("OUT")), chosen);
System.out.println(fens.size() + " candidates, " + chosen.size() + " written; by material: " + byMaterial);
/exit
