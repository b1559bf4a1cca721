package dev.zeitnot.chess;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PgnReaderTest {

  @Test
  void readsTagsAndTheMainLineSkippingCommentsVariationsAndAnnotations() throws IOException {
    PgnReader reader = new PgnReader(new StringReader("""
        % an escaped line
        [Event "Casual \\"blitz\\" game"]
        [Result "1-0"]

        1. e4 {[%clk 0:00:58]} e5 2.Nf3 (2. f4 exf4 (2... d5) 3. Nf3) 2...Nc6 $1 3. Bb5!? a6 ; a remark
        4. O-O 1-0
        [Event "second"]
        1. d4 d5 *
        """));
    PgnGame first = reader.next();
    assertThat(first.tags()).containsEntry("Event", "Casual \"blitz\" game").containsEntry("Result", "1-0");
    assertThat(first.sanMoves()).containsExactly("e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "O-O");
    assertThat(first.result()).isEqualTo("1-0");
    PgnGame second = reader.next();
    assertThat(second.sanMoves()).containsExactly("d4", "d5");
    assertThat(second.result()).isEqualTo("*");
    assertThat(reader.next()).isNull();
  }

  @Test
  void readsBackWhatOurPgnWriterWrites() throws IOException {
    Game game = new Game("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", true);
    game.sync("e1a1 e8h8");
    String text = Pgn.write(Map.of("Result", "*"), game, List.of("[%clk 0:00:58]", "[%clk 0:00:57]"));
    PgnGame read = new PgnReader(new StringReader(text)).next();
    assertThat(read.initialFen()).isEqualTo(game.initialFen());
    assertThat(read.isChess960()).isTrue();
    assertThat(read.sanMoves()).containsExactly("O-O-O", "O-O");
  }

  @Test
  void endsAGameWithoutAResultWhereTheNextOneStarts() throws IOException {
    PgnReader reader = new PgnReader(new StringReader("1. e4 e5\n\n[Event \"b\"]\n1. c4 1/2-1/2\n"));
    assertThat(reader.next().sanMoves()).containsExactly("e4", "e5");
    PgnGame next = reader.next();
    assertThat(next.tags()).containsEntry("Event", "b");
    assertThat(next.result()).isEqualTo("1/2-1/2");
  }
}
