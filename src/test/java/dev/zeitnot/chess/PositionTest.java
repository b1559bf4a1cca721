package dev.zeitnot.chess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PositionTest {

  @Test
  void incrementalStateAndMoveCountAgreeWithScratchStateOverRandomGames() {
    Random random = new Random(42);
    int[] moves = new int[Position.MAX_MOVES];
    List<PerftCase> cases = TestData.perftCases("perft-standard.epd");
    cases.addAll(TestData.perftCases("perft-chess960.epd").subList(0, 60));
    for (PerftCase c : cases) {
      Position p = Position.fromFen(c.fen());
      String startFen = p.toFen();
      long startKey = p.key();
      int played = 0;
      for (; played < 40; played++) {
        int n = p.generateLegal(moves);
        assertThat(p.countLegal()).isEqualTo(n);
        assertMoveQueriesAgreeWithPlaying(p, moves, n);
        if (n == 0) {
          break;
        }
        p.makeMove(moves[random.nextInt(n)]);
        assertThat(p.key()).isEqualTo(p.computeKey());
        assertThat(Position.fromFen(p.toFen()).key()).isEqualTo(p.key());
        assertThat(p.checkers()).isEqualTo(Position.fromFen(p.toFen()).checkers());
      }
      for (int i = 0; i < played; i++) {
        p.unmakeMove();
      }
      assertThat(p.toFen()).isEqualTo(startFen);
      assertThat(p.key()).isEqualTo(startKey);
    }
  }

  private static void assertMoveQueriesAgreeWithPlaying(Position p, int[] moves, int n) {
    int[] captures = new int[Position.MAX_MOVES];
    int captureCount = p.generateCaptures(captures);
    Set<Integer> expectedCaptures = Arrays.stream(moves, 0, n)
        .filter(m -> p.isCapture(m) || Move.isPromotion(m)).boxed().collect(Collectors.toSet());
    assertThat(Arrays.stream(captures, 0, captureCount).boxed().collect(Collectors.toSet()))
        .as(p.toFen()).isEqualTo(expectedCaptures);
    for (int i = 0; i < n; i++) {
      boolean check = p.givesCheck(moves[i]);
      p.makeMove(moves[i]);
      boolean inCheck = p.inCheck();
      p.unmakeMove();
      if (check != inCheck) {
        assertThat(check).as("givesCheck %s in %s", Uci.format(moves[i]), p.toFen()).isEqualTo(inCheck);
      }
    }
  }

  @Test
  void givesCheckMatchesPlayingTheMoveForEverySuiteMove() {
    int[] moves = new int[Position.MAX_MOVES];
    List<PerftCase> cases = TestData.perftCases("perft-standard.epd");
    cases.addAll(TestData.perftCases("perft-chess960.epd"));
    for (PerftCase c : cases) {
      Position p = Position.fromFen(c.fen());
      int n = p.generateLegal(moves);
      for (int i = 0; i < n; i++) {
        boolean predicted = p.givesCheck(moves[i]);
        p.makeMove(moves[i]);
        assertThat(predicted).as("%s %s", c.fen(), Uci.format(moves[i])).isEqualTo(p.inCheck());
        p.unmakeMove();
      }
    }
  }

  @Test
  void checkSquaresAgreeWithGivesCheckOnEveryMoveTwoPliesIntoTheSuites() {
    List<PerftCase> cases = TestData.perftCases("perft-standard.epd");
    cases.addAll(TestData.perftCases("perft-chess960.epd"));
    CheckSquares checks = new CheckSquares();
    int[] moves = new int[Position.MAX_MOVES];
    int[] replies = new int[Position.MAX_MOVES];
    long compared = 0;
    for (PerftCase c : cases) {
      Position p = Position.fromFen(c.fen());
      int n = p.generateLegal(moves);
      for (int i = 0; i < n; i++) {
        compared += agree(p, checks, replies);
        p.makeMove(moves[i]);
        compared += agree(p, checks, replies);
        p.unmakeMove();
      }
    }
    assertThat(compared).isGreaterThan(100_000);
  }

  @Test
  void checkSquaresAgreeWithGivesCheckOnDropsAndWhereTheEnemyHasNoKing() {
    CheckSquares checks = new CheckSquares();
    int[] moves = new int[Position.MAX_MOVES];
    int[] replies = new int[Position.MAX_MOVES];
    long compared = 0;
    for (Variant variant : new Variant[] {Variant.CRAZYHOUSE, Variant.HORDE}) {
      for (PerftCase c : TestData.perftCases("variants/perft-" + variant.lichessKey() + ".epd")) {
        Position p = Position.fromFen(c.fen(), false, variant);
        int n = p.generateLegal(moves);
        for (int i = 0; i < n; i++) {
          compared += agree(p, checks, replies);
          p.makeMove(moves[i]);
          compared += agree(p, checks, replies);
          p.unmakeMove();
        }
      }
    }
    assertThat(compared).isGreaterThan(10_000);
  }

  /** Asserts that CheckSquares answers as givesCheck for every legal move of p; returns how many. */
  private static int agree(Position p, CheckSquares checks, int[] moves) {
    int n = p.generateLegal(moves);
    checks.clear();
    for (int i = 0; i < n; i++) {
      assertThat(checks.givesCheck(p, moves[i])).as("%s %s", p.toFen(), Uci.format(moves[i]))
          .isEqualTo(p.givesCheck(moves[i]));
    }
    return n;
  }

  @Test
  void capturesAreExactlyTheLegalCapturesAndPromotions() {
    int[] all = new int[Position.MAX_MOVES];
    int[] captures = new int[Position.MAX_MOVES];
    for (PerftCase c : TestData.perftCases("perft-standard.epd")) {
      Position p = Position.fromFen(c.fen());
      int n = p.generateLegal(all);
      int expected = (int) Arrays.stream(all, 0, n).filter(m -> p.isCapture(m) || Move.isPromotion(m)).count();
      int got = p.generateCaptures(captures);
      assertThat(got).as(c.fen()).isEqualTo(expected);
      for (int i = 0; i < got; i++) {
        assertThat(p.isLegal(captures[i])).isTrue();
        assertThat(p.isCapture(captures[i]) || Move.isPromotion(captures[i])).isTrue();
      }
    }
  }

  @Test
  void isLegalAcceptsExactlyTheGeneratedMovesAmongAllSixteenBitInts() {
    int[] moves = new int[Position.MAX_MOVES];
    List<PerftCase> cases = TestData.perftCases("perft-standard.epd");
    cases.addAll(TestData.perftCases("perft-chess960.epd").subList(0, 20));
    for (PerftCase c : cases) {
      Position p = Position.fromFen(c.fen());
      int n = p.generateLegal(moves);
      Set<Integer> generated = Arrays.stream(moves, 0, n).boxed().collect(Collectors.toSet());
      for (int m = 0; m < 0x10000; m++) {
        if (p.isLegal(m) != generated.contains(m)) {
          assertThat(p.isLegal(m)).as("%s move %s kind %d", c.fen(), Uci.format(m), m >>> 12)
              .isEqualTo(generated.contains(m));
        }
      }
    }
    Position p = Position.startpos();
    assertThat(p.isLegal(-1)).isFalse();
    assertThat(p.isLegal(0x7FFF_FFFF)).isFalse();
    assertThat(p.isLegal(Uci.parse(p, "e2e4") | 0x10000)).isFalse();
  }

  @Test
  void copyIsIndependentAndKeepsTheHistory() {
    Position p = Position.startpos();
    p.makeMove(Uci.parse(p, "g1f3"));
    Position copy = p.copy();
    copy.makeMove(Uci.parse(copy, "g8f6"));
    assertThat(p.toFen()).isEqualTo("rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1");
    copy.unmakeMove();
    copy.unmakeMove();
    assertThat(copy.toFen()).isEqualTo(Position.STARTPOS_FEN);
  }

  @Test
  void nullMoveFlipsTheSideAndIsUndone() {
    Position p = Position.fromFen("4k3/8/8/8/4Pp2/8/8/4K3 b - e3 0 1");
    long key = p.key();
    p.makeNullMove();
    assertThat(p.sideToMove()).isEqualTo(Color.WHITE);
    assertThat(p.epSquare()).isEqualTo(-1);
    p.unmakeNullMove();
    assertThat(p.key()).isEqualTo(key);
    assertThat(p.epSquare()).isEqualTo(Square.parse("e3"));
  }

  @Test
  void queriesDescribeTheMove() {
    Position p = Position.fromFen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    int ep = Uci.parse(p, "e5d6");
    assertThat(Move.isEnPassant(ep)).isTrue();
    assertThat(p.isCapture(ep)).isTrue();
    assertThat(p.capturedType(ep)).isEqualTo(PieceType.PAWN);
    assertThat(p.movingType(ep)).isEqualTo(PieceType.PAWN);
    assertThat(p.capturedType(Uci.parse(p, "e1d1"))).isEqualTo(-1);
  }
}
