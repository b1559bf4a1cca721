package dev.zeitnot.bot.knowledge;

import dev.zeitnot.chess.PieceType;
import dev.zeitnot.chess.Position;
import dev.zeitnot.config.SyzygyConfig;
import dev.zeitnot.engine.syzygy.SyzygyFileException;
import dev.zeitnot.engine.syzygy.SyzygyTables;
import java.util.Optional;
import java.util.OptionalInt;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The owner's local Syzygy tables ({@code knowledge.syzygy}), opened once at start and shared by
 * every game. For a position they cover (standard chess, no castling rights, at most
 * {@code max_pieces} pieces) it picks the move with the best result under the fifty-move rule,
 * counted from the game's own halfmove clock: a win that stays within it, then a win it may
 * spoil, a draw, a loss it saves, a loss; the shortest DTZ when winning, the longest when losing.
 */
public final class LocalTablebase {
  private static final Logger log = LoggerFactory.getLogger(LocalTablebase.class);
  /** No tables. */
  public static final LocalTablebase NONE = new LocalTablebase(null, SyzygyConfig.DEFAULT);
  /** Plies the fifty-move rule allows between zeroing moves. */
  private static final int FIFTY_MOVES = 100;
  /** DTZ of a zeroing move by the WDL it reaches (-2..2), from the mover's side. */
  private static final int[] ZEROING_DTZ = {-1, -101, 0, 101, 1};
  /** The result names, by rank (higher is better for the side to move), as the online tablebase names them. */
  private static final String[] VERDICTS = {"loss", "blessed-loss", "draw", "cursed-win", "win"};

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
    log.info("Syzygy tables: {} WDL and {} DTZ files, up to {} pieces, from {}", tables.wdlTableCount(),
        tables.dtzTableCount(), tables.maxPieces(), config.paths());
    return new LocalTablebase(tables, config);
  }

  SyzygyConfig config() {
    return config;
  }

  /**
   * A tablebase move and the result it keeps.
   *
   * @param move our move
   * @param verdict win, cursed-win, draw, blessed-loss or loss, from the side to move
   * @param dtz the move's distance to zeroing in plies from this position, signed by the result
   */
  record Choice(int move, String verdict, int dtz) {}

  /** The best move by the tables, or empty when they do not cover the position (or a file fails). */
  Optional<Choice> choose(Position position) {
    if (tables == null || Long.bitCount(position.occupied()) > config.maxPieces() || !tables.covers(position)) {
      return Optional.empty();
    }
    try {
      return best(position.copy());
    } catch (SyzygyFileException e) {
      log.warn("Syzygy tables not used for this move: {}", e.getMessage());
      return Optional.empty();
    }
  }

  private Optional<Choice> best(Position pos) {
    int clock = pos.halfmoveClock();
    int[] moves = new int[Position.MAX_MOVES];
    int n = pos.generateLegal(moves);
    Choice best = null;
    int bestKey = Integer.MIN_VALUE;
    for (int i = 0; i < n; i++) {
      int move = moves[i];
      boolean zeroing = pos.isCapture(move) || pos.movingType(move) == PieceType.PAWN;
      pos.makeMove(move);
      OptionalInt dtz = moveDtz(pos, zeroing);
      pos.unmakeMove();
      if (dtz.isEmpty()) {
        return Optional.empty();
      }
      int d = dtz.getAsInt();
      int rank = rank(d, clock);
      // Within a rank: winning, the shorter the better; losing or drawing, the longer.
      int key = rank * 10_000 + (d > 0 ? 5_000 - d : -d);
      if (key > bestKey) {
        bestKey = key;
        best = new Choice(move, VERDICTS[rank], d);
      }
    }
    return Optional.ofNullable(best);
  }

  /** DTZ in plies from before the move (just played on {@code pos}), from the mover's side. */
  private OptionalInt moveDtz(Position pos, boolean zeroing) {
    if (pos.inCheck() && pos.countLegal() == 0) {
      return OptionalInt.of(1);
    }
    if (zeroing) {
      OptionalInt wdl = tables.wdl(pos);
      return wdl.isEmpty() ? wdl : OptionalInt.of(ZEROING_DTZ[2 - wdl.getAsInt()]);
    }
    OptionalInt reply = tables.dtz(pos);
    if (reply.isEmpty()) {
      return reply;
    }
    int d = -reply.getAsInt();
    return OptionalInt.of(d > 0 ? d + 1 : d < 0 ? d - 1 : 0);
  }

  /**
   * 4 a win within the fifty-move rule (one ply of margin: DTZ may be one short), 3 a win it
   * may spoil, 2 a draw, 1 a loss it saves, 0 a loss.
   */
  static int rank(int dtz, int halfmoveClock) {
    if (dtz > 0) {
      return dtz + halfmoveClock < FIFTY_MOVES ? 4 : 3;
    }
    if (dtz < 0) {
      return -dtz + halfmoveClock > FIFTY_MOVES ? 1 : 0;
    }
    return 2;
  }
}
