package dev.zeitnot.bot.game;

import dev.zeitnot.chess.Variant;
import dev.zeitnot.lichess.model.GameFull;

/** The rules a game follows, from the variant its full state names (standard for chess960, fromPosition, none). */
final class VariantOfGame {

  private VariantOfGame() { }

  static Variant of(GameFull full) {
    return of(full.variant());
  }

  static Variant of(dev.zeitnot.lichess.model.VariantInfo variant) {
    return variant == null || variant.key() == null ? Variant.STANDARD
        : Variant.ofLichessKey(variant.key()).orElse(Variant.STANDARD);
  }

  static boolean isChess960(GameFull full) {
    return full.variant() != null && "chess960".equals(full.variant().key());
  }
}
