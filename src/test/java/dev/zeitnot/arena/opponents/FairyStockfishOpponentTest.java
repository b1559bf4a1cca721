package dev.zeitnot.arena.opponents;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.arena.games.ArenaGameStatus;
import dev.zeitnot.arena.games.GameSnapshot;
import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Variant;
import dev.zeitnot.testing.ExternalProgram;
import dev.zeitnot.testing.UsesExternalPrograms;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Fairy-Stockfish as an arena opponent plays by the game's variant (where it is installed). */
@UsesExternalPrograms
class FairyStockfishOpponentTest {

  @Test
  void inKingOfTheHillItWalksItsKingOntoTheHill() throws Exception {
    String fairyStockfish = ExternalProgram.FAIRY_STOCKFISH.require().toString();
    GameSnapshot snapshot = new GameSnapshot("g", "startpos", false,
        List.of("e2e3", "e7e6", "e1e2", "e8e7", "e2d3", "e7d6"), Color.WHITE, 60_000, 60_000, 0,
        ArenaGameStatus.STARTED, -1, -1, Variant.KING_OF_THE_HILL);
    try (ArenaPlayer fairy = OpponentSpec.parse("uci=" + fairyStockfish + ",depth=4").factory().get()) {
      assertThat(fairy.chooseMove(snapshot)).isIn("d3d4", "d3e4");
    }
  }

  @Test
  void inThreeCheckItAnswersACheckFromTheStartPositionsFen() throws Exception {
    String fairyStockfish = ExternalProgram.FAIRY_STOCKFISH.require().toString();
    GameSnapshot snapshot = new GameSnapshot("g", Position.STARTPOS_FEN, false, List.of("e2e4", "f7f6", "d1h5"),
        Color.BLACK, 60_000, 60_000, 0, ArenaGameStatus.STARTED, -1, -1, Variant.THREE_CHECK);
    try (ArenaPlayer fairy = OpponentSpec.parse("uci=" + fairyStockfish + ",depth=4").factory().get()) {
      assertThat(fairy.chooseMove(snapshot)).isEqualTo("g7g6");
    }
  }
}
