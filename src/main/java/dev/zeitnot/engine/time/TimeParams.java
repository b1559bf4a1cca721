package dev.zeitnot.engine.time;

import java.util.List;

/**
 * Every tunable number of the engine's time manager (docs/time-management.md, section 2), with
 * its default. Settable as UCI options (by {@link Option#uciName()}) and from the bot's config.
 *
 * @param moveOverheadMs subtracted from the clock (and from movetime) for transmission and lag;
 *     when positive, the built-in engine raises it to the lag it observes between its searches
 *     ({@link ObservedLag}); the bot passes clocks already reduced by its own adaptive overhead
 *     and sets this to 0, which also turns that off
 * @param movesHorizon moves the remaining clock is shared over when movestogo is not given, and
 *     the upper clamp of movestogo
 * @param incrementPercent share of the increment added to the soft limit
 * @param hardLimitPercent hard limit as a percentage of the soft limit
 * @param maxClockSharePercent neither limit exceeds this share of the remaining clock
 * @param stability0Percent soft-limit scale when the best move just changed
 * @param stability1Percent ... when it stayed the same for 1 depth
 * @param stability2Percent ... for 2 depths
 * @param stability3Percent ... for 3 depths
 * @param stability4Percent ... for 4 or more depths
 * @param scoreFallPercentPerCp soft-limit extension per centipawn the score fell since the
 *     previous depth
 * @param scoreFallMaxCp the fall counts up to this many centipawns
 * @param minimumThinkMs floor of both limits, so a nearly empty clock still yields a move
 * @param nodesTime for engine testing only (as Stockfish's {@code nodestime}): when positive,
 *     the search counts its time as the nodes searched divided by this many per millisecond
 *     instead of the wall clock, so a match whose runner charges the clocks the same way
 *     ({@code match --nodes-time}) plays the same games however loaded the machine is; 0 (the
 *     default) uses the wall clock
 * @param newDepthPercent with a clock, a new depth starts only while the time spent is below this
 *     share of the scaled soft limit: the next depth takes about half again the time of all
 *     before it, so one started later would mostly run past the soft limit or be cut off
 * @param bankMoves without movestogo and without the client's plan (a GUI's sudden-death clock):
 *     the soft limit is a share of a bank, the clock plus the counted share
 *     ({@code incrementPercent}) of the increments of this many moves; 0 shares the clock over
 *     {@code movesHorizon} moves instead (the spec's reference formula)
 * @param softShareBase the bank's share for the soft limit, in 1/10000 ...
 * @param softShareGrowth ... plus this many 1/10000 times the square root of (game ply + 3), so
 *     the share grows as the game goes on and fewer moves remain
 * @param softMaxClockPercent with the bank, the soft limit never exceeds this share of the clock
 * @param nodeShareBasePercent soft-limit scale when every node of the search went to the best
 *     root move ...
 * @param nodeShareGrowth ... plus this many percent per percent of the nodes that went to the
 *     other root moves: a best move the search hardly looked beyond is played sooner, one it
 *     kept doubting gets more time
 * @param nodesOvershootPercent for engine testing and data generation: 0 (the default) makes
 *     {@code go nodes N} stop at N nodes, in the middle of a depth if need be (UCI's rule); above 0
 *     the search finishes the depth it is in once it has N nodes, going past N by at most this
 *     percentage of N, so a node-limited search reports the score of a whole depth
 */
