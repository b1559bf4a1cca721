package dev.zeitnot.engine.syzygy;

import java.nio.file.Path;
import java.util.Arrays;

/**
 * One WDL ({@code .rtbw}, {@code .atbw}, ...) or DTZ ({@code .rtbz}, ...) file, parsed when
 * opened: its sub-tables (one per side to move for WDL, one per leading-pawn file a-d for pawn
 * tables) and, for DTZ, the maps from stored values to distances.
 */
final class TableFile {
  /**
   * A kind of file the prober reads: its suffix, the magic number it starts with, whether it
   * holds WDL (else DTZ) values, and whether it may hold only pawnless tables.
   */
  record Kind(String suffix, long magic, boolean wdl, boolean pawnlessOnly) {}

  /** DTZ flag: the map from stored values to distances holds 16-bit entries. */
  private static final int WIDE_MAP = 16;
  /** DTZ flag: values go through a map. */
  private static final int MAPPED = 2;
  /** Returned by {@link #dtz} when the file stores the other side to move. */
  static final int OTHER_SIDE = Integer.MIN_VALUE;

  private final MappedTableFile file;
  private final Kind kind;
  private final TableFormat format;
  private final Material material;
  /** [side to move (WDL split) or 0][leading-pawn file or 0]. */
  private final SubTable[][] tables;
  private final int[] dtzFlags;
  private final long[][] mapAt;

  private TableFile(MappedTableFile file, Kind kind, TableFormat format, Material named) {
    this.file = file;
    this.kind = kind;
    this.format = format;
    this.material = sidesAsStored(file, named);
    if (file.length() < 16 || (file.length() & 63) != 16) {
      throw file.corrupt("incomplete file (" + file.length()
          + " bytes; a table's size is 16 more than a multiple of 64)");
    }
    if (file.u32le(0) != kind.magic()) {
      throw file.corrupt("wrong magic number for a " + kind.suffix() + " file");
    }
    if (kind.pawnlessOnly() && material.hasPawns()) {
      throw file.corrupt("a " + kind.suffix() + " file holds pawnless tables only");
    }
    boolean split = kind.wdl() && (file.u8(4) & 1) != 0;
    if (kind.wdl() && !split && !material.symmetric()) {
      throw file.corrupt("a two-sided table without the second side");
    }
    int files = material.hasPawns() ? 4 : 1;
    tables = new SubTable[split ? 2 : 1][files];
    dtzFlags = new int[files];
    mapAt = new long[files][4];
    long at = 5;
    for (int t = 0; t < files; t++) {
      tables[0][t] = new SubTable(file, at, 0, t, material, format.touchingPieces);
      if (split) {
        tables[1][t] = new SubTable(file, at, 4, t, material, format.touchingPieces);
      }
      at += material.pieceCount() + 1 + (material.hasPawns() && material.otherPawns() > 0 ? 1 : 0);
    }
    at += at & 1;
    for (int t = 0; t < files; t++) {
      for (SubTable[] side : tables) {
        side[t].pairs = PairsData.read(file, at, side[t].size(), kind.wdl(), format.compulsoryCaptures() ? 1 : 0);
        at = side[t].pairs.end();
      }
      dtzFlags[t] = tables[0][t].pairs.flags();
    }
    if (!kind.wdl()) {
      at = readMaps(at);
    }
    for (int t = 0; t < files; t++) {
      for (SubTable[] side : tables) {
        side[t].pairs.placeIndexTable(at);
        at += side[t].pairs.indexTableBytes();
      }
    }
    for (int t = 0; t < files; t++) {
      for (SubTable[] side : tables) {
        side[t].pairs.placeSizeTable(at);
        at += side[t].pairs.sizeTableBytes();
      }
    }
    for (int t = 0; t < files; t++) {
      for (SubTable[] side : tables) {
        at = (at + 63) & ~63L;
        side[t].pairs.placeData(at);
        at += side[t].pairs.dataBytes();
      }
    }
    if (at > file.length()) {
      throw file.corrupt("truncated: the tables need " + at + " bytes, the file has " + file.length());
    }
  }

  /**
   * The material with the sides as the file's first piece list has them: the generator may store
   * a table's second-named side as its white one (antichess "BBvK" lists the king as white).
   */
  private static Material sidesAsStored(MappedTableFile file, Material named) {
    if (file.length() < 16) {
      return named;
    }
    int[] counts = new int[12];
    long at = 6 + (named.hasPawns() && named.otherPawns() > 0 ? 1 : 0);
    for (int i = 0; i < named.pieceCount(); i++) {
      int code = file.u8(at + i) & 0xf;
      int type = (code & 7) - 1;
      if (type >= 0 && type <= 5) {
        counts[(code >>> 3) * 6 + type]++;
      }
    }
    Material mirrored = named.mirrored();
    return !Arrays.equals(counts, named.counts()) && Arrays.equals(counts, mirrored.counts()) ? mirrored : named;
  }

