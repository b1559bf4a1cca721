package dev.zeitnot.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GameTest {

  @Test
  void syncAppendsOnlyTheNewMoves() {
    Game game = new Game("startpos", false);
    assertThat(game.sync("")).isZero();
    assertThat(game.sync("e2e4 e7e5")).isEqualTo(2);
    assertThat(game.sync("e2e4 e7e5 g1f3")).isEqualTo(1);
    assertThat(game.sync("e2e4 e7e5 g1f3")).isZero();
    assertThat(game.uciMoves()).containsExactly("e2e4", "e7e5", "g1f3");
    assertThat(game.ply()).isEqualTo(3);
    assertThat(game.initialFen()).isEqualTo(Position.STARTPOS_FEN);
  }

  @Test
  void syncRebuildsAfterATakeback() {
    Game game = new Game("startpos", false);
    game.sync("e2e4 e7e5 g1f3 b8c6");
    assertThat(game.sync("e2e4 e7e5 d2d4")).isEqualTo(1);
    assertThat(game.uciMoves()).containsExactly("e2e4", "e7e5", "d2d4");
    assertThat(game.position().toFen()).isEqualTo("rnbqkbnr/pppp1ppp/8/4p3/3PP3/8/PPP2PPP/RNBQKBNR b KQkq - 0 2");
    assertThat(game.sync("e2e4")).isZero();
    assertThat(game.ply()).isEqualTo(1);
  }

  @Test
  void syncTreatsBothCastlingFormsAsTheSameMove() {
    Game game = new Game("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", false);
    game.sync("e1g1");
    assertThat(game.sync("e1h1 e8c8")).isEqualTo(1);
    assertThat(game.uciMoves()).containsExactly("e1g1", "e8c8");
    game.setCastlingStyle(Uci.CastlingStyle.KING_TAKES_ROOK);
    assertThat(game.uciMoves()).containsExactly("e1h1", "e8a8");
  }

  @Test
  void chess960GameWritesCastlingKingTakesRook() {
    Game game = new Game("rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1", true);
    assertThat(game.castlingStyle()).isEqualTo(Uci.CastlingStyle.KING_TAKES_ROOK);
    game.play("b1h1");
    assertThat(game.uciMoves()).containsExactly("b1h1");
    assertThat(game.sanMoves()).containsExactly("O-O");
  }

  @Test
  void illegalMoveLeavesTheGameUnchanged() {
    Game game = Game.startpos();
    game.sync("e2e4");
    assertThatThrownBy(() -> game.sync("e2e4 e7e5 e1e3")).isInstanceOf(IllegalMoveException.class)
        .hasMessageContaining("e1e3");
    assertThat(game.uciMoves()).containsExactly("e2e4");
    assertThatThrownBy(() -> game.play("e2e4")).isInstanceOf(IllegalMoveException.class);
    assertThatThrownBy(() -> game.play(0x7FFF)).isInstanceOf(IllegalMoveException.class);
    assertThat(game.ply()).isEqualTo(1);
  }

  @Test
  void outcomeSeesCheckmateAndRepetition() {
    Game mate = Game.startpos();
    mate.sync("f2f3 e7e5 g2g4 d8h4");
    assertThat(mate.outcome()).isEqualTo(new Outcome(Outcome.Kind.CHECKMATE, Color.BLACK));
    assertThat(mate.sanMoves()).containsExactly("f3", "e5", "g4", "Qh4#");

    Game draw = Game.startpos();
    draw.sync("g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1");
    assertThat(draw.outcome()).isEqualTo(Outcome.ONGOING);
    draw.play("f6g8");
    assertThat(draw.outcome().kind()).isEqualTo(Outcome.Kind.THREEFOLD_REPETITION);
    assertThat(draw.outcome().isOver()).isTrue();
  }

  @Test
  void pgnHasTheRosterFirstCommentsAndTheResult() {
    Game game = Game.startpos();
    game.sync("f2f3 e7e5 g2g4 d8h4");
    String pgn = Pgn.write(Map.of("White", "zeitnot", "Black", "someone"), game,
        List.of("[%clk 0:00:58]", "[%clk 0:00:59]"));
    assertThat(pgn).startsWith("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
        + "[White \"zeitnot\"]\n[Black \"someone\"]\n[Result \"0-1\"]\n\n");
    assertThat(pgn).contains("1. f3 {[%clk 0:00:58]} 1... e5 {[%clk 0:00:59]} 2. g4 Qh4# 0-1\n");
    assertThat(pgn).doesNotContain("FEN");
  }

  @Test
  void outsideTextInATagOrCommentCannotEndItNorStartALineOfItsOwn() {
    Game game = Game.startpos();
    game.sync("e2e4");
    String pgn = Pgn.write(Map.of("White", "evil\"]\r\n[Result \"1-0\"]", "Black", "back\\slash\ttab"), game,
        List.of("chat}\n[Event \"x\"]"));
    assertThat(pgn).contains("[White \"evil\\\"] [Result \\\"1-0\\\"]\"]\n")
        .contains("[Black \"back\\\\slash tab\"]\n").contains("1. e4 {chat) [Event \"x\"]} *");
    assertThat(pgn.lines().filter(line -> line.startsWith("[Result"))).containsExactly("[Result \"*\"]");
    assertThat(pgn.lines().filter(line -> line.startsWith("[Event"))).containsExactly("[Event \"?\"]");
  }

  @Test
  void pgnOfALongGameFromAFenIsWrappedAndHasSetUp() {
    Game game = new Game("4k3/8/8/8/8/8/8/R3K3 b - - 0 30", false);
    for (int i = 0; i < 10; i++) {
      game.sync(String.join(" ", game.uciMoves()) + " e8d8 a1a2 d8e8 a2a1");
    }
    String pgn = Pgn.write(null, game, null);
    assertThat(pgn).contains("[SetUp \"1\"]").contains("[FEN \"4k3/8/8/8/8/8/8/R3K3 b - - 0 30\"]");
    assertThat(pgn).contains("30... Kd8");
    assertThat(pgn.lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(80));
  }

  @Test
  void chess960PgnNamesTheVariantAndTheStartingFen() {
    Game game = new Game("rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1", true);
    game.play("b1h1");
    String pgn = Pgn.write(Map.of("Event", "casual"), game, null);
    assertThat(pgn).startsWith("[Event \"casual\"]\n").contains("[Variant \"Chess960\"]")
        .contains("[FEN \"rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1\"]").endsWith("1. O-O *\n");
  }

  @Test
  void capturingTheLastPawnEndsTheGameForInsufficientMaterial() {
    Game game = new Game("4k3/8/8/8/8/8/4p3/4KB2 w - - 0 1", false);
    assertThat(game.outcome()).isEqualTo(Outcome.ONGOING);
    game.play("e1e2");
    assertThat(game.outcome()).isEqualTo(new Outcome(Outcome.Kind.INSUFFICIENT_MATERIAL, -1));
    assertThat(game.outcome().resultToken()).isEqualTo("1/2-1/2");
  }
}
