package dev.zeitnot.lichess.model;

/** A user's rating in one category. */
public record PerfStats(int games, int rating, int rd, int prog, boolean prov) {}
