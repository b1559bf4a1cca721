package dev.zeitnot.lichess.model;

/** One line of a game's player chat as GET /api/bot/game/{id}/chat returns it. */
public record ChatMessage(String user, String text) {}
