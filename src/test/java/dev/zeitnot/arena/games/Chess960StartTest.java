package dev.zeitnot.arena.games;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Position;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class Chess960StartTest {

  @Test
  void position518IsTheClassicalSetup() {
    assertThat(Chess960Start.fen(Chess960Start.CLASSICAL)).isEqualTo(Position.STARTPOS_FEN);
  }

  @Test
  void theFirstPositionIsBbqnnrkr() {
    assertThat(Chess960Start.fen(0)).startsWith("bbqnnrkr/").contains("/BBQNNRKR w KQkq");
  }

  @Test
  void allNineHundredSixtyAreDistinctLegalStartsWithTheKingBetweenTheRooks() {
    Set<String> ranks = new HashSet<>();
    for (int n = 0; n < 960; n++) {
      String fen = Chess960Start.fen(n);
      String rank = fen.substring(fen.lastIndexOf('/') + 1, fen.indexOf(' '));
      assertThat(rank.indexOf('R')).isLessThan(rank.indexOf('K'));
      assertThat(rank.lastIndexOf('R')).isGreaterThan(rank.indexOf('K'));
      assertThat(rank.indexOf('B') % 2).isNotEqualTo(rank.lastIndexOf('B') % 2);
      // 16 pawn moves plus knight moves and, with king and rook side by side, a castling.
      assertThat(Position.fromFen(fen, true).generateLegal(new int[Position.MAX_MOVES]))
          .isGreaterThan(16);
      ranks.add(rank);
    }
    assertThat(ranks).hasSize(960);
  }
}
