package dev.zeitnot.lichess.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/** A challenge we made was declined; the reason key is in {@code challenge.declineReasonKey()}. */
@JsonIgnoreProperties("type")
public record ChallengeDeclinedEvent(Challenge challenge) implements EventStreamEvent {}
