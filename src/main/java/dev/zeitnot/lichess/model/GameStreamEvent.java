package dev.zeitnot.lichess.model;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

/** One message of a bot game stream (/api/bot/game/stream/{id}), typed by its {@code type} field. */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
    @JsonSubTypes.Type(value = GameFull.class, name = "gameFull"),
    @JsonSubTypes.Type(value = GameState.class, name = "gameState"),
    @JsonSubTypes.Type(value = ChatLine.class, name = "chatLine"),
    @JsonSubTypes.Type(value = OpponentGone.class, name = "opponentGone")})
public sealed interface GameStreamEvent permits GameFull, GameState, ChatLine, OpponentGone {}
