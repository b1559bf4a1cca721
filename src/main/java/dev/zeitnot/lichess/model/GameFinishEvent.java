package dev.zeitnot.lichess.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/** A game with us ended, aborts included. */
@JsonIgnoreProperties("type")
public record GameFinishEvent(GameInfo game) implements EventStreamEvent {}
