package dev.zeitnot.arena.settings;

import dev.zeitnot.arena.clock.TimeSource;
import java.nio.file.Path;

/**
 * How an arena runs: the keep-alive period of its streams (7 s on both, as on Lichess; tests use less),
 * how often the flag timer looks at the clocks, whether standard games report castling
 * king-to-rook, the time source of the clocks and the file that keeps the games over a restart
 * (null: a temporary file), and the bot-vs-bot games a bot may play a day (100 on Lichess).
 */
public record ArenaSettings(long keepAliveMillis, long flagCheckMillis, boolean castlingKingToRook,
    TimeSource time, Path stateFile, int botGamesPerDay) {

  /** Lichess-like defaults on the system clock. */
  public static final ArenaSettings DEFAULT =
      new ArenaSettings(7_000, 50, false, TimeSource.SYSTEM, null, 100);

  public ArenaSettings {
    if (keepAliveMillis <= 0 || flagCheckMillis <= 0) {
      throw new IllegalArgumentException("Keep-alive and flag-check periods must be > 0 ms, got "
          + keepAliveMillis + " and " + flagCheckMillis);
    }
    if (botGamesPerDay < 1) {
      throw new IllegalArgumentException("Bot games per day must be >= 1, got " + botGamesPerDay);
    }
  }

  public ArenaSettings withKeepAliveMillis(long millis) {
    return new ArenaSettings(millis, flagCheckMillis, castlingKingToRook, time, stateFile, botGamesPerDay);
  }

  public ArenaSettings withFlagCheckMillis(long millis) {
    return new ArenaSettings(keepAliveMillis, millis, castlingKingToRook, time, stateFile, botGamesPerDay);
  }

  public ArenaSettings withTime(TimeSource source) {
    return new ArenaSettings(keepAliveMillis, flagCheckMillis, castlingKingToRook, source,
        stateFile, botGamesPerDay);
  }

  public ArenaSettings withCastlingKingToRook(boolean kingToRook) {
    return new ArenaSettings(keepAliveMillis, flagCheckMillis, kingToRook, time, stateFile, botGamesPerDay);
  }

  public ArenaSettings withBotGamesPerDay(int games) {
    return new ArenaSettings(keepAliveMillis, flagCheckMillis, castlingKingToRook, time, stateFile, games);
  }

  public ArenaSettings withStateFile(Path file) {
    return new ArenaSettings(keepAliveMillis, flagCheckMillis, castlingKingToRook, time, file, botGamesPerDay);
  }
}
