package dev.zeitnot.lichess.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/** The challenger withdrew a challenge (or a rematch offer). */
@JsonIgnoreProperties("type")
public record ChallengeCanceledEvent(Challenge challenge) implements EventStreamEvent {}
