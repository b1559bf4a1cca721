package dev.zeitnot.bot.game;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Game;
import dev.zeitnot.engine.SearchResult;
import org.junit.jupiter.api.Test;

class ChosenMoveTest {

  private static ChosenMove answered(String move, Game game) {
    return ChosenMove.of(new SearchResult(move, null, null), game);
  }

  private static Game castlingReady(boolean chess960) {
    String fen = chess960 ? "4k3/8/8/8/8/8/8/1R2K1R1 w GB - 0 1" : "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    return new Game(fen, chess960);
  }

  @Test
  void standardCastlingIsPostedKingTwoSquaresWhateverTheEngineWrites() {
    assertThat(answered("e1h1", castlingReady(false)).uci()).isEqualTo("e1g1");
    assertThat(answered("e1g1", castlingReady(false)).san()).isEqualTo("O-O");
  }

  @Test
  void chess960CastlingIsPostedKingTakesRook() {
    ChosenMove move = answered("e1g1", castlingReady(true));
    assertThat(move.uci()).isEqualTo("e1g1");
    assertThat(move.san()).isEqualTo("O-O");
    assertThat(answered("e1b1", castlingReady(true)).uci()).isEqualTo("e1b1");
  }

  @Test
  void anIllegalEngineMoveIsNeverChosen() {
    assertThat(answered("e2e5", Game.startpos())).isNull();
  }

  @Test
  void garbageFromTheEngineIsNeverChosen() {
    assertThat(answered("hello", Game.startpos())).isNull();
    assertThat(answered(null, Game.startpos())).isNull();
  }

  @Test
  void theLastResortIsALegalMove() {
    Game game = Game.startpos();
    game.play(ChosenMove.firstLegal(game).uci()); // throws if it were illegal
    assertThat(game.ply()).isEqualTo(1);
  }

  @Test
  void noLastResortWhenTheGameIsOver() {
    Game mated = new Game("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", false);
    assertThat(ChosenMove.firstLegal(mated)).isNull();
  }
}
