package dev.zeitnot.ops;

import java.util.List;

/**
 * What {@code /health} answers.
 *
 * @param healthy whether every check passed (HTTP 200, else 503)
 * @param eventStream connecting, connected, reconnecting or refused
 * @param gamesOnOurTurn games waiting for our move now
 * @param problems one line per failed check, naming what is wrong
 */
public record HealthReport(boolean healthy, String eventStream, int gamesOnOurTurn, List<String> problems) {}
