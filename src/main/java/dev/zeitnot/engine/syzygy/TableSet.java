package dev.zeitnot.engine.syzygy;

import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.PieceType;
import dev.zeitnot.chess.Position;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/**
 * The opened tables of one {@link TableFormat} (WDL and DTZ files by material name) with the
 * rules that read them: a probe of a variant only ever sees its own family's files.
 */
final class TableSet {
  private final TableFormat format;
  private final Map<String, TableFile> wdlFiles = new TreeMap<>();
  private final Map<String, TableFile> dtzFiles = new TreeMap<>();
  private final ProbeRules rules;

  TableSet(TableFormat format) {
    this.format = format;
    Stored stored = new Stored();
    this.rules = format.compulsoryCaptures() ? new GiveawayRules(stored) : new RoyalKingRules(stored);
  }

  TableFormat format() {
    return format;
  }

  ProbeRules rules() {
    return rules;
  }

  /** Adds a file unless one of its material and kind is there already (the first found wins). */
  void add(String table, TableFile.Kind kind, Path file, Material material) {
    Map<String, TableFile> into = kind.wdl() ? wdlFiles : dtzFiles;
    if (!into.containsKey(table)) {
      into.put(table, TableFile.open(file, kind, format, material));
    }
  }

  int wdlCount() {
    return wdlFiles.size();
  }

  int dtzCount() {
    return dtzFiles.size();
  }

  /** The most pieces of any WDL table; 0 if none. */
  int maxPieces() {
    return wdlFiles.values().stream().mapToInt(t -> t.material().pieceCount()).max().orElse(0);
  }

  /** The position's result needs no table: bare kings where kings are royal, or a game the variant has ended. */
  boolean trivial(Position pos) {
    return pos.isVariantEnd() || (format.royalKings && Long.bitCount(pos.occupied()) == 2);
  }

  boolean hasWdl(Position pos) {
    return find(wdlFiles, pos) != null;
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
      if (pos.isVariantEnd()) {
        int winner = pos.variantWinner();
        return winner < 0 ? 0 : winner == pos.sideToMove() ? 2 : -2;
      }
      if (format.royalKings && Long.bitCount(pos.occupied()) == 2) {
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
