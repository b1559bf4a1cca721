package dev.zeitnot.engine.book;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.Position;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class PolyglotKeyTest {

  // The test keys published with the Polyglot book format.
  @ParameterizedTest
  @CsvSource({
      "'', 463b96181691fc9c",
      "e2e4, 823c9b50fd114196",
      "e2e4 d7d5, 0756b94461c50fb0",
      "e2e4 d7d5 e4e5, 662fafb965db29d4",
      "e2e4 d7d5 e4e5 f7f5, 22a48b5a8e47ff78",
      "e2e4 d7d5 e4e5 f7f5 e1e2, 652a607ca3f242c1",
      "e2e4 d7d5 e4e5 f7f5 e1e2 e8f7, 00fdd303c946bdd9",
      "a2a4 b7b5 h2h4 b5b4 c2c4, 3c8123ea7b067637",
      "a2a4 b7b5 h2h4 b5b4 c2c4 b4c3 a1a3, 5c3f9b829b279560"})
  void matchesThePublishedKeysAfterTheseMoves(String moves, String key) {
    Game game = Game.startpos();
    game.sync(moves);
    assertThat(PolyglotKey.of(game.position())).isEqualTo(Long.parseUnsignedLong(key, 16));
  }

  @ParameterizedTest
  @CsvSource({
      "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1, 823c9b50fd114196",
      "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2, 0756b94461c50fb0",
      "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3, 22a48b5a8e47ff78",
      "rnbqkbnr/p1pppppp/8/8/PpP4P/8/1P1PPPP1/RNBQKBNR b KQkq c3 0 3, 3c8123ea7b067637",
      "rnbqkbnr/p1pppppp/8/8/P6P/R1p5/1P1PPPP1/1NBQKBNR b Kkq - 0 4, 5c3f9b829b279560"})
  void matchesThePublishedKeysOfThePositionsReadFromFen(String fen, String key) {
    assertThat(PolyglotKey.of(Position.fromFen(fen))).isEqualTo(Long.parseUnsignedLong(key, 16));
  }

  @Test
  void countsTheEnPassantFileEvenWhenThePawnBesideIsPinned() {
    // After c7c5 the b5 pawn stands beside c5; taking en passant would expose the a5 king to the h5 rook.
    long pinned = enPassantPart("8/2p5/8/KP5r/8/8/8/4k3 b - - 0 1", "8/8/8/KPp4r/8/8/8/4k3 w - - 0 2");
    long free = enPassantPart("8/2p5/8/1P5r/8/8/8/K3k3 b - - 0 1", "8/8/8/1Pp4r/8/8/8/K3k3 w - - 0 2");
    assertThat(pinned).isNotZero().isEqualTo(free);
  }

  @Test
  void ignoresADoubleStepWithNoPawnBeside() {
    assertThat(enPassantPart("4k3/2p5/8/8/8/8/8/4K3 b - - 0 1", "4k3/8/8/2p5/8/8/8/4K3 w - - 0 2")).isZero();
  }

  /** Key after c7c5 from {@code before}, XOR the key of the same placement without a double step. */
  private static long enPassantPart(String before, String afterWithoutDoubleStep) {
    Position position = Position.fromFen(before);
    position.makeMove(dev.zeitnot.chess.Uci.parse(position, "c7c5"));
    return PolyglotKey.of(position) ^ PolyglotKey.of(Position.fromFen(afterWithoutDoubleStep));
  }
}