  private long readMaps(long at) {
    for (int t = 0; t < dtzFlags.length; t++) {
      if ((dtzFlags[t] & MAPPED) == 0) {
        continue;
      }
      if ((dtzFlags[t] & WIDE_MAP) == 0) {
        for (int i = 0; i < 4; i++) {
          mapAt[t][i] = at + 1;
          at += 1 + file.u8(at);
        }
      } else {
        at += at & 1;
        for (int i = 0; i < 4; i++) {
          mapAt[t][i] = at + 2;
          at += 2 + 2L * file.u16le(at);
        }
      }
    }
    return at + (at & 1);
  }

  /** Opens and checks a file of the format's kind. */
  static TableFile open(Path path, Kind kind, TableFormat format, Material material) {
    MappedTableFile file = MappedTableFile.map(path);
    try {
      return new TableFile(file, kind, format, material);
    } catch (RuntimeException e) {
      if (e instanceof SyzygyFileException) {
        throw e;
      }
      throw new SyzygyFileException(path, "not a valid Syzygy table: " + e, e);
    }
  }

  Path path() {
    return file.path();
  }

  Material material() {
    return material;
  }

  /**
   * Fills {@code squares} for the listed pieces of a sub-table, from the boards of each piece,
   * {@code boards[side * 6 + type]} with the table's sides; pawn squares mirrored by {@code mirror}.
   */
  private static void fill(SubTable table, long[] boards, int mirror, int[] squares, int from) {
    int i = from;
    while (i < squares.length) {
      int code = table.pieces[i];
      long bb = boards[(code >>> 3) * 6 + (code & 7) - 1];
      while (bb != 0) {
        squares[i++] = Long.numberOfTrailingZeros(bb) ^ mirror;
        bb &= bb - 1;
      }
    }
  }

  /** Finds the sub-table and index of a position; returns {sub-table's file, index} in {@code out}. */
  private SubTable locate(long[] boards, int side, int mirror, long[] out) {
    int[] squares = new int[material.pieceCount()];
    SubTable table;
    int t = 0;
    if (!material.hasPawns()) {
      table = tables[kind.wdl() ? side : 0][0];
      fill(table, boards, 0, squares, 0);
    } else {
      SubTable first = tables[0][0];
      long bb = boards[(first.pieces[0] >>> 3) * 6 + (first.pieces[0] & 7) - 1];
      int lead = 0;
      while (bb != 0) {
        squares[lead++] = Long.numberOfTrailingZeros(bb) ^ mirror;
        bb &= bb - 1;
      }
      for (int i = 1; i < lead; i++) {
        if (IndexMaps.leadSlot(squares[0]) > IndexMaps.leadSlot(squares[i])) {
          int swap = squares[0];
          squares[0] = squares[i];
          squares[i] = swap;
        }
      }
      t = IndexMaps.leadSlot(squares[0]) / 6;
      table = tables[kind.wdl() ? side : 0][t];
      fill(table, boards, mirror, squares, lead);
    }
    out[0] = t;
    out[1] = table.index(squares);
    return table;
  }

  /** The WDL value (-2..2) stored for the side to move {@code side} (0 = the table's white). */
  int wdl(long[] boards, int side, int mirror) {
    long[] found = new long[2];
    SubTable table = locate(boards, side, mirror, found);
    return (table.pairs.value(found[1]) & 0xff) - 2;
  }

  /**
   * The DTZ stored for the side to move {@code side} whose WDL is {@code wdl}, in plies as the
   * file counts them, or {@link #OTHER_SIDE} if this file stores only the other side to move.
   */
  int dtz(long[] boards, int side, int mirror, int wdl) {
    long[] found = new long[2];
    SubTable table = locate(boards, side, mirror, found);
    int t = (int) found[0];
    int flags = dtzFlags[t];
    if ((flags & 1) != side && !material.symmetric()) {
      return OTHER_SIDE;
    }
    int v = table.pairs.value(found[1]);
    if ((flags & MAPPED) != 0) {
      long map = mapAt[t][mapFor(wdl)];
      v = (flags & WIDE_MAP) == 0 ? file.u8(map + v) : file.u16le(map + 2L * v);
    }
    boolean stored = (wdl == 2 && (flags & 4) != 0) || (wdl == -2 && (flags & 8) != 0);
    return stored ? v : 2 * v;
  }

  /** Which of the four maps a WDL value's distances are in: 0 win, 1 loss, 2 cursed win, 3 blessed loss. */
  private static int mapFor(int wdl) {
    return switch (wdl) {
      case 2 -> 0;
      case -2 -> 1;
      case 1 -> 2;
      case -1 -> 3;
      default -> 0;
    };
  }
}
