package dev.zeitnot.bot.game;

import static org.assertj.core.api.Assertions.assertThat;
import dev.zeitnot.bot.clock.MoveBudget;
import dev.zeitnot.chess.Game;
import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.SearchLimits;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import org.junit.jupiter.api.Test;


class ChosenMoveTest {

  private static final MoveBudget BUDGET =
      new MoveBudget(MoveBudget.Kind.CLOCK, SearchLimits.moveTime(10), 10);

  /** An engine that always answers {@code move}. */
  private record Answering(String move) implements Engine {
    @Override
    public String name() {
      return "answering";
    }

    @Override
    public void newGame() {}

    @Override
    public SearchResult search(SearchRequest request, SearchListener listener) {
      return new SearchResult(move, null, null);
    }

    @Override
    public void stop() {}

    @Override
    public void ponderHit() {}

    @Override
    public void close() {}
  }

  private static Game castlingReady(boolean chess960) {
    String fen = chess960 ? "4k3/8/8/8/8/8/8/1R2K1R1 w GB - 0 1" : "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    return new Game(fen, chess960);
  }

  @Test
  void standardCastlingIsPostedKingTwoSquaresWhateverTheEngineWrites() {
    assertThat(ChosenMove.search(new Answering("e1h1"), castlingReady(false), BUDGET).uci()).isEqualTo("e1g1");
    assertThat(ChosenMove.search(new Answering("e1g1"), castlingReady(false), BUDGET).san()).isEqualTo("O-O");
  }

  @Test
  void chess960CastlingIsPostedKingTakesRook() {
    ChosenMove move = ChosenMove.search(new Answering("e1g1"), castlingReady(true), BUDGET);
    assertThat(move.uci()).isEqualTo("e1g1");
    assertThat(move.san()).isEqualTo("O-O");
    assertThat(ChosenMove.search(new Answering("e1b1"), castlingReady(true), BUDGET).uci()).isEqualTo("e1b1");
  }

  @Test
  void anIllegalEngineMoveIsReplacedByALegalOne() {
    Game game = Game.startpos();
    ChosenMove move = ChosenMove.search(new Answering("e2e5"), game, BUDGET);
    game.play(move.uci()); // throws if the posted move were illegal
    assertThat(game.ply()).isEqualTo(1);
  }

  @Test
  void aMissingEngineMoveStillYieldsALegalOne() {
    assertThat(ChosenMove.search(new Answering(null), Game.startpos(), BUDGET)).isNotNull();
  }

  @Test
  void noMoveWhenTheGameIsOver() {
    Game mated = new Game("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", false);
    assertThat(ChosenMove.search(new Answering(null), mated, BUDGET)).isNull();
  }
}
