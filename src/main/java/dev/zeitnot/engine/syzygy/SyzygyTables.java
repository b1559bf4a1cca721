package dev.zeitnot.engine.syzygy;

import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.PieceType;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Variant;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * Local Syzygy tablebases for standard chess: every {@code .rtbw} (WDL) and {@code .rtbz} (DTZ)
 * file of some directories, memory-mapped and checked when opened. A position is covered when
 * it has no castling rights, at most {@link #maxPieces} pieces and its material's WDL file is
 * there; probes answer from the side to move, or empty when a table they need is missing.
 */
public final class SyzygyTables {
  private final Map<String, TableFile> wdlFiles;
  private final Map<String, TableFile> dtzFiles;
  private final int maxPieces;
  private final ProbeRules rules;

  private SyzygyTables(Map<String, TableFile> wdlFiles, Map<String, TableFile> dtzFiles) {
    this.wdlFiles = wdlFiles;
    this.dtzFiles = dtzFiles;
    this.maxPieces = wdlFiles.values().stream().mapToInt(t -> t.material().pieceCount()).max().orElse(0);
    this.rules = new ProbeRules(new Stored());
  }

  /**
   * Opens every table file in the directories (the first directory wins when two hold the same
   * table); throws {@link SyzygyFileException} naming a directory that cannot be listed or a
   * file that is not a valid table.
   */
  public static SyzygyTables open(List<Path> directories) {
    Map<String, TableFile> wdl = new TreeMap<>();
    Map<String, TableFile> dtz = new TreeMap<>();
    for (Path directory : directories) {
      if (!Files.isDirectory(directory)) {
        throw new SyzygyFileException(directory, "is not a directory of Syzygy tables");
      }
      try (Stream<Path> files = Files.list(directory)) {
        for (Path file : files.sorted().toList()) {
          String name = file.getFileName().toString();
          for (TableFile.Kind kind : TableFile.Kind.values()) {
            if (name.endsWith(kind.suffix)) {
              String table = name.substring(0, name.length() - kind.suffix.length());
              Material material;
              try {
                material = Material.parse(table);
              } catch (IllegalArgumentException e) {
                continue;
              }
              Map<String, TableFile> into = kind == TableFile.Kind.WDL ? wdl : dtz;
              if (!into.containsKey(table)) {
                into.put(table, TableFile.open(file, kind, material));
              }
            }
          }
        }
      } catch (IOException e) {
        throw new SyzygyFileException(directory, "cannot be listed: " + e.getMessage(), e);
      }
    }
    return new SyzygyTables(wdl, dtz);
  }

  /** The most pieces (kings included) of any WDL table found; 0 if none. */
  public int maxPieces() {
    return maxPieces;
  }

  /** Number of WDL tables found. */
  public int wdlTableCount() {
    return wdlFiles.size();
  }

  /** Number of DTZ tables found. */
  public int dtzTableCount() {
    return dtzFiles.size();
  }

  /** True if the tables hold this position's material (standard chess, no castling rights). */
  public boolean covers(Position pos) {
    if (pos.variant() != Variant.STANDARD || pos.castlingRights() != 0
        || Long.bitCount(pos.occupied()) > maxPieces) {
      return false;
    }
    return Long.bitCount(pos.occupied()) == 2 || find(wdlFiles, pos) != null;
  }

  /**
   * WDL from the side to move: -2 loss, -1 loss the 50-move rule saves, 0 draw, 1 win the
   * 50-move rule spoils, 2 win; empty when not covered or a table it needs is missing. A file
   * found corrupt on the way is a {@link SyzygyFileException} naming it.
   */
  public OptionalInt wdl(Position pos) {
    if (!covers(pos)) {
      return OptionalInt.empty();
    }
    try {
      return OptionalInt.of(rules.wdl(pos.copy()));
    } catch (TableMissingException e) {
      return OptionalInt.empty();
    }
  }

  /**
   * Plies to the next capture or pawn move with best play, signed as {@link #wdl} (-1 when
   * mated, 0 a draw; beyond +-100 the 50-move rule decides), counted from a fresh 50-move
   * counter; empty when not covered or a table it needs is missing.
   */
  public OptionalInt dtz(Position pos) {
    if (!covers(pos)) {
      return OptionalInt.empty();
    }
    try {
      return OptionalInt.of(rules.dtz(pos.copy()));
    } catch (TableMissingException e) {
      return OptionalInt.empty();
    }
  }

  /**
   * The move to play by the tables ({@link TablebaseMove} says how it is chosen): empty when the
   * position is not covered, has no legal move, or a table a move needs is missing.
   */
  public Optional<TablebaseMove> bestMove(Position pos) {
    return bestMove(pos, true);
  }

  /** Likewise; without {@code fiftyMoveRule} every win counts as won however long it takes. */
  public Optional<TablebaseMove> bestMove(Position pos, boolean fiftyMoveRule) {
    if (!covers(pos)) {
      return Optional.empty();
    }
    return RootRanking.best(pos.copy(), fiftyMoveRule, this::wdl, this::dtz);
  }

  /** The file of the position's material, by either side's name; null if absent. */
  private static TableFile find(Map<String, TableFile> files, Position pos) {
    TableFile file = files.get(Material.nameOf(pos, Color.WHITE));
    return file != null ? file : files.get(Material.nameOf(pos, Color.BLACK));
  }

  /** Reads stored values, seeing the position from the table's side of the name. */
  private final class Stored implements ProbeRules.StoredValues {
    @Override
    public int wdl(Position pos) {
      if (Long.bitCount(pos.occupied()) == 2) {
        return 0;
      }
      TableFile file = find(wdlFiles, pos);
      if (file == null) {
        throw new TableMissingException();
      }
      View view = view(file, pos);
      try {
        return file.wdl(view.boards, view.side, view.mirror);
      } catch (SyzygyFileException e) {
        throw e;
      } catch (RuntimeException e) {
        throw new SyzygyFileException(file.path(), "not a valid Syzygy table: " + e, e);
      }
    }

    @Override
    public int dtz(Position pos, int wdl) {
      TableFile file = find(dtzFiles, pos);
      if (file == null) {
        throw new TableMissingException();
      }
      View view = view(file, pos);
      try {
        return file.dtz(view.boards, view.side, view.mirror, wdl);
      } catch (SyzygyFileException e) {
        throw e;
      } catch (RuntimeException e) {
        throw new SyzygyFileException(file.path(), "not a valid Syzygy table: " + e, e);
      }
    }
  }

  /** Piece boards by the table's sides, the side to move (0 = the table's first side), pawn mirroring. */
  private record View(long[] boards, int side, int mirror) {}

  private static View view(TableFile file, Position pos) {
    Material material = file.material();
    boolean flip;
    int side;
    if (material.symmetric()) {
      flip = pos.sideToMove() != Color.WHITE;
      side = 0;
    } else {
      flip = !material.name().equals(Material.nameOf(pos, Color.WHITE));
      side = (pos.sideToMove() == Color.WHITE) == flip ? 1 : 0;
    }
    long[] boards = new long[12];
    for (int tableSide = 0; tableSide < 2; tableSide++) {
      for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
        boards[tableSide * 6 + type] = pos.pieces(flip ? Color.opposite(tableSide) : tableSide, type);
      }
    }
    return new View(boards, side, flip && material.hasPawns() ? 0x38 : 0);
  }
}
