package dev.zeitnot.engine.book;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.Move;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Uci;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OpeningBookTest {
  @TempDir
  Path dir;

  private OpeningBook book(BookFiles files, BookSelection selection, int minWeight, int maxPly, long seed) {
    PolyglotBook file = PolyglotBook.open(files.write(dir.resolve("book" + seed + selection + ".bin")));
    return new OpeningBook(List.of(file), selection, minWeight, maxPly, new Random(seed));
  }

  private static BookFiles threeMoves() {
    return new BookFiles().add("", "e2e4", 60).add("", "d2d4", 30).add("", "c2c4", 10);
  }

  @Test
  void bestPlaysTheHeaviestMove() {
    OpeningBook book = book(threeMoves(), BookSelection.BEST, 1, 20, 1);
    BookMove move = book.choose(Position.startpos(), 0).orElseThrow();
    assertThat(Uci.format(move.move())).isEqualTo("e2e4");
    assertThat(move.choices()).isEqualTo(3);
    assertThat(move.percent()).isEqualTo(60);
  }

  @Test
  void weightedPicksInProportionToTheWeightsWithAFixedSeed() {
    OpeningBook book = book(threeMoves(), BookSelection.WEIGHTED, 1, 20, 42);
    Map<String, Integer> counts = pick(book, 3000);
    assertThat(counts.get("e2e4")).isBetween(1700, 1900);
    assertThat(counts.get("d2d4")).isBetween(800, 1000);
    assertThat(counts.get("c2c4")).isBetween(220, 380);
    assertThat(pick(book(threeMoves(), BookSelection.WEIGHTED, 1, 20, 42), 3000)).isEqualTo(counts);
  }

  @Test
  void uniformPicksEveryMoveAlike() {
    Map<String, Integer> counts = pick(book(threeMoves(), BookSelection.UNIFORM, 1, 20, 7), 3000);
    assertThat(counts.values()).allSatisfy(n -> assertThat(n).isBetween(900, 1100));
  }

  @Test
  void ignoresMovesBelowTheMinimumWeight() {
    Map<String, Integer> counts = pick(book(threeMoves(), BookSelection.UNIFORM, 20, 20, 7), 300);
    assertThat(counts).containsOnlyKeys("e2e4", "d2d4");
  }

  @Test
  void staysSilentFromTheMaximumDepthOn() {
    Game game = Game.startpos();
    game.sync("e2e4");
    OpeningBook book = book(new BookFiles().add("e2e4", "e7e5", 5), BookSelection.BEST, 1, 1, 3);
    assertThat(book.choose(game.position(), game.ply())).isEmpty();
    OpeningBook deeper = book(new BookFiles().add("e2e4", "e7e5", 5), BookSelection.BEST, 1, 2, 4);
    assertThat(deeper.choose(game.position(), game.ply())).isPresent();
  }

  @Test
  void readsCastlingAsKingTakesRookAndGivesOurCastlingMove() {
    Game game = Game.startpos();
    game.sync("e2e4 e7e5 g1f3 b8c6 f1c4 g8f6");
    OpeningBook book = book(new BookFiles().add(game.position(), "e1h1", 9), BookSelection.BEST, 1, 40, 5);
    int move = book.choose(game.position(), game.ply()).orElseThrow().move();
    assertThat(Move.isCastling(move)).isTrue();
    assertThat(Uci.format(move, game.castlingStyle())).isEqualTo("e1g1");
  }

  @Test
  void skipsIllegalEntriesAndFallsBackToTheNextBook() {
    PolyglotBook bad = PolyglotBook.open(new BookFiles().add("", "e2e5", 50).write(dir.resolve("bad.bin")));
    PolyglotBook good = PolyglotBook.open(new BookFiles().add("", "g1f3", 1).write(dir.resolve("good.bin")));
    OpeningBook book = new OpeningBook(List.of(bad, good), BookSelection.BEST, 1, 20, new Random(1));
    BookMove move = book.choose(Position.startpos(), 0).orElseThrow();
    assertThat(Uci.format(move.move())).isEqualTo("g1f3");
    assertThat(move.book().getFileName().toString()).isEqualTo("good.bin");
  }

  @Test
  void neverRepeatsAPositionForTheThirdTime() {
    Game game = Game.startpos();
    game.sync("g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1");
    OpeningBook book = book(new BookFiles().add(game.position(), "f6g8", 100).add(game.position(), "e7e5", 1),
        BookSelection.BEST, 1, 40, 6);
    assertThat(Uci.format(book.choose(game.position(), game.ply()).orElseThrow().move())).isEqualTo("e7e5");
  }

  private OpeningBook normalised(BookNormalization normalization, int minWeight, int maxMoves) {
    BookFiles files = new BookFiles().add("", "e2e4", 600).add("", "d2d4", 300).add("", "c2c4", 100)
        .add("e2e4", "e7e5", 7);
    PolyglotBook file = PolyglotBook.open(files.write(dir.resolve("book-" + normalization + minWeight + ".bin")));
    return new OpeningBook(List.of(file), BookSelection.UNIFORM, minWeight, 20, new Random(3), normalization,
        maxMoves);
  }

  @Test
  void theLeastWeightIsAPercentageOfThePositionsTotalWithSumAndOfItsHeaviestWithMax() {
    assertThat(pick(normalised(BookNormalization.NONE, 40, 0), 300)).containsOnlyKeys("e2e4", "d2d4", "c2c4");
    assertThat(pick(normalised(BookNormalization.SUM, 40, 0), 300)).containsOnlyKeys("e2e4"); // 60, 30, 10 %
    assertThat(pick(normalised(BookNormalization.MAX, 40, 0), 300)).containsOnlyKeys("e2e4", "d2d4"); // 100, 50, 17 %
    Game game = Game.startpos();
    game.sync("e2e4");
    // A position's only move is all of it, however light: 7 weighs 100 % with either.
    assertThat(normalised(BookNormalization.SUM, 100, 0).choose(game.position(), 1)).isPresent();
    assertThat(normalised(BookNormalization.NONE, 100, 0).choose(game.position(), 1)).isEmpty();
  }

  @Test
  void givesNoMoreThanMaxMovesBookMovesInAGame() {
    OpeningBook capped = normalised(BookNormalization.NONE, 1, 2);
    assertThat(capped.choose(Position.startpos(), 0)).isPresent();
    assertThat(capped.choose(Position.startpos(), 0)).isPresent();
    assertThat(capped.choose(Position.startpos(), 0)).isEmpty();
    OpeningBook uncapped = normalised(BookNormalization.NONE, 1, 0);
    for (int i = 0; i < 10; i++) {
      assertThat(uncapped.choose(Position.startpos(), 0)).isPresent();
    }
  }

  private static Map<String, Integer> pick(OpeningBook book, int times) {
    Map<String, Integer> counts = new TreeMap<>();
    for (int i = 0; i < times; i++) {
      counts.merge(Uci.format(book.choose(Position.startpos(), 0).orElseThrow().move()), 1, Integer::sum);
    }
    return counts;
  }
}
