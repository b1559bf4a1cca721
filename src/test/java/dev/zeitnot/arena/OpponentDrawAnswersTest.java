package dev.zeitnot.arena;

import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.accounts.Accounts;
import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.games.ArenaChatLine;
import dev.zeitnot.arena.games.GameSnapshot;
import dev.zeitnot.arena.games.ArenaGameStatus;
import dev.zeitnot.arena.opponents.EngineOpponent;
import dev.zeitnot.arena.opponents.RandomOpponent;
import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Variant;
import dev.zeitnot.engine.builtin.BuiltinEngine;
import dev.zeitnot.engine.builtin.EngineSettings;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Uci;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** How the arena's own players answer a draw offer. */
class OpponentDrawAnswersTest {

  private static GameSnapshot offeredToBlack(String fen) {
    return new GameSnapshot("g", fen, false, List.of(), Color.BLACK, 60_000, 60_000, 0, ArenaGameStatus.STARTED, -1,
        Color.WHITE, Variant.STANDARD);
  }

  @Test
  void aRandomMoverAcceptsWhenItIsNotAheadInMaterial() {
    RandomOpponent random = new RandomOpponent(1);
    assertThat(random.acceptsDraw(offeredToBlack("4k3/8/8/8/8/8/8/3RK3 b - - 0 1"))).as("a rook down").isTrue();
    assertThat(random.acceptsDraw(offeredToBlack("3rk3/8/8/8/8/8/8/3RK3 b - - 0 1"))).as("level").isTrue();
  }

  @Test
  void aRandomMoverDeclinesWhenItIsAheadInMaterial() {
    RandomOpponent random = new RandomOpponent(1);
    assertThat(random.acceptsDraw(offeredToBlack("3qk3/8/8/8/8/8/8/3RK3 b - - 0 1"))).isFalse();
  }

  @Test
  void anEngineAcceptsInALevelPositionAndDeclinesWhenItIsWinning() {
    try (EngineOpponent engine = new EngineOpponent(new BuiltinEngine(EngineSettings.DEFAULT), SearchLimits.depth(4))) {
      assertThat(engine.acceptsDraw(offeredToBlack("3rk3/8/8/8/8/8/8/3RK3 b - - 0 1"))).as("rook each").isTrue();
    }
    try (EngineOpponent engine = new EngineOpponent(new BuiltinEngine(EngineSettings.DEFAULT), SearchLimits.depth(4))) {
      GameSnapshot queenUp = offeredToBlack("3qk3/8/8/8/8/8/8/4K3 b - - 0 1");
      assertThat(engine.acceptsDraw(queenUp)).as("a queen up").isFalse();
      assertThat(engine.chooseMove(queenUp)).as("declining, it plays its search's move").isNotNull();
    }
  }

  @Test
  void anArenaOpponentAcceptsAnOfferMadeWithAMoveAndTheGameEndsDrawnByAgreement() throws Exception {
    try (ArenaFixture fx = new ArenaFixture()) {
      fx.arena.addOpponent("Random", () -> new RandomOpponent(5));
      String id = fx.bot.post("/api/challenge/random", Map.of("clock.limit", "60", "clock.increment", "0",
          "color", "black")).body().path("id").asText();
      ArenaGame game = await(() -> fx.arena.lobby().game(id).orElse(null));
      await(() -> game.ply() == 1 ? game : null);
      Game board = new Game(game.snapshot().initialFen(), false);
      game.snapshot().moves().forEach(board::play);
      int[] moves = new int[Position.MAX_MOVES];
      board.position().copy().generateLegal(moves);
      // Material is level after one move each: the random mover accepts instead of moving.
      ArenaAccount bot = fx.arena.accounts().byToken(Accounts.BOT_TOKEN).orElseThrow();
      assertThat(game.move(bot, Uci.format(moves[0], Uci.CastlingStyle.KING_TWO_SQUARES), true)).isEmpty();
      await(() -> game.isOver() ? game : null);
      assertThat(game.status()).isEqualTo(ArenaGameStatus.DRAW);
      assertThat(game.ply()).isEqualTo(2);
      assertThat(game.chatLines()).extracting(ArenaChatLine::text).contains("Draw offer accepted");
    }
  }

  private static <T> T await(Supplier<T> value) throws InterruptedException {
    for (int i = 0; i < 1000; i++) {
      T found = value.get();
      if (found != null) {
        return found;
      }
      Thread.sleep(10);
    }
    throw new AssertionError("not in time");
  }
}