public record TimeParams(
    long moveOverheadMs,
    int movesHorizon,
    int incrementPercent,
    int hardLimitPercent,
    int maxClockSharePercent,
    int stability0Percent,
    int stability1Percent,
    int stability2Percent,
    int stability3Percent,
    int stability4Percent,
    int scoreFallPercentPerCp,
    int scoreFallMaxCp,
    long minimumThinkMs,
    long nodesTime,
    int newDepthPercent,
    int bankMoves,
    int softShareBase,
    int softShareGrowth,
    int softMaxClockPercent,
    int nodeShareBasePercent,
    int nodeShareGrowth,
    int nodesOvershootPercent) {

  /** The spec's conservative defaults, then what matches measured (docs/match.md). */
  public static final TimeParams DEFAULT =
      new TimeParams(30, 30, 75, 300, 50, 180, 140, 110, 90, 75, 1, 100, 1, 0, 60, 50, 112, 56, 20, 60, 1, 0);

  /** One parameter as a UCI spin option: name, default and range. */
  public record Option(String uciName, long defaultValue, long min, long max) { }

  /** All parameters as UCI spin options, in declaration order. */
  public static final List<Option> OPTIONS = List.of(
      new Option("Move Overhead", DEFAULT.moveOverheadMs, 0, 5000),
      new Option("MovesHorizon", DEFAULT.movesHorizon, 1, 100),
      new Option("IncrementPercent", DEFAULT.incrementPercent, 0, 100),
      new Option("HardLimitPercent", DEFAULT.hardLimitPercent, 100, 1000),
      new Option("MaxClockSharePercent", DEFAULT.maxClockSharePercent, 1, 95),
      new Option("Stability0Percent", DEFAULT.stability0Percent, 10, 500),
      new Option("Stability1Percent", DEFAULT.stability1Percent, 10, 500),
      new Option("Stability2Percent", DEFAULT.stability2Percent, 10, 500),
      new Option("Stability3Percent", DEFAULT.stability3Percent, 10, 500),
      new Option("Stability4Percent", DEFAULT.stability4Percent, 10, 500),
      new Option("ScoreFallPercentPerCp", DEFAULT.scoreFallPercentPerCp, 0, 10),
      new Option("ScoreFallMaxCp", DEFAULT.scoreFallMaxCp, 0, 1000),
      new Option("MinimumThinkMs", DEFAULT.minimumThinkMs, 0, 1000),
      new Option("NodesTime", DEFAULT.nodesTime, 0, 100_000),
      new Option("NewDepthPercent", DEFAULT.newDepthPercent, 10, 100),
      new Option("BankMoves", DEFAULT.bankMoves, 0, 100),
      new Option("SoftShareBase", DEFAULT.softShareBase, 0, 2000),
      new Option("SoftShareGrowth", DEFAULT.softShareGrowth, 0, 500),
      new Option("SoftMaxClockPercent", DEFAULT.softMaxClockPercent, 1, 95),
      new Option("NodeShareBasePercent", DEFAULT.nodeShareBasePercent, 10, 200),
      new Option("NodeShareGrowth", DEFAULT.nodeShareGrowth, 0, 10),
      new Option("NodesOvershootPercent", DEFAULT.nodesOvershootPercent, 0, 1000));

  public TimeParams {
    if (movesHorizon < 1) {
      throw new IllegalArgumentException("movesHorizon must be at least 1, was " + movesHorizon);
    }
    if (nodesTime < 0) {
      throw new IllegalArgumentException("nodesTime must not be negative, was " + nodesTime);
    }
    if (moveOverheadMs < 0 || minimumThinkMs < 0) {
      throw new IllegalArgumentException("moveOverheadMs and minimumThinkMs must not be negative, were "
          + moveOverheadMs + " and " + minimumThinkMs);
    }
  }

  /** Soft-limit scale in percent after the best move stayed the same for {@code depths} depths. */
  public int stabilityPercent(int depths) {
    return switch (Math.max(0, Math.min(depths, 4))) {
      case 0 -> stability0Percent;
      case 1 -> stability1Percent;
      case 2 -> stability2Percent;
      case 3 -> stability3Percent;
      default -> stability4Percent;
    };
  }

  /**
   * Soft-limit scale in percent when {@code bestMoveNodesPercent} of the search's nodes went to
   * the best root move; 100 when that is not known ({@link TimeManager#NODE_SHARE_UNKNOWN}).
   */
  public int nodeSharePercent(int bestMoveNodesPercent) {
    if (bestMoveNodesPercent < 0) {
      return 100;
    }
    return nodeShareBasePercent + nodeShareGrowth * (100 - Math.min(100, bestMoveNodesPercent));
  }

  /** Whether {@code uciName} names one of these parameters (case-insensitive, as UCI wants). */
  public static boolean isOption(String uciName) {
    return OPTIONS.stream().anyMatch(o -> o.uciName().equalsIgnoreCase(uciName));
  }

  /**
   * A copy with the parameter named {@code uciName} (case-insensitive) set to {@code value}.
   *
   * @throws IllegalArgumentException for an unknown name or a value outside the option's range
   */
  public TimeParams with(String uciName, long value) {
    Option option = OPTIONS.stream().filter(o -> o.uciName().equalsIgnoreCase(uciName)).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("unknown time parameter '" + uciName
            + "'; known: " + OPTIONS.stream().map(Option::uciName).toList()));
    if (value < option.min() || value > option.max()) {
      throw new IllegalArgumentException(option.uciName() + " must be in [" + option.min() + ", "
          + option.max() + "], was " + value);
    }
    long[] v = toArray();
    v[OPTIONS.indexOf(option)] = value;
    return new TimeParams(v[0], (int) v[1], (int) v[2], (int) v[3], (int) v[4], (int) v[5],
        (int) v[6], (int) v[7], (int) v[8], (int) v[9], (int) v[10], (int) v[11], v[12], v[13],
        (int) v[14], (int) v[15], (int) v[16], (int) v[17], (int) v[18], (int) v[19], (int) v[20],
        (int) v[21]);
  }

  /** The current value of the parameter named {@code uciName} (case-insensitive). */
  public long get(String uciName) {
    for (int i = 0; i < OPTIONS.size(); i++) {
      if (OPTIONS.get(i).uciName().equalsIgnoreCase(uciName)) {
        return toArray()[i];
      }
    }
    throw new IllegalArgumentException("unknown time parameter '" + uciName + "'");
  }

  private long[] toArray() {
    return new long[] {moveOverheadMs, movesHorizon, incrementPercent, hardLimitPercent,
        maxClockSharePercent, stability0Percent, stability1Percent, stability2Percent,
        stability3Percent, stability4Percent, scoreFallPercentPerCp, scoreFallMaxCp, minimumThinkMs,
        nodesTime, newDepthPercent, bankMoves, softShareBase, softShareGrowth, softMaxClockPercent,
        nodeShareBasePercent, nodeShareGrowth, nodesOvershootPercent};
  }

  /**
   * The node count at which a search limited to {@code nodes} (0: none) stops even in the middle
   * of a depth; 0 when there is no node limit.
   */
  public long hardNodes(long nodes) {
    return nodes + nodes * nodesOvershootPercent / 100;
  }

  public TimeParams withMoveOverheadMs(long value) {
    return with("Move Overhead", value);
  }
}
