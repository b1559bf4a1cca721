package dev.zeitnot.lichess.model;

/** How long a side may still take for a first move before a lobby/tournament game is aborted. */
public record Expiration(long idleMillis, long millisToMove) {}
