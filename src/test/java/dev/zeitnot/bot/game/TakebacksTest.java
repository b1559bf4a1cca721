package dev.zeitnot.bot.game;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Color;
import dev.zeitnot.lichess.model.GameState;
import dev.zeitnot.lichess.model.GameStatus;
import org.junit.jupiter.api.Test;

class TakebacksTest {

  private static GameState state(boolean wtakeback, boolean btakeback) {
    return new GameState("e2e4 e7e5", 1000, 1000, 0, 0, GameStatus.STARTED, null, false, false,
        wtakeback, btakeback, null, null);
  }

  @Test
  void grantsAHumanUpToTheLimitThenDeclines() {
    Takebacks takebacks = new Takebacks(Color.WHITE, 1);
    assertThat(takebacks.answer(state(false, true), false)).isEqualTo(Takebacks.Answer.ACCEPT);
    assertThat(takebacks.answer(state(false, false), false)).isEqualTo(Takebacks.Answer.NONE);
    assertThat(takebacks.answer(state(false, true), false)).isEqualTo(Takebacks.Answer.DECLINE);
  }

  @Test
  void declinesEveryBotRequest() {
    Takebacks takebacks = new Takebacks(Color.BLACK, 5);
    assertThat(takebacks.answer(state(true, false), true)).isEqualTo(Takebacks.Answer.DECLINE);
  }

  @Test
  void answersEachRequestOnceAndIgnoresOurOwnFlag() {
    Takebacks takebacks = new Takebacks(Color.WHITE, 0);
    assertThat(takebacks.answer(state(true, false), false)).isEqualTo(Takebacks.Answer.NONE);
    assertThat(takebacks.answer(state(false, true), false)).isEqualTo(Takebacks.Answer.DECLINE);
    assertThat(takebacks.answer(state(false, true), false)).isEqualTo(Takebacks.Answer.NONE);
  }
}
