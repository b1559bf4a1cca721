package dev.zeitnot.engine.syzygy;

import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Variant;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.stream.Stream;

/**
 * Local Syzygy tablebases: every table file of some directories, memory-mapped and checked when
 * opened, for the variants syzygy1/tb generates tables for and Lichess plays: standard chess
 * ({@code .rtbw} WDL, {@code .rtbz} DTZ), atomic ({@code .atbw}, {@code .atbz}) and antichess
 * (giveaway {@code .gtbw}, {@code .gtbz}; pawnless suicide {@code .stbw}, {@code .stbz} serve
 * too). A position is covered when its variant has tables, it has no castling rights, at most
 * that variant's {@link #maxPieces(Variant)} pieces and its material's WDL file is there; probes
 * answer from the side to move, or empty when a table they need is missing. A probe reads only
 * its own variant's files.
 */
public final class SyzygyTables {
  private final Map<TableFormat, TableSet> sets;

  private SyzygyTables(Map<TableFormat, TableSet> sets) {
    this.sets = sets;
  }

  /**
   * Opens every table file in the directories (the first directory wins when two hold the same
   * table); throws {@link SyzygyFileException} naming a directory that cannot be listed or a
   * file that is not a valid table.
   */
  public static SyzygyTables open(List<Path> directories) {
    Map<TableFormat, TableSet> sets = new EnumMap<>(TableFormat.class);
    for (TableFormat format : TableFormat.values()) {
      sets.put(format, new TableSet(format));
    }
    for (Path directory : directories) {
      if (!Files.isDirectory(directory)) {
        throw new SyzygyFileException(directory, "is not a directory of Syzygy tables");
      }
      try (Stream<Path> files = Files.list(directory)) {
        for (Path file : files.sorted().toList()) {
          add(sets, file);
        }
      } catch (IOException e) {
        throw new SyzygyFileException(directory, "cannot be listed: " + e.getMessage(), e);
      }
    }
    return new SyzygyTables(sets);
  }

  private static void add(Map<TableFormat, TableSet> sets, Path file) {
    String name = file.getFileName().toString();
    for (TableFormat format : TableFormat.values()) {
      for (TableFile.Kind kind : format.kinds) {
        if (!name.endsWith(kind.suffix())) {
          continue;
        }
        String table = name.substring(0, name.length() - kind.suffix().length());
        Material material;
        try {
          material = Material.parse(table, format.royalKings);
        } catch (IllegalArgumentException e) {
          continue;
        }
        if (kind.pawnlessOnly() && material.hasPawns()) {
          continue;
        }
        sets.get(format).add(table, kind, file, material);
      }
    }
  }

  /** The most pieces (kings included) of any WDL table found, of any variant; 0 if none. */
  public int maxPieces() {
    return sets.values().stream().mapToInt(TableSet::maxPieces).max().orElse(0);
  }

  /** The most pieces of any WDL table of the variant; 0 if none (or the variant has no tables). */
  public int maxPieces(Variant variant) {
    TableSet set = set(variant);
    return set == null ? 0 : set.maxPieces();
  }

  /** Number of WDL tables found, all variants together. */
  public int wdlTableCount() {
    return sets.values().stream().mapToInt(TableSet::wdlCount).sum();
  }

  /** Number of DTZ tables found, all variants together. */
  public int dtzTableCount() {
    return sets.values().stream().mapToInt(TableSet::dtzCount).sum();
  }

  /** Number of WDL tables found for the variant. */
  public int wdlTableCount(Variant variant) {
    TableSet set = set(variant);
    return set == null ? 0 : set.wdlCount();
  }

  /** The variants with at least one WDL table, with their table counts and sizes, for a log line. */
  public String summary() {
    StringBuilder b = new StringBuilder();
    for (TableSet set : sets.values()) {
      if (set.wdlCount() > 0) {
        b.append(b.isEmpty() ? "" : "; ").append(set.format().variant.lichessKey()).append(' ')
            .append(set.wdlCount()).append(" WDL and ").append(set.dtzCount()).append(" DTZ files up to ")
            .append(set.maxPieces()).append(" pieces");
      }
    }
    return b.isEmpty() ? "no tables" : b.toString();
  }

  /** True if the tables hold this position's material (its variant's tables, no castling rights). */
  public boolean covers(Position pos) {
    TableSet set = set(pos.variant());
    if (set == null || pos.castlingRights() != 0 || Long.bitCount(pos.occupied()) > set.maxPieces()) {
      return false;
    }
    return set.trivial(pos) || set.hasWdl(pos);
  }

  private TableSet set(Variant variant) {
    return TableFormat.of(variant).map(sets::get).orElse(null);
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
      return OptionalInt.of(set(pos.variant()).rules().wdl(pos.copy()));
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
      return OptionalInt.of(set(pos.variant()).rules().dtz(pos.copy()));
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
}
