package dev.zeitnot.config;

import java.util.List;
import java.util.Locale;

/**
 * The {@code when} of an entry of {@code engine.kinds} or {@code book.kinds}: the conditions a
 * game must meet, each optional. One rule picks among the choices that hold for a game: the one
 * with the most conditions wins ({@code engine.variants.<key>.speeds.<speed>} counts two,
 * {@code engine.variants.<key>} and {@code engine.speeds.<speed>} one, the main engine none); on
 * a tie a {@code kinds} entry comes before those keys, and an earlier entry before a later one.
 *
 * @param variant a Lichess variant key, or null for any
 * @param speed a Lichess speed, or null for any
 * @param color {@code white} or {@code black} (our colour), or null for either
 * @param bot true: against BOT accounts, false: against humans, null: either
 * @param rated true: rated games, false: casual ones, null: either
 * @param tournament true: tournament pairings, false: other games, null: either
 */
public record KindCondition(String variant, String speed, String color, Boolean bot, Boolean rated,
    Boolean tournament) {

  /** How many conditions are set: the entry's specificity. */
  public int conditions() {
    int n = 0;
    for (Object condition : new Object[] {variant, speed, color, bot, rated, tournament}) {
      n += condition == null ? 0 : 1;
    }
    return n;
  }

  /** Whether {@code game} meets every condition (one on something not yet known is not met). */
  public boolean matches(GameKind game) {
    return (variant == null || variant.equals(game.variant()))
        && (speed == null || speed.equals(game.speed()))
        && (color == null || color.equals(game.color()))
        && (bot == null || bot.equals(game.opponentBot()))
        && (rated == null || rated == game.rated())
        && (tournament == null || tournament == game.tournament());
  }

  /** Reads {@code when}: variant, speed, color, opponent (human or bot), rated, tournament. */
  static KindCondition read(ConfigNode when) {
    String variant = when.has("variant") ? when.string("variant", null) : null;
    if (variant != null && !ChallengeConfig.PLAYABLE_VARIANTS.contains(variant)) {
      when.problem("variant", "\"" + variant + "\" is not a variant zeitnot plays; known: "
          + String.join(", ", ChallengeConfig.PLAYABLE_VARIANTS));
    }
    String speed = when.has("speed") ? when.string("speed", null) : null;
    if (speed != null && !ChallengeConfig.SPEEDS.contains(speed)) {
      when.problem("speed", "\"" + speed + "\" is not a Lichess speed; known: "
          + String.join(", ", ChallengeConfig.SPEEDS));
    }
    String color = when.has("color") ? when.string("color", null) : null;
    if (color != null && !List.of("white", "black").contains(color.toLowerCase(Locale.ROOT))) {
      when.problem("color", "\"" + color + "\" is not a colour; write white or black");
    }
    String opponent = when.has("opponent") ? when.string("opponent", null) : null;
    if (opponent != null && !List.of("human", "bot").contains(opponent.toLowerCase(Locale.ROOT))) {
      when.problem("opponent", "\"" + opponent + "\" is not an opponent kind; write human or bot");
    }
    Boolean rated = when.has("rated") ? when.bool("rated", false) : null;
    Boolean tournament = when.has("tournament") ? when.bool("tournament", false) : null;
    when.finish();
    KindCondition condition = new KindCondition(variant, speed, color == null ? null : color.toLowerCase(Locale.ROOT),
        opponent == null ? null : opponent.equalsIgnoreCase("bot"), rated, tournament);
    return condition;
  }
}
