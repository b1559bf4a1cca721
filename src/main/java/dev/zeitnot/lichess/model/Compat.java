package dev.zeitnot.lichess.model;

/** Whether a game or challenge can be played through the Bot API and the Board API. */
public record Compat(boolean bot, boolean board) {}
