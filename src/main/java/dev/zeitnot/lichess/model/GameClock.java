package dev.zeitnot.lichess.model;

/** The real-time clock of a game in MILLISECONDS (0+1 still says initial 0; the server starts it at 3 s). */
public record GameClock(long initial, long increment) {}
