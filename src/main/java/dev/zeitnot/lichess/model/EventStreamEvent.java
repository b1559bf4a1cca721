package dev.zeitnot.lichess.model;

/** One message of the account's event stream (/api/stream/event). */
public sealed interface EventStreamEvent
    permits ChallengeEvent, ChallengeCanceledEvent, ChallengeDeclinedEvent, GameStartEvent,
        GameFinishEvent {}
