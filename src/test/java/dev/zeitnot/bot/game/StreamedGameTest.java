package dev.zeitnot.bot.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.IllegalMoveException;
import dev.zeitnot.chess.Outcome;
import dev.zeitnot.chess.Variant;
import org.junit.jupiter.api.Test;

class StreamedGameTest {

  /** White's king walks e1-e2-d3-d4: on the hill after the 7th ply. */
  private static final String KING_TO_THE_HILL = "e2e3 e7e6 e1e2 e8e7 e2d3 e7d6 d3d4";

  private static StreamedGame black(dev.zeitnot.lichess.model.VariantInfo variant, String moves) {
    StreamedGame streamed = new StreamedGame(Color.BLACK, "alice", 0);
    streamed.take(GameEvents.full("black", GameEvents.state(moves), variant), 0);
    return streamed;
  }

  @Test
  void aKingOfTheHillGameEndsWhenAKingReachesTheCentreAndAsksNoMoveOfUs() {
    StreamedGame streamed = black(GameEvents.KING_OF_THE_HILL, KING_TO_THE_HILL);
    assertThat(streamed.game().variant()).isEqualTo(Variant.KING_OF_THE_HILL);
    assertThat(streamed.game().outcome()).isEqualTo(new Outcome(Outcome.Kind.VARIANT_END, Color.WHITE));
    assertThat(streamed.turn(GameEvents.state(KING_TO_THE_HILL), 0, 0)).isNull();
  }

  @Test
  void theSameMovesInAStandardGameLeaveItGoingAndAskUsToMove() {
    StreamedGame streamed = black(GameEvents.STANDARD, KING_TO_THE_HILL);
    assertThat(streamed.game().variant()).isEqualTo(Variant.STANDARD);
    assertThat(streamed.game().outcome().isOver()).isFalse();
    assertThat(streamed.turn(GameEvents.state(KING_TO_THE_HILL), 0, 0)).isNotNull();
  }

  @Test
  void aThreeCheckGameCountsTheChecksAndEndsAtTheThird() {
    String twoChecks = "e2e4 f7f6 d1h5 g7g6 h5g6 h7g6 f1e2 a7a6 e2h5 a6a5";
    StreamedGame streamed = black(GameEvents.THREE_CHECK, twoChecks);
    assertThat(streamed.game().position().checksGiven(Color.WHITE)).isEqualTo(2);
    assertThat(streamed.game().outcome().isOver()).isFalse();
    StreamedGame over = black(GameEvents.THREE_CHECK, twoChecks + " h5g6");
    assertThat(over.game().outcome()).isEqualTo(new Outcome(Outcome.Kind.VARIANT_END, Color.WHITE));
    assertThat(over.turn(GameEvents.state(twoChecks + " h5g6"), 0, 0)).isNull();
    assertThatThrownBy(() -> over.game().play("e8f7")).isInstanceOf(IllegalMoveException.class);
  }
}
