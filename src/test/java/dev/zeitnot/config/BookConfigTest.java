package dev.zeitnot.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zeitnot.engine.book.BookNormalization;
import dev.zeitnot.engine.book.BookSelection;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BookConfigTest {
  @TempDir
  Path dir;

  @Test
  void readsBooksPerVariantAndLetsASpeedReplaceThem() throws IOException {
    Path main = Files.write(dir.resolve("main.bin"), new byte[16]);
    Path bullet = Files.write(dir.resolve("bullet.bin"), new byte[16]);
    BookConfig book = ConfigLoader.parse("""
        book:
          enabled: true
          selection: best
          max_ply: 12
          books: {standard: [%s]}
          speed_books: {bullet: {standard: [%s]}}
        """.formatted(main, bullet)).book();
    assertThat(book.selection()).isEqualTo(BookSelection.BEST);
    assertThat(book.maxPly()).isEqualTo(12);
    assertThat(book.booksFor("standard", "blitz")).containsExactly(main);
    assertThat(book.booksFor("standard", "bullet")).containsExactly(bullet);
    assertThat(book.booksFor("chess960", "bullet")).isEmpty();
  }

  @Test
  void refusesABadBookFileAtLoadNamingTheKeyAndTheFix() throws IOException {
    Path truncated = Files.write(dir.resolve("cut.bin"), new byte[20]);
    assertThatThrownBy(() -> ConfigLoader.parse("""
        book:
          enabled: true
          books: {standard: [%s, %s]}
        """.formatted(truncated, dir.resolve("missing.bin"))))
        .isInstanceOfSatisfying(ConfigException.class, e -> assertThat(e.problems()).satisfiesExactly(
            p -> assertThat(p).startsWith("book.books.standard[0]: ").contains("size 20 bytes is not a multiple of 16")
                .contains("book build"),
            p -> assertThat(p).startsWith("book.books.standard[1]: ").contains("no such book file")));
  }

  @Test
  void namesAnUnknownVariantOrSelection() {
    assertThatThrownBy(() -> ConfigLoader.parse("""
        book:
          selection: random
          books: {standart: []}
        """)).isInstanceOfSatisfying(ConfigException.class, e -> assertThat(e.problems()).containsExactly(
            "book.selection: \"random\" is not a selection; allowed: best, weighted, uniform",
            "book.books.standart: unknown key; did you mean \"standard\"?"));
  }

  @Test
  void leavesTheFilesUncheckedWhileTheBooksAreDisabled() {
    BookConfig book = ConfigLoader.parse("book: {books: {standard: [nowhere.bin]}}").book();
    assertThat(book.booksFor("standard", "rapid")).isEqualTo(List.of(Path.of("nowhere.bin")));
  }

  @Test
  void readsTheNormalizationAndTheCapOnBookMoves() {
    BookConfig book = ConfigLoader.parse("book: {normalization: sum, min_weight: 5, max_moves: 8}").book();
    assertThat(book.normalization()).isEqualTo(BookNormalization.SUM);
    assertThat(book.minWeight()).isEqualTo(5);
    assertThat(book.maxMoves()).isEqualTo(8);
    assertThat(BookConfig.DEFAULT.normalization()).isEqualTo(BookNormalization.NONE);
    assertThat(BookConfig.DEFAULT.maxMoves()).isZero();
  }

  @Test
  void refusesAnUnknownNormalizationAndALeastWeightAboveAHundredPercent() {
    assertThatThrownBy(() -> ConfigLoader.parse("book: {normalization: mean, max_moves: -1}"))
        .isInstanceOfSatisfying(ConfigException.class, e -> assertThat(e.problems()).anySatisfy(
            p -> assertThat(p)
                .startsWith("book.normalization: \"mean\" is not a normalization; allowed: none, max, sum"))
            .anySatisfy(p -> assertThat(p).startsWith("book.max_moves: ")));
    assertThatThrownBy(() -> ConfigLoader.parse("book: {normalization: max, min_weight: 500}"))
        .isInstanceOfSatisfying(ConfigException.class, e -> assertThat(e.problems()).singleElement().satisfies(
            p -> assertThat(p).startsWith("book.min_weight: 500 is more than 100").contains("percentage")));
  }

  @Test
  void aBookForAKindOfGameReplacesTheVariantsBooksWhenItHasAsManyConditions() {
    BookConfig book = ConfigLoader.parse("""
        book:
          books: {standard: [main.bin], atomic: [atomic.bin]}
          speed_books: {bullet: {standard: [bullet.bin]}}
          kinds:
            white: {when: {color: white, variant: standard}, books: [white.bin]}
            humans: {when: {opponent: human}, books: [humans.bin]}
        """).book();
    GameKind blackBlitzBot = new GameKind("standard", "blitz", "black", true, false, false);
    assertThat(book.booksFor(blackBlitzBot)).containsExactly(Path.of("main.bin"));
    assertThat(book.booksFor(new GameKind("standard", "blitz", "white", true, false, false)))
        .containsExactly(Path.of("white.bin"));
    assertThat(book.booksFor(new GameKind("standard", "bullet", "white", true, false, false)))
        .as("white (2 conditions) ties speed_books.bullet.standard (2): the kinds entry")
        .containsExactly(Path.of("white.bin"));
    assertThat(book.booksFor(new GameKind("standard", "bullet", "black", false, false, false)))
        .as("humans (1) loses to speed_books (2)").containsExactly(Path.of("bullet.bin"));
    assertThat(book.booksFor(new GameKind("atomic", "blitz", "black", false, false, false)))
        .as("humans (1) ties books.atomic (1)").containsExactly(Path.of("humans.bin"));
    assertThat(book.booksFor(new GameKind("atomic", "blitz", "black", null, false, false)))
        .as("opponent not known yet").containsExactly(Path.of("atomic.bin"));
  }
}
