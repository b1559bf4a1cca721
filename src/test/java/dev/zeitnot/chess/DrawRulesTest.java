package dev.zeitnot.chess;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DrawRulesTest {

  private static Position play(Position p, String moves) {
    for (String m : moves.split(" ")) {
      p.makeMove(Uci.parse(p, m));
    }
    return p;
  }

  @Test
  void samePositionReachedByDifferentMoveOrdersHasTheSameKey() {
    Position a = play(Position.startpos(), "g1f3 g8f6 b1c3 b8c6");
    Position b = play(Position.startpos(), "b1c3 b8c6 g1f3 g8f6");
    assertThat(a.key()).isEqualTo(b.key());
  }

  @Test
  void threefoldIsCountedAcrossKnightShuffles() {
    Position p = play(Position.startpos(), "g1f3 g8f6 f3g1 f6g8");
    assertThat(p.isRepetition()).isTrue();
    assertThat(p.repetitionCount()).isEqualTo(1);
    play(p, "g1f3 g8f6 f3g1 f6g8");
    assertThat(p.repetitionCount()).isEqualTo(2);
    assertThat(Outcome.of(p).kind()).isEqualTo(Outcome.Kind.THREEFOLD_REPETITION);
  }

  @Test
  void anIrreversibleMoveEndsTheRepetitionWindow() {
    Position p = play(Position.startpos(), "g1f3 g8f6 f3g1 f6g8 e2e4 e7e5 g1f3 g8f6 f3g1 f6g8");
    assertThat(p.repetitionCount()).isEqualTo(1);
  }

  @Test
  void enPassantRightCountsOnlyWhenTheCaptureIsLegal() {
    Position noCapture = play(Position.startpos(), "e2e4");
    assertThat(noCapture.epSquare()).isEqualTo(-1);
    assertThat(noCapture.key())
        .isEqualTo(Position.fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1").key())
        .isEqualTo(Position.fromFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1").key());

    Position capturable = Position.fromFen("4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1");
    assertThat(capturable.key()).isNotEqualTo(Position.fromFen("4k3/8/8/8/3Pp3/8/8/4K3 b - - 0 1").key());

    Position pinned = Position.fromFen("8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1");
    assertThat(pinned.epSquare()).isEqualTo(-1);
    assertThat(pinned.key()).isEqualTo(Position.fromFen("8/8/8/8/k2Pp2Q/8/8/3K4 b - - 0 1").key());
  }

  @Test
  void positionWithALiveEnPassantRightDoesNotRepeatTheSamePlacementWithout() {
    Position p = play(Position.fromFen("4k3/8/8/8/4p3/8/3P4/4K3 w - - 0 1"), "d2d4");
    assertThat(p.epSquare()).isEqualTo(Square.parse("d3"));
    play(p, "e8e7 e1e2 e7e8 e2e1");
    assertThat(p.repetitionCount()).isZero();
    play(p, "e8e7 e1e2 e7e8 e2e1");
    assertThat(p.repetitionCount()).isEqualTo(1);
  }

  @Test
  void fiftyMoveRuleTriggersAtTheHundredthReversibleHalfmove() {
    Position p = Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80");
    assertThat(p.isFiftyMoveDraw()).isFalse();
    play(p, "a1a2");
    assertThat(p.isFiftyMoveDraw()).isTrue();
    assertThat(Outcome.of(p).kind()).isEqualTo(Outcome.Kind.FIFTY_MOVE_RULE);
  }

  @Test
  void checkmateOnTheHundredthHalfmoveIsCheckmateNotFiftyMoves() {
    Position p = play(Position.fromFen("k7/8/1K6/8/8/8/8/7R w - - 99 80"), "h1h8");
    assertThat(p.isFiftyMoveDraw()).isFalse();
    assertThat(Outcome.of(p)).isEqualTo(new Outcome(Outcome.Kind.CHECKMATE, Color.WHITE));
  }

  @Test
  void pawnMoveResetsTheHalfmoveClock() {
    Position p = play(Position.fromFen("4k3/8/8/8/8/8/4P3/4K3 w - - 99 80"), "e2e4");
    assertThat(p.halfmoveClock()).isZero();
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource({
      "4k3/8/8/8/8/8/8/4K3 w - - 0 1, true",
      "4k3/8/8/8/8/8/8/4KN2 w - - 0 1, true",
      "4k3/8/8/8/8/8/8/4KB2 w - - 0 1, true",
      "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1, true",
      "3kb3/8/8/8/8/8/8/2B1K3 w - - 0 1, false",
      "4kn2/8/8/8/8/8/8/4KN2 w - - 0 1, false",
      "4k3/8/8/8/8/8/8/3NKN2 w - - 0 1, false",
      "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1, false",
      "4k3/8/8/8/8/8/8/4K2R w - - 0 1, false",
  })
  void insufficientMaterialIsRecognised(String fen, boolean insufficient) {
    assertThat(Position.fromFen(fen).isInsufficientMaterial()).isEqualTo(insufficient);
  }

  @Test
  void stalemateIsADraw() {
    assertThat(Outcome.of(Position.fromFen("k7/8/1Q6/8/8/8/8/7K b - - 0 1")))
        .isEqualTo(new Outcome(Outcome.Kind.STALEMATE, -1));
  }
}
