package dev.zeitnot.arena.games;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.clock.ArenaClock;
import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Game;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * A flag in a variant game: the side out of time loses unless its opponent could not win by the
 * variant's rules, when it is a draw (as Lichess decides).
 */
class VariantFlagTest {

  private static final ArenaAccount WHITE = ArenaAccount.bot("White", "lip_w", 1500);
  private static final ArenaAccount BLACK = ArenaAccount.bot("Black", "lip_b", 1500);

  /** Plays the two moves from {@code fen}, lets the side to move run out of time, and returns the game. */
  private static ArenaGame flagAfter(ArenaVariant variant, String fen, String first, String second) {
    AtomicLong now = new AtomicLong(1_000_000);
    GameSetup setup = new GameSetup("flag0001", WHITE, BLACK, variant, false, 60, 0, fen, now.get(), "wwww",
        "bbbb", null);
    Game game = new Game(fen, false, variant.rules());
    ArenaGame arena = new ArenaGame(setup, game, new ArenaClock(60_000, 0), now::get, g -> { });
    ArenaAccount mover = game.position().sideToMove() == Color.WHITE ? WHITE : BLACK;
    assertThat(arena.move(mover, first, null)).isEmpty();
    assertThat(arena.move(mover == WHITE ? BLACK : WHITE, second, null)).isEmpty();
    now.addAndGet(61_000);
    arena.tick();
    assertThat(arena.status()).isEqualTo(ArenaGameStatus.OUT_OF_TIME);
    return arena;
  }

  @Test
  void aBareKingWinsOnTimeInKingOfTheHillAndCrazyhouse() {
    assertThat(flagAfter(ArenaVariant.KING_OF_THE_HILL, "8/8/8/8/8/8/k7/4K2R w - - 0 1", "h1h2", "a2a3").winner())
        .isEqualTo(Color.BLACK);
    assertThat(flagAfter(ArenaVariant.CRAZYHOUSE, "8/8/8/8/8/8/k7/4K2R[] w - - 0 1", "h1h2", "a2a3").winner())
        .isEqualTo(Color.BLACK);
  }

  @Test
  void aBareKingOnlyDrawsOnTimeInAtomicAndThreeCheck() {
    assertThat(flagAfter(ArenaVariant.ATOMIC, "8/8/8/8/8/8/k7/4K2Q w - - 0 1", "h1g1", "a2a3").winner()).isEqualTo(-1);
    assertThat(flagAfter(ArenaVariant.THREE_CHECK, "8/8/8/8/8/8/k7/4K2R w - - 0 1 +0+0", "h1h2", "a2a3").winner())
        .isEqualTo(-1);
  }

  @Test
  void aLoneHordeKnightOnlyDrawsWhenBlackFlags() {
    assertThat(flagAfter(ArenaVariant.HORDE, "k7/8/8/8/8/8/8/N7 b - - 0 1", "a8b8", "a1b3").winner()).isEqualTo(-1);
  }
}
