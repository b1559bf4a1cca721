package dev.zeitnot.engine.syzygy;

/**
 * The move the tables choose at a root, and the result it keeps.
 *
 * @param move our move
 * @param verdict win, cursed-win, draw, blessed-loss or loss for the side to move, under the
 *     fifty-move rule from the position's halfmove clock (the online tablebase's names)
 * @param dtz the move's distance to zeroing in plies from the root, signed by the result
 */
public record TablebaseMove(int move, String verdict, int dtz) {}
