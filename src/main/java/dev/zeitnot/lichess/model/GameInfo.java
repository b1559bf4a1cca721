package dev.zeitnot.lichess.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * A game as gameStart, gameFinish and /api/account/playing describe it, from OUR side:
 * {@code color} is our colour, {@code secondsLeft} our clock in seconds (null if unlimited),
 * {@code lastMove} is UCI or "" (castling may come in either form).
 */
// "id" repeats gameId for old clients.
@JsonIgnoreProperties("id")
public record GameInfo(
    String gameId,
    String fullId,
    String color,
    String fen,
    String lastMove,
    boolean hasMoved,
    @JsonProperty("isMyTurn") boolean myTurn,
    boolean rated,
    String source,
    GameStatus status,
    VariantInfo variant,
    String speed,
    Perf perf,
    Opponent opponent,
    Integer secondsLeft,
    Integer rating,
    Integer ratingDiff,
    String winner,
    String tournamentId,
    String swissId,
    Compat compat) {}
