package dev.zeitnot.lichess.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * The first line of a game stream (and the only one for a finished game): who plays, the initial
 * position ("startpos" or a FEN), the clock in ms (null without a real-time clock) and the state.
 */
@JsonIgnoreProperties("type")
public record GameFull(
    String id,
    VariantInfo variant,
    String speed,
    Perf perf,
    boolean rated,
    long createdAt,
    Player white,
    Player black,
    String initialFen,
    GameClock clock,
    Integer daysPerTurn,
    String tournamentId,
    GameState state) implements GameStreamEvent {}
