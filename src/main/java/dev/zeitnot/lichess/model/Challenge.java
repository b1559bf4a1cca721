package dev.zeitnot.lichess.model;

/**
 * A challenge (incoming, outgoing, or a rematch offer when {@code rematchOf} is set). The game it
 * creates has the same id. {@code color} is what the challenger asked for, {@code finalColor}
 * the colour the challenger actually gets. {@code destUser} is null for open challenges.
 */
public record Challenge(
    String id,
    String url,
    String status,
    ChallengeUser challenger,
    ChallengeUser destUser,
    VariantInfo variant,
    boolean rated,
    String speed,
    TimeControl timeControl,
    String color,
    String finalColor,
    Perf perf,
    String rematchOf,
    String initialFen,
    String declineReason,
    String declineReasonKey,
    String direction) {}
