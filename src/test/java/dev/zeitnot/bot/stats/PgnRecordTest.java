package dev.zeitnot.bot.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class PgnRecordTest {

  @Test
  void readsTagsOneCommentPerPlyAndTheResultOfEachGame() {
    List<PgnRecord> games = PgnRecord.readAll("[White \"a \\\"b\\\"\"]\n[FEN \"8/8/8/8/8/8/8/k1K5 b - - 0 1\"]\n\n"
        + "1... Ka2 {first} 2. Kc2 $1 (2. Kd2 {variation}) 2... Ka3 ; rest of line\n 1/2-1/2\n\n"
        + "[White \"c\"]\n\n1. e4 *\n");
    assertThat(games).hasSize(2);
    assertThat(games.get(0).tag("White")).isEqualTo("a \"b\"");
    assertThat(games.get(0).comments()).containsExactly("first", "", "");
    assertThat(games.get(0).result()).isEqualTo("1/2-1/2");
    assertThat(games.get(0).whiteMovesFirst()).isFalse();
    assertThat(games.get(1).comments()).hasSize(1);
    assertThat(games.get(1).result()).isEqualTo("*");
  }
}
