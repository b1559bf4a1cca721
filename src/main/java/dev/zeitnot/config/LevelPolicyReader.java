package dev.zeitnot.config;

import dev.zeitnot.engine.level.Level;
import dev.zeitnot.engine.level.LevelPolicy;

/**
 * Reads {@code engine.builtin.level} (off, or a rating {@value Level#MIN_ELO}..{@value
 * Level#MAX_ELO}) and {@code engine.builtin.level_by_rating} (enabled, offset, min, max).
 */
final class LevelPolicyReader {

  private static final String LEVEL_HINT = "write off (full strength) or a rating "
      + Level.MIN_ELO + ".." + Level.MAX_ELO + ", like level: 1500";

  private LevelPolicyReader() {}

  /** Reads the level keys of {@code builtin} (the {@code engine.builtin} section); its other keys are left alone. */
  static LevelPolicy read(ConfigNode builtin) {
    int level = readLevel(builtin);
    LevelPolicy d = LevelPolicy.FULL_STRENGTH;
    ConfigNode node = builtin.section("level_by_rating");
    boolean enabled = node.bool("enabled", d.byRating());
    int offset = (int) node.integer("offset", d.offset(), -1000, 1000);
    int min = (int) node.integer("min", d.min(), Level.MIN_ELO, Level.MAX_ELO);
    int max = (int) node.integer("max", d.max(), Level.MIN_ELO, Level.MAX_ELO);
    if (min > max) {
      node.problem("max", "(" + max + ") is below min (" + min + "); the range of levels the rating may give "
          + "must not be empty, e.g. min: 1200 and max: 2200");
      min = d.min();
      max = d.max();
    }
    node.finish();
    return new LevelPolicy(level, enabled, offset, min, max);
  }

  private static int readLevel(ConfigNode builtin) {
    String text = builtin.string("level", "off");
    if (text.equalsIgnoreCase("off") || text.equalsIgnoreCase("false")) {
      return LevelPolicy.OFF; // YAML may read a bare off as false
    }
    try {
      int level = Integer.parseInt(text.trim());
      if (level >= Level.MIN_ELO && level <= Level.MAX_ELO) {
        return level;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    builtin.problem("level", "\"" + text + "\" is not a level; " + LEVEL_HINT);
    return LevelPolicy.OFF;
  }
}
