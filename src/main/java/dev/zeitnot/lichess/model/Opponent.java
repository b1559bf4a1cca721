package dev.zeitnot.lichess.model;

/** The opponent in a gameStart/gameFinish; the built-in engine has a null id and an {@code ai} level. */
public record Opponent(String id, String username, Integer rating, Integer ratingDiff, Integer ai) {}
