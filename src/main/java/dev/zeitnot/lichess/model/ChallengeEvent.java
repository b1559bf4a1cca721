package dev.zeitnot.lichess.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/** A challenge to us (or one we created, or a rematch offer) is pending. */
@JsonIgnoreProperties("type")
public record ChallengeEvent(Challenge challenge, Compat compat) implements EventStreamEvent {}
