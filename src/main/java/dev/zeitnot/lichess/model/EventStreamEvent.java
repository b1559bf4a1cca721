package dev.zeitnot.lichess.model;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

/** One message of the account's event stream (/api/stream/event), typed by its {@code type} field. */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
    @JsonSubTypes.Type(value = ChallengeEvent.class, name = "challenge"),
    @JsonSubTypes.Type(value = ChallengeCanceledEvent.class, name = "challengeCanceled"),
    @JsonSubTypes.Type(value = ChallengeDeclinedEvent.class, name = "challengeDeclined"),
    @JsonSubTypes.Type(value = GameStartEvent.class, name = "gameStart"),
    @JsonSubTypes.Type(value = GameFinishEvent.class, name = "gameFinish")})
public sealed interface EventStreamEvent
    permits ChallengeEvent, ChallengeCanceledEvent, ChallengeDeclinedEvent, GameStartEvent,
        GameFinishEvent {}
