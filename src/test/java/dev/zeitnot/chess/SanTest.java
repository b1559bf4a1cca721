package dev.zeitnot.chess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SanTest {

  @ParameterizedTest(name = "{1} in {0} is {2}")
  @CsvSource({
      "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3, g1f3, ",
      "rnbqkbnr/pppp1ppp/8/4p3/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2, d4e5, dxe5",
      "4k3/8/8/8/8/8/4K3/R6R w - - 0 1, a1d1, Rad1",
      "4k3/8/8/8/8/8/4K3/R6R w - - 0 1, h1d1, Rhd1",
      "4k3/8/8/8/R7/8/8/R3K3 w - - 0 1, a1a2, R1a2",
      "4k3/8/8/8/R7/8/8/R3K3 w - - 0 1, a4a2, R4a2",
      "4k3/8/8/8/7Q/8/8/4K2Q w - - 0 1, h4h2, Q4h2",
      "8/8/1k6/8/4Q2Q/8/K7/7Q w - - 0 1, h4e1, Qh4e1",
      "r3k3/8/8/8/8/8/8/4K3 b q - 0 1, e8a8, O-O-O",
      "r3k2r/8/8/8/8/8/8/4K3 b kq - 0 1, e8h8, O-O",
      "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1, b7b8q, b8=Q+",
      "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1, b7b8n, b8=N",
      "k7/8/1K6/8/8/8/8/7R w - - 0 1, h1h8, Rh8#",
      "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1, e5d6, exd6",
  })
  void formatsWithDisambiguationAndSuffixes(String fen, String uci, String san) {
    Position p = Position.fromFen(fen);
    String expected = san == null ? "Nf3" : san;
    if (san == null) {
      p = Position.fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    }
    int move = Uci.parse(p, uci);
    assertThat(San.format(p, move)).isEqualTo(expected);
    assertThat(San.parse(p, expected)).isEqualTo(move);
  }

  @Test
  void twoKnightsThatCanReachTheSameSquareAreDisambiguatedByFile() {
    Position p = Position.fromFen("4k3/8/5n2/4n3/8/8/8/4K3 b - - 0 1");
    assertThat(San.format(p, Uci.parse(p, "f6d7"))).isEqualTo("Nfd7");
    assertThat(San.format(p, Uci.parse(p, "e5d7"))).isEqualTo("Ned7");
  }

  @Test
  void parsingIsLenientAboutAnnotationsZeroCastlingAndMissingEquals() {
    Position p = Position.fromFen("r3k2r/1P6/8/8/8/8/8/4K3 w kq - 0 1");
    assertThat(San.parse(p, "bxa8=Q+!")).isEqualTo(Uci.parse(p, "b7a8q"));
    assertThat(San.parse(p, "bxa8N")).isEqualTo(Uci.parse(p, "b7a8n"));
    assertThat(San.parse(p, "b8Q?!")).isEqualTo(Uci.parse(p, "b7b8q"));
    p.makeMove(Uci.parse(p, "e1d1"));
    assertThat(San.parse(p, "0-0")).isEqualTo(Uci.parse(p, "e8g8"));
    // c8 is attacked by the pawn on b7, so the long castle is illegal.
    assertThatThrownBy(() -> San.parse(p, "O-O-O")).isInstanceOf(IllegalMoveException.class);
  }

  @Test
  void ambiguousIllegalAndGarbledSanIsRejectedWithTheMoveAndFen() {
    Position p = Position.fromFen("4k3/8/8/8/8/8/4K3/R6R w - - 0 1");
    assertThatThrownBy(() -> San.parse(p, "Rd1")).isInstanceOf(IllegalMoveException.class)
        .hasMessageContaining("ambiguous").hasMessageContaining("Rd1");
    assertThatThrownBy(() -> San.parse(p, "Qd1")).isInstanceOf(IllegalMoveException.class)
        .hasMessageContaining(p.toFen());
    assertThatThrownBy(() -> San.parse(p, "O-O")).isInstanceOf(IllegalMoveException.class);
    assertThatThrownBy(() -> San.parse(p, "?")).isInstanceOf(IllegalMoveException.class);
    assertThatThrownBy(() -> San.parse(p, "Rz9")).isInstanceOf(IllegalMoveException.class);
  }

  @Test
  void randomTextIsRejectedOnlyWithIllegalMoveException() {
    java.util.Random random = new java.util.Random(3);
    String alphabet = "abcdefgh12345678NBRQKOo0-x=+#!?nbrq ";
    Position p = Position.fromFen("r3k2r/1P6/8/8/8/8/6p1/R3K2R w KQkq - 0 1");
    for (int i = 0; i < 5_000; i++) {
      StringBuilder text = new StringBuilder();
      for (int n = random.nextInt(8); n >= 0; n--) {
        text.append(alphabet.charAt(random.nextInt(alphabet.length())));
      }
      for (boolean san : new boolean[] {true, false}) {
        try {
          int move = san ? San.parse(p, text.toString()) : Uci.parse(p, text.toString());
          assertThat(p.isLegal(move)).isTrue();
        } catch (IllegalMoveException e) {
          assertThat(e.move()).isEqualTo(text.toString());
        }
      }
    }
  }
}
