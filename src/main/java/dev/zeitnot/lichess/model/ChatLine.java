package dev.zeitnot.lichess.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/** A chat line in room "player" or "spectator" (our own lines and "lichess" system lines included). */
@JsonIgnoreProperties("type")
public record ChatLine(String room, String username, String text) implements GameStreamEvent {}
