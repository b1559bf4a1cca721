package dev.zeitnot.engine.syzygy;

import java.util.Arrays;

/**
 * One index of a table file (one side to move, one leading-pawn file): the order its pieces are
 * listed in, how they group, the weight of each group in the index, and the compressed values.
 * {@link #index} turns the squares of the listed pieces into the position's index.
 */
final class SubTable {
  private final Material material;
  /** Two leading pieces may touch (atomic, antichess): they index as any two squares, not as two kings. */
  private final boolean touching;
  final int[] pieces;
  private final int[] groupSize;
  private final long[] weight;
  private final long size;
  PairsData pairs;

  /**
   * Reads the piece list at {@code at} (the low or high nibbles by {@code shift}) for file
   * {@code fileIndex}; {@code touching}: the format lets the two leading pieces of a pair touch.
   */
  SubTable(MappedTableFile file, long at, int shift, int fileIndex, Material material, boolean touching) {
    this.material = material;
    this.touching = touching;
    int n = material.pieceCount();
    boolean twoPawnGroups = material.hasPawns() && material.otherPawns() > 0;
    pieces = new int[n];
    groupSize = new int[n];
    weight = new long[n];
    int[] seen = new int[16];
    for (int i = 0; i < n; i++) {
      pieces[i] = (file.u8(at + i + 1 + (twoPawnGroups ? 1 : 0)) >>> shift) & 0xf;
      int type = (pieces[i] & 7) - 1;
      if (type < 0 || type > 5) {
        throw file.corrupt("piece code " + pieces[i] + " in the piece list at byte " + at);
      }
      seen[pieces[i]]++;
    }
    for (int code = 0; code < 16; code++) {
      int type = (code & 7) - 1;
      int expected = type < 0 || type > 5 ? 0 : material.count(code >>> 3, type);
      if (seen[code] != expected) {
        throw file.corrupt("the piece list at byte " + at + " does not match " + material.name());
      }
    }
    int order = (file.u8(at) >>> shift) & 0xf;
    int order2 = twoPawnGroups ? (file.u8(at + 1) >>> shift) & 0xf : 0xf;
    int k = material.hasPawns() ? material.leadingPawns() : material.leaders();
    groupSize[0] = k;
    if (twoPawnGroups) {
      groupSize[k] = material.otherPawns();
      k += groupSize[k];
    }
    for (int i = k; i < n; i += groupSize[i]) {
      for (int j = i; j < n && pieces[j] == pieces[i]; j++) {
        groupSize[i]++;
      }
    }
    int free = 64 - k;
    long f = 1;
    for (int i = 0; k < n || i == order || i == order2; i++) {
      if (i > 15) {
        throw file.corrupt("group order past the pieces at byte " + at);
      }
      if (i == order) {
        weight[0] = f;
        f *= material.hasPawns() ? IndexMaps.leadSize(groupSize[0], fileIndex) : leadPlacements();
      } else if (i == order2) {
        int lead = groupSize[0];
        weight[lead] = f;
        f *= IndexMaps.placements(groupSize[lead], 48 - lead);
      } else {
        if (k >= n) {
          throw file.corrupt("group order past the pieces at byte " + at);
        }
        weight[k] = f;
        f *= IndexMaps.placements(groupSize[k], free);
        free -= groupSize[k];
        k += groupSize[k];
      }
    }
    size = f;
  }

  long size() {
    return size;
  }

  /** Placements of a pawnless table's leading pieces. */
  private long leadPlacements() {
    return switch (material.lead()) {
      case TRIPLE -> IndexMaps.PIECE_TRIPLES;
      case PAIR -> touching ? IndexMaps.TOUCHING_PAIRS : IndexMaps.KING_PAIRS;
      case LIKE_GROUP -> groupSize[0] == 2 ? IndexMaps.LIKE_PAIRS : IndexMaps.likeGroupSize(groupSize[0]);
    };
  }

  /** The index of the squares {@code p} (listed as {@link #pieces}; changed in place). */
  long index(int[] p) {
    int n = p.length;
    long idx;
    int k;
    if (!material.hasPawns()) {
      k = groupSize[0];
      idx = (material.lead() == Material.Lead.LIKE_GROUP ? likeGroupIndex(p) : pieceIndex(p)) * weight[0];
    } else {
      mirrorToQueenside(p);
      k = groupSize[0];
      Integer[] lead = new Integer[k - 1];
      for (int i = 1; i < k; i++) {
        lead[i - 1] = p[i];
      }
      Arrays.sort(lead, (a, b) -> IndexMaps.pawnRank(b) - IndexMaps.pawnRank(a));
      for (int i = 1; i < k; i++) {
        p[i] = lead[i - 1];
      }
      idx = IndexMaps.leadIndex(k, IndexMaps.leadSlot(p[0]));
      for (int i = 1; i < k; i++) {
        idx += IndexMaps.binomial(k - i, IndexMaps.pawnRank(p[i]));
      }
      idx *= weight[0];
      if (material.otherPawns() > 0) {
        int t = k + groupSize[k];
        idx += groupIndex(p, k, t, 8) * weight[k];
        k = t;
      }
    }
    while (k < n) {
      int t = k + groupSize[k];
      idx += groupIndex(p, k, t, 0) * weight[k];
      k = t;
    }
    return idx;
  }

