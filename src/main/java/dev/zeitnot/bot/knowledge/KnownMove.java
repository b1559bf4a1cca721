package dev.zeitnot.bot.knowledge;

/**
 * A move given by knowledge rather than by a search, checked legal in the game's position.
 *
 * @param move our move (castling king-takes-rook, as every move of ours)
 * @param source where it came from
 * @param detail what the log says about it, e.g. {@code main.bin 62% of 3}
 */
public record KnownMove(int move, MoveOrigin source, String detail) {}
