package dev.zeitnot.bot.game;

import dev.zeitnot.bot.clock.AdaptiveOverhead;
import dev.zeitnot.bot.clock.ClockBudget;
import dev.zeitnot.bot.knowledge.Knowledge;
import dev.zeitnot.bot.report.BotObserver;
import dev.zeitnot.config.BotConfig;
import dev.zeitnot.lichess.LichessApi;
import java.util.function.LongSupplier;

/**
 * What making and posting a move needs of the bot's shared services: the server, the config, the
 * engines, the clock logic, the knowledge and the observer. The PGN archive and the chat are the
 * session's business, not the mover's ({@link SessionContext} has them all).
 */
interface MoveContext {

  LichessApi api();

  BotConfig config();

  EngineFactory engines();

  ClockBudget budget();

  AdaptiveOverhead overhead();

  Knowledge knowledge();

  BotObserver observer();

  /** The monotonic clock every budget is measured on ({@link System#nanoTime} outside tests). */
  LongSupplier nanoClock();
}
