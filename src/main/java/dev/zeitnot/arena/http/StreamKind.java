package dev.zeitnot.arena.http;

/** Which endpoint an open NDJSON response serves, so a fault can target one kind. */
public enum StreamKind {
  /** {@code /api/stream/event}. */
  EVENT,
  /** {@code /api/bot/game/stream/{id}}. */
  GAME,
  /** A challenge created with {@code keepAliveStream=true}. */
  CHALLENGE
}
