package dev.zeitnot.lichess.model;

import java.util.List;

/** Our games in progress, most urgent first (/api/account/playing). */
public record PlayingGames(int nbMyTurn, List<GameInfo> nowPlaying) {

  public PlayingGames {
    nowPlaying = nowPlaying == null ? List.of() : List.copyOf(nowPlaying);
  }
}
