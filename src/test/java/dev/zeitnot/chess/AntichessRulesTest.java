package dev.zeitnot.chess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class AntichessRulesTest {

  private static Position antichess(String fen) {
    return Position.fromFen(fen, false, Variant.ANTICHESS);
  }

  private static String[] legalUci(Position pos) {
    int[] moves = new int[Position.MAX_MOVES];
    int n = pos.generateLegal(moves);
    return Arrays.stream(moves, 0, n).mapToObj(Uci::format).sorted().toArray(String[]::new);
  }

  @Test
  void whoeverCanCaptureMustAndMayChooseWhichCapture() {
    assertThat(legalUci(antichess("rnbqkbnr/p1pppppp/8/1p6/8/4P3/PPPP1PPP/RNBQKBNR w - - 0 2")))
        .containsExactly("f1b5");
    assertThat(legalUci(antichess("8/8/2p1p3/8/3N4/8/8/8 w - - 0 1"))).containsExactly("d4c6", "d4e6");
  }

  @Test
  void enPassantIsACaptureAndSoForced() {
    Position pos = antichess("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b - e3 0 3");
    assertThat(legalUci(pos)).containsExactly("d4e3");
    assertThat(pos.toFen()).isEqualTo("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b - e3 0 3");
  }

  @Test
  void theKingIsAnOrdinaryPieceThatIsNeverInCheckAndMayBeTaken() {
    Position pos = antichess("4k3/8/8/8/8/8/r7/4K3 w - - 0 1");
    assertThat(pos.inCheck()).isFalse();
    assertThat(legalUci(pos)).containsExactly("e1d1", "e1d2", "e1e2", "e1f1", "e1f2");
    pos.makeMove(Uci.parse(pos, "e1e2"));
    assertThat(legalUci(pos)).containsExactly("a2e2");
    pos.makeMove(Uci.parse(pos, "a2e2"));
    assertThat(pos.toFen()).isEqualTo("4k3/8/8/8/8/8/4r3/8 w - - 0 2");
  }

  @Test
  void aPawnMayPromoteToAKingWrittenE7e8kAndE8EqualsK() {
    Position pos = antichess("8/4P3/8/8/8/8/8/k7 w - - 0 1");
    assertThat(legalUci(pos)).containsExactlyInAnyOrder("e7e8q", "e7e8r", "e7e8b", "e7e8n", "e7e8k");
    int move = Uci.parse(pos, "e7e8k");
    assertThat(San.format(pos, move)).isEqualTo("e8=K");
    assertThat(San.parse(pos, "e8=K")).isEqualTo(move);
    pos.makeMove(move);
    assertThat(pos.toFen()).isEqualTo("4K3/8/8/8/8/8/8/k7 b - - 0 1");
    assertThat(pos.key()).isEqualTo(pos.computeKey());
  }

  @Test
  void thereIsNoCastlingAndRightsInTheFenAreDropped() {
    Position pos = antichess("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assertThat(pos.toFen()).isEqualTo("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1");
    assertThat(legalUci(pos)).doesNotContain("e1g1", "e1c1");
  }

  @Test
  void aSideWithoutPiecesWins() {
    Position pos = antichess("8/8/8/8/8/8/1p6/8 w - - 0 1");
    assertThat(Outcome.of(pos)).isEqualTo(new Outcome(Outcome.Kind.VARIANT_END, Color.WHITE));
  }

  @Test
  void aSideWithoutMovesWinsRatherThanDraws() {
    Position pos = antichess("8/8/8/8/8/p7/P7/8 w - - 0 1");
    assertThat(pos.countLegal()).isZero();
    assertThat(Outcome.of(pos)).isEqualTo(new Outcome(Outcome.Kind.VARIANT_END, Color.WHITE));
  }

  @Test
  void onlyBishopsThatCanNeverMeetAreADrawByMaterial() {
    assertThat(antichess("8/8/8/8/8/8/8/B6b w - - 0 1").isInsufficientMaterial()).isTrue();
    assertThat(antichess("7b/8/8/8/8/8/8/B7 w - - 0 1").isInsufficientMaterial()).isFalse();
    assertThat(antichess("8/8/8/8/8/8/8/B5nb w - - 0 1").isInsufficientMaterial()).isFalse();
  }
}
