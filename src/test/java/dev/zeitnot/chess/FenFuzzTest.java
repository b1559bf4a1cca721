package dev.zeitnot.chess;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Garbled FENs must fail with a FenException, never another exception or a broken position. */
class FenFuzzTest {
  private static final String ALPHABET = "pnbrqkPNBRQK12345678/ wb-KQkqHAha0x9e3e6";

  @Test
  void mutatedFensEitherParseIntoUsablePositionsOrRaiseFenException() {
    Random random = new Random(7);
    List<PerftCase> cases = TestData.perftCases("perft-standard.epd");
    cases.addAll(TestData.perftCases("perft-chess960.epd").subList(0, 30));
    int parsed = 0;
    for (int i = 0; i < 10_000; i++) {
      String fen = mutate(cases.get(random.nextInt(cases.size())).fen(), random);
      Position p;
      try {
        p = Position.fromFen(fen);
      } catch (FenException e) {
        assertThat(e.field()).isNotBlank();
        continue;
      }
      parsed++;
      assertThat(Position.fromFen(p.toFen(), p.isChess960()).key()).as(fen).isEqualTo(p.key());
      // Every legal move leads to a position that survives its own FEN, and perft(2) is the sum of
      // the replies counted one move at a time.
      int[] moves = new int[Position.MAX_MOVES];
      int n = p.generateLegal(moves);
      long replies = 0;
      for (int m = 0; m < n; m++) {
        Position after = p.copy();
        after.makeMove(moves[m]);
        assertThat(Position.fromFen(after.toFen(), after.isChess960()).key()).as(fen + " then " + moves[m])
            .isEqualTo(after.key());
        replies += Perft.count(after, 1);
      }
      assertThat(Perft.count(p, 1)).as(fen).isEqualTo(n);
      assertThat(Perft.count(p, 2)).as(fen).isEqualTo(replies);
    }
    assertThat(parsed).isGreaterThan(100);
  }

  private static String mutate(String fen, Random random) {
    StringBuilder sb = new StringBuilder(fen);
    int edits = 1 + random.nextInt(2);
    for (int e = 0; e < edits && sb.length() > 0; e++) {
      int at = random.nextInt(sb.length());
      char c = ALPHABET.charAt(random.nextInt(ALPHABET.length()));
      switch (random.nextInt(3)) {
        case 0 -> sb.setCharAt(at, c);
        case 1 -> sb.deleteCharAt(at);
        default -> sb.insert(at, c);
      }
    }
    return sb.toString();
  }
}
