package dev.zeitnot.lichess.model;

import java.util.List;

/** The arenas {@code GET /api/tournament} lists: upcoming ({@code created}), running and recently finished. */
public record TournamentList(List<Tournament> created, List<Tournament> started, List<Tournament> finished) {

  public TournamentList {
    created = created == null ? List.of() : List.copyOf(created);
    started = started == null ? List.of() : List.copyOf(started);
    finished = finished == null ? List.of() : List.copyOf(finished);
  }
}
