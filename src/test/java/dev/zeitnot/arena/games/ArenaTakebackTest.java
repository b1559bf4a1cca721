package dev.zeitnot.arena.games;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.arena.Arena;
import dev.zeitnot.arena.accounts.Accounts;
import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.lobby.ArenaChallenge;
import dev.zeitnot.arena.settings.ArenaSettings;
import dev.zeitnot.chess.Color;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Takeback requests in the arena: in the game state, cancelled by a move, granted by the opponent. */
class ArenaTakebackTest {

  private Arena arena;
  private ArenaAccount alice;
  private ArenaAccount rival;
  private ArenaGame game;

  @BeforeEach
  void start() throws Exception {
    arena = Arena.start(0, Accounts.defaults(), ArenaSettings.DEFAULT);
    alice = arena.accounts().byToken(Accounts.HUMAN_TOKEN).orElseThrow();
    rival = arena.accounts().byToken(Accounts.RIVAL_TOKEN).orElseThrow();
    ArenaChallenge challenge = arena.challenge("Alice", "Rival", Map.of("clock.limit", "300",
        "clock.increment", "2", "color", "white"));
    game = arena.lobby().accept(challenge.id(), rival);
  }

  @AfterEach
  void stop() {
    arena.close();
  }

  @Test
  void aRequestNeedsAMoveOfTheRequesterToTakeBack() {
    assertThat(game.takeback(alice, true)).isPresent();
    assertThat(game.takeback(rival, true)).isPresent();
  }

  @Test
  void theRequestIsInTheGameStateUntilAMoveCancelsIt() {
    game.move(alice, "e2e4", null);
    assertThat(game.takeback(alice, true)).isEmpty();
    assertThat(GameWire.gameState(game).path("wtakeback").asBoolean()).isTrue();
    assertThat(GameWire.gameState(game).has("btakeback")).isFalse();
    game.move(rival, "e7e5", null);
    assertThat(game.takebackRequested(Color.WHITE)).isFalse();
    assertThat(GameWire.gameState(game).has("wtakeback")).isFalse();
  }

  @Test
  void grantingOnTheRequestersTurnTakesBackTheReplyToo() {
    game.move(alice, "e2e4", null);
    game.move(rival, "e7e5", null);
    game.move(alice, "g1f3", null);
    game.move(rival, "b8c6", null);
    game.takeback(alice, true);
    assertThat(game.takeback(rival, true)).isEmpty();
    assertThat(game.chessGame().uciMoves()).containsExactly("e2e4", "e7e5");
    assertThat(game.isTurnOf(alice)).isTrue();
    assertThat(game.clockAfterPly()).hasSize(2);
  }

  @Test
  void grantingOnTheOpponentsTurnTakesBackOnePly() {
    game.move(alice, "e2e4", null);
    game.move(rival, "e7e5", null);
    game.takeback(rival, true);
    assertThat(game.takeback(alice, true)).isEmpty();
    assertThat(game.chessGame().uciMoves()).containsExactly("e2e4");
    assertThat(game.isTurnOf(rival)).isTrue();
  }

  @Test
  void decliningClearsTheRequestAndSaysSo() {
    game.move(alice, "e2e4", null);
    game.takeback(alice, true);
    assertThat(game.takeback(rival, false)).isEmpty();
    assertThat(game.takebackRequested(Color.WHITE)).isFalse();
    assertThat(game.chatLines()).extracting(ArenaChatLine::text).contains("Takeback proposition declined");
    assertThat(game.chessGame().uciMoves()).containsExactly("e2e4");
  }
}
