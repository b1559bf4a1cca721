package dev.zeitnot.lichess.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/** A game with us started; also replayed for every game in progress when the stream opens. */
@JsonIgnoreProperties("type")
public record GameStartEvent(GameInfo game) implements EventStreamEvent {}
