package dev.zeitnot.lichess.model;

/** One message of a bot game stream (/api/bot/game/stream/{id}). */
public sealed interface GameStreamEvent permits GameFull, GameState, ChatLine, OpponentGone {}
