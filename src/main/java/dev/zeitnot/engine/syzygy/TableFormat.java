package dev.zeitnot.engine.syzygy;

import dev.zeitnot.chess.Variant;
import java.util.List;
import java.util.Optional;

/**
 * The families of Syzygy tables, one per variant syzygy1/tb generates tables for: the file kinds
 * (suffix and magic number) each reads, whether each side has one king that matters (standard,
 * atomic) or kings are ordinary pieces (antichess), whether pieces may stand side by side in the
 * index (atomic kings may touch; any antichess pieces may), and whether captures are compulsory.
 * Antichess is Lichess's giveaway: a side without moves wins, so its tables are the generator's
 * giveaway ones; a pawnless giveaway table may come as a suicide file, the two rules agreeing
 * where no side can be stalemated.
 */
enum TableFormat {
  STANDARD(Variant.STANDARD, true, false,
      new TableFile.Kind(".rtbw", 0x5d23e871L, true, false), new TableFile.Kind(".rtbz", 0xa50c66d7L, false, false)),
  ATOMIC(Variant.ATOMIC, true, true,
      new TableFile.Kind(".atbw", 0x49a48d55L, true, false), new TableFile.Kind(".atbz", 0xeb5ea991L, false, false)),
  ANTICHESS(Variant.ANTICHESS, false, true,
      new TableFile.Kind(".gtbw", 0x21bc55bcL, true, false), new TableFile.Kind(".gtbz", 0x501bf5d6L, false, false),
      new TableFile.Kind(".stbw", 0x1593f67bL, true, true), new TableFile.Kind(".stbz", 0x23e7cfe4L, false, true));

  final Variant variant;
  /** Each side has exactly one king, and losing it (or being mated) loses. */
  final boolean royalKings;
  /** Two pieces may stand on neighbouring squares in any position (the 518-placement pair index). */
  final boolean touchingPieces;
  final List<TableFile.Kind> kinds;

  TableFormat(Variant variant, boolean royalKings, boolean touchingPieces, TableFile.Kind... kinds) {
    this.variant = variant;
    this.royalKings = royalKings;
    this.touchingPieces = touchingPieces;
    this.kinds = List.of(kinds);
  }

  /** Captures must be made: the antichess rule, which changes how stored values resolve. */
  boolean compulsoryCaptures() {
    return !royalKings;
  }

  /** The family whose tables cover the variant's positions, if any. */
  static Optional<TableFormat> of(Variant variant) {
    for (TableFormat format : values()) {
      if (format.variant == variant) {
        return Optional.of(format);
      }
    }
    return Optional.empty();
  }
}
