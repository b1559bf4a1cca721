package dev.zeitnot.engine.book;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.PgnGame;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class BookBuilderTest {

  private static PgnGame game(String result, String... san) {
    return new PgnGame(Map.of("Result", result), List.of(san), result);
  }

  private static Map<String, Integer> weightsAfter(List<BookEntry> entries, String moves) {
    Game game = Game.startpos();
    game.sync(moves);
    long key = PolyglotKey.of(game.position());
    return entries.stream().filter(e -> e.key() == key)
        .collect(java.util.stream.Collectors.toMap(e -> PolyglotMove.uci(e.move()), BookEntry::weight));
  }

  private static BookBuilder fourGames(int maxPly, int minGames, boolean onlyWinners) {
    BookBuilder builder = new BookBuilder(maxPly, minGames, onlyWinners);
    builder.add(game("1-0", "e4", "e5", "Nf3"));
    builder.add(game("0-1", "e4", "c5"));
    builder.add(game("1/2-1/2", "e4", "e5"));
    builder.add(game("1-0", "d4", "d5"));
    return builder;
  }

  @Test
  void weighsEachMoveByTwiceItsWinsPlusItsDraws() {
    List<BookEntry> entries = fourGames(100, 1, false).entries();
    assertThat(weightsAfter(entries, "")).containsOnly(Map.entry("e2e4", 2 + 0 + 1), Map.entry("d2d4", 2));
    // e5: a loss (0) and a draw (1); c5: a win (2); d5 lost only, so it never scored and is left out.
    assertThat(weightsAfter(entries, "e2e4")).containsOnly(Map.entry("e7e5", 1), Map.entry("c7c5", 2));
    assertThat(weightsAfter(entries, "d2d4")).isEmpty();
  }

  @Test
  void keepsOnlyMovesPlayedInEnoughGames() {
    List<BookEntry> entries = fourGames(100, 2, false).entries();
    assertThat(weightsAfter(entries, "")).containsOnly(Map.entry("e2e4", 3));
    assertThat(weightsAfter(entries, "e2e4")).containsOnly(Map.entry("e7e5", 1));
  }

  @Test
  void stopsAtTheMaximumPly() {
    List<BookEntry> entries = fourGames(1, 1, false).entries();
    assertThat(entries).hasSize(2);
  }

  @Test
  void countsOnlyTheWinnersMovesWhenAsked() {
    List<BookEntry> entries = fourGames(100, 1, true).entries();
    assertThat(weightsAfter(entries, "")).containsOnly(Map.entry("e2e4", 2), Map.entry("d2d4", 2));
    assertThat(weightsAfter(entries, "e2e4")).containsOnly(Map.entry("c7c5", 2));
  }

  @Test
  void skipsOtherVariantsAndStopsAGameAtAnIllegalMove() {
    BookBuilder builder = new BookBuilder(100, 1, false);
    builder.add(new PgnGame(Map.of("Variant", "Atomic"), List.of("e4"), "1-0"));
    builder.add(game("1-0", "e4", "Ke2"));
    assertThat(builder.skipped()).isEqualTo(2);
    assertThat(weightsAfter(builder.entries(), "")).containsOnly(Map.entry("e2e4", 2));
  }

  @Test
  void halvesAPositionsCountsWhenAMoveReachesTheCountLimitAsPolyglotDoes() {
    BookBuilder builder = new BookBuilder(1, 1, false);
    builder.add(game("1/2-1/2", "d4"));
    for (int i = 0; i < 40_000; i++) {
      builder.add(game("1-0", "e4"));
    }
    builder.add(game("1/2-1/2", "c4"));
    // polyglot make-book on the same games: e4 halved at 16384, 24576 and 32768 games, then
    // 7232 more wins; d4's draw halved with it (1 -> 1); c4 came after the last halving.
    assertThat(weightsAfter(builder.entries(), "")).containsOnly(Map.entry("e2e4", 30_848), Map.entry("d2d4", 1),
        Map.entry("c2c4", 1));
  }

  @Test
  void readsTheResultFromTheTagAsPolyglotDoesAndCountsAMissingOneAsADraw() {
    BookBuilder builder = new BookBuilder(100, 1, false);
    builder.add(new PgnGame(Map.of("Result", "1-0"), List.of("e4", "e5"), "0-1"));
    builder.add(new PgnGame(Map.of(), List.of("d4", "d5"), "0-1"));
    List<BookEntry> entries = builder.entries();
    assertThat(weightsAfter(entries, "")).containsOnly(Map.entry("e2e4", 2), Map.entry("d2d4", 1));
    assertThat(weightsAfter(entries, "e2e4")).isEmpty();
    assertThat(weightsAfter(entries, "d2d4")).containsOnly(Map.entry("d7d5", 1));
  }

  @Test
  void entriesOfEqualWeightStayInTheOrderTheyWereFirstSeen() {
    BookBuilder builder = new BookBuilder(1, 1, false);
    builder.add(game("1-0", "Nf3"));
    builder.add(game("1-0", "e4"));
    builder.add(game("1-0", "a3"));
    List<BookEntry> sorted = new java.util.ArrayList<>(builder.entries());
    sorted.sort(PolyglotWriter.ORDER);
    assertThat(sorted).extracting(e -> PolyglotMove.uci(e.move())).containsExactly("g1f3", "e2e4", "a2a3");
  }
}
