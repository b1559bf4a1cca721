package dev.zeitnot.engine;

/**
 * An evaluation as reported to users: centipawns, or a forced mate.
 *
 * @param centipawns score in centipawns from the side to move's view (ignored when a mate)
 * @param mateIn moves (not plies) to mate, positive when the side to move mates, negative when it
 *     is mated, 0 when not a mate score
 */
public record Score(int centipawns, int mateIn) {

  /** A centipawn score. */
  public static Score cp(int centipawns) {
    return new Score(centipawns, 0);
  }

  /** A mate in {@code moves} (negative: being mated). */
  public static Score mate(int moves) {
    if (moves == 0) {
      throw new IllegalArgumentException("mate distance must not be 0, use a negative number for being mated");
    }
    return new Score(0, moves);
  }

  public boolean isMate() {
    return mateIn != 0;
  }

  /** The UCI form: {@code "cp 23"} or {@code "mate -3"}. */
  public String toUci() {
    return isMate() ? "mate " + mateIn : "cp " + centipawns;
  }
}
