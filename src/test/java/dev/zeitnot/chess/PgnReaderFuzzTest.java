package dev.zeitnot.chess;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.io.StringReader;

/** Any text reads as some games (tags, moves, one comment a move), never an exception or a loop. */
class PgnReaderFuzzTest {

  @FuzzTest(maxDuration = "30s")
  void anyTextReadsAsGames(FuzzedDataProvider data) throws IOException {
    String text = data.consumeRemainingAsString();
    PgnReader reader = new PgnReader(new StringReader(text));
    int games = 0;
    for (PgnGame game = reader.next(); game != null; game = reader.next()) {
      assertThat(game.comments()).hasSameSizeAs(game.sanMoves());
      assertThat(++games).isLessThanOrEqualTo(text.length() + 1);
    }
  }
}
