package dev.zeitnot.bot.game;

import dev.zeitnot.bot.clock.MoveBudget;
import dev.zeitnot.chess.Color;
import dev.zeitnot.config.ClockSetting;
import dev.zeitnot.engine.SearchInfo;
import dev.zeitnot.lichess.model.GameFull;
import java.util.Locale;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The INFO lines of a game a bot owner reads: who and what at the start, then one line per move. */
final class SessionLog {

  private static final Logger log = LoggerFactory.getLogger(GameSession.class);

  private SessionLog() {}

  static void start(int ourColor, String opponent, GameFull full) {
    String clock = full.clock() == null ? "no clock"
        : ClockSetting.describe(full.clock().initial(), full.clock().increment());
    log.info("started: {} against {}, {} {} {}", Color.name(ourColor), opponent,
        clock, full.rated() ? "rated" : "casual", full.variant() == null ? "standard" : full.variant().key());
  }

  /**
   * {@code usedMs}: from the state's arrival to posting; {@code clockMs}: our clock then, -1 if
   * none; {@code note}: where an unusual move came from, or null.
   */
  static void move(int moveNumber, ChosenMove chosen, MoveBudget budget, long usedMs,
      long clockMs, long overheadMs, String note) {
    if (chosen.source().isKnowledge()) {
      log.info("move {} {}: {} ({}), used {} ms, clock {} ms, overhead {} ms", moveNumber,
          chosen.san(), chosen.source(), chosen.detail(), usedMs, clockMs < 0 ? "-" : Math.max(0, clockMs - usedMs),
          overheadMs);
      return;
    }
    SearchInfo info = chosen.info();
    log.info("move {} {}: depth {}, score {}, nodes {}, used {} ms, clock {} ms, overhead {} ms{}",
        moveNumber, chosen.san(), info == null ? 0 : info.depth(),
        info == null || info.score() == null ? "-" : info.score().toUci(), info == null ? 0 : info.nodes(),
        usedMs, clockMs < 0 ? "-" : Math.max(0, clockMs - usedMs), overheadMs,
        note != null ? " (" + note + ")"
            : budget.kind() == MoveBudget.Kind.CLOCK ? "" : " (" + budget.kind().name().toLowerCase(Locale.ROOT) + ")");
  }
}
