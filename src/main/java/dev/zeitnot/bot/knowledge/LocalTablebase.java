package dev.zeitnot.bot.knowledge;

import dev.zeitnot.chess.Position;
import dev.zeitnot.config.SyzygyConfig;
import dev.zeitnot.engine.search.TablebaseProbe;
import dev.zeitnot.engine.syzygy.SyzygyFileException;
import dev.zeitnot.engine.syzygy.SyzygyTables;
import dev.zeitnot.engine.syzygy.TablebaseMove;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The owner's local Syzygy tables ({@code knowledge.syzygy}), opened once at start and shared by
 * every game. For a position they cover (standard chess, atomic or antichess with that variant's
 * tables, no castling rights, at most {@code max_pieces} pieces) it plays
 * {@link SyzygyTables#bestMove}: the best result under the fifty-move rule counted from the
 * game's own halfmove clock, the shortest DTZ when winning, the longest when losing. The bot's
 * built-in engines probe the same opened tables in their search ({@link #searchProbe}).
 */
public final class LocalTablebase {
  private static final Logger log = LoggerFactory.getLogger(LocalTablebase.class);
  /** No tables. */
  public static final LocalTablebase NONE = new LocalTablebase(null, SyzygyConfig.DEFAULT);

  private final SyzygyTables tables;
  private final SyzygyConfig config;

  private LocalTablebase(SyzygyTables tables, SyzygyConfig config) {
    this.tables = tables;
    this.config = config;
  }

  /** Opens the configured directories (none: {@link #NONE}); a bad file throws SyzygyFileException. */
  public static LocalTablebase open(SyzygyConfig config) {
    if (!config.enabled()) {
      return NONE;
    }
    SyzygyTables tables = SyzygyTables.open(config.paths());
    log.info("Syzygy tables: {}, from {}", tables.summary(), config.paths());
    return new LocalTablebase(tables, config);
  }

  /**
   * How the bot's built-in engines probe these tables in their search: up to {@code max_pieces}
   * pieces, at every depth, the fifty-move rule on; {@link TablebaseProbe#OFF} without tables.
   * The search probes a game's own variant's tables only, and positions without castling rights.
   */
  public TablebaseProbe searchProbe() {
    return tables == null ? TablebaseProbe.OFF
        : new TablebaseProbe(tables, config.maxPieces(), TablebaseProbe.DEFAULT_PROBE_DEPTH, true);
  }

  SyzygyConfig config() {
    return config;
  }

  /** The best move by the tables, or empty when they do not cover the position (or a file fails). */
  Optional<TablebaseMove> choose(Position position) {
    if (tables == null || Long.bitCount(position.occupied()) > config.maxPieces()) {
      return Optional.empty();
    }
    try {
      return tables.bestMove(position);
    } catch (SyzygyFileException e) {
      log.warn("Syzygy tables not used for this move: {}", e.getMessage());
      return Optional.empty();
    }
  }
}