  private static void mirrorToQueenside(int[] p) {
    if ((p[0] & 4) != 0) {
      for (int i = 0; i < p.length; i++) {
        p[i] ^= 7;
      }
    }
  }

  /** Index of the leading like group (antichess), before its weight. */
  private long likeGroupIndex(int[] p) {
    int k = groupSize[0];
    if (k == 2) {
      IndexMaps.likePairCanonical(p, p.length);
      return IndexMaps.likePair(p[0], p[1]);
    }
    for (int i = 1; i < k; i++) {
      if (IndexMaps.triangle(p[0]) > IndexMaps.triangle(p[i])) {
        int t = p[0];
        p[0] = p[i];
        p[i] = t;
      }
    }
    mirrorToQueenside(p);
    if ((p[0] & 0x20) != 0) {
      for (int i = 0; i < p.length; i++) {
        p[i] ^= 0x38;
      }
    }
    if (IndexMaps.offDiagonal(p[0]) > 0) {
      for (int i = 0; i < p.length; i++) {
        p[i] = IndexMaps.flipDiagonal(p[i]);
      }
    }
    Integer[] rest = new Integer[k - 1];
    for (int i = 1; i < k; i++) {
      rest[i - 1] = p[i];
    }
    Arrays.sort(rest, (a, b) -> IndexMaps.spiral(a) - IndexMaps.spiral(b));
    long idx = IndexMaps.likeGroupIndex(k, p[0]);
    for (int i = 1; i < k; i++) {
      p[i] = rest[i - 1];
      idx += IndexMaps.binomial(i, IndexMaps.spiral(p[i]));
    }
    return idx;
  }

  /** Index of the leading triple or pair, before its weight. */
  private long pieceIndex(int[] p) {
    int n = p.length;
    mirrorToQueenside(p);
    if ((p[0] & 0x20) != 0) {
      for (int i = 0; i < n; i++) {
        p[i] ^= 0x38;
      }
    }
    int leaders = groupSize[0];
    for (int i = 0; i < n; i++) {
      int side = IndexMaps.offDiagonal(p[i]);
      if (side != 0) {
        if (side > 0 && i < leaders) {
          for (int j = 0; j < n; j++) {
            p[j] = IndexMaps.flipDiagonal(p[j]);
          }
        }
        break;
      }
    }
    long idx;
    if (leaders == 2) {
      idx = touching ? IndexMaps.touchingPair(p[0], p[1]) : IndexMaps.kings(p[0], p[1]);
    } else {
      int s1 = p[1] > p[0] ? 1 : 0;
      int s2 = (p[2] > p[0] ? 1 : 0) + (p[2] > p[1] ? 1 : 0);
      if (IndexMaps.offDiagonal(p[0]) != 0) {
        idx = IndexMaps.triangle(p[0]) * 63 * 62 + (p[1] - s1) * 62 + (p[2] - s2);
      } else if (IndexMaps.offDiagonal(p[1]) != 0) {
        idx = 6 * 63 * 62 + IndexMaps.diagonal(p[0]) * 28 * 62 + IndexMaps.lower(p[1]) * 62 + p[2] - s2;
      } else if (IndexMaps.offDiagonal(p[2]) != 0) {
        idx = 6 * 63 * 62 + 4 * 28 * 62 + IndexMaps.diagonal(p[0]) * 7 * 28
            + (IndexMaps.diagonal(p[1]) - s1) * 28 + IndexMaps.lower(p[2]);
      } else {
        idx = 6 * 63 * 62 + 4 * 28 * 62 + 4 * 7 * 28 + IndexMaps.diagonal(p[0]) * 7 * 6
            + (IndexMaps.diagonal(p[1]) - s1) * 6 + (IndexMaps.diagonal(p[2]) - s2);
      }
    }
    return idx;
  }

  /** Combination number of the like pieces p[from..to), skipping squares the earlier pieces hold. */
  private static long groupIndex(int[] p, int from, int to, int firstSquare) {
    Arrays.sort(p, from, to);
    long s = 0;
    for (int i = from; i < to; i++) {
      int skips = 0;
      for (int j = 0; j < from; j++) {
        skips += p[i] > p[j] ? 1 : 0;
      }
      s += IndexMaps.binomial(i - from + 1, p[i] - skips - firstSquare);
    }
    return s;
  }
}
