package dev.zeitnot.bot.game;

import dev.zeitnot.bot.chat.ChatDesk;
import dev.zeitnot.bot.chat.ChatSender;
import dev.zeitnot.bot.chat.WaitingChallenges;
import dev.zeitnot.bot.clock.AdaptiveOverhead;
import dev.zeitnot.bot.clock.ClockBudget;
import dev.zeitnot.bot.knowledge.BookShelf;
import dev.zeitnot.bot.knowledge.Knowledge;
import dev.zeitnot.bot.knowledge.LocalTablebase;
import dev.zeitnot.bot.knowledge.OnlineSources;
import dev.zeitnot.bot.report.BotObserver;
import dev.zeitnot.config.BotConfig;
import dev.zeitnot.config.TokenHosts;
import dev.zeitnot.lichess.LichessApi;
import java.security.SecureRandom;
import java.util.function.LongSupplier;
import dev.zeitnot.lichess.online.OnlineHttp;

/**
 * What every game session shares: the server, the config, the engine factory, the clock logic,
 * the PGN archive, the knowledge (books), the chat and the observer the bot reports to (metrics,
 * health); {@code nanoClock} is {@link System#nanoTime} outside tests.
 */
public record SessionContext(
    LichessApi api, BotConfig config, EngineFactory engines, ClockBudget budget,
    AdaptiveOverhead overhead, PgnArchive archive, LongSupplier nanoClock, Knowledge knowledge,
    ChatDesk chat, BotObserver observer) implements MoveContext {

  /** The context for {@code config} with the real monotonic clock, observed by no one. */
  public static SessionContext of(LichessApi api, BotConfig config, EngineFactory engines) {
    return of(api, config, engines, OnlineHttp.create());
  }

  /** Likewise, the online sources on {@code online} (which carries the token the explorer needs). */
  public static SessionContext of(LichessApi api, BotConfig config, EngineFactory engines, OnlineHttp online) {
    return of(api, config, engines, online, LocalTablebase.open(config.syzygy()));
  }

  /** Likewise, playing covered endgames from {@code tablebase} (the bot's one opened set of tables). */
  public static SessionContext of(LichessApi api, BotConfig config, EngineFactory engines, OnlineHttp online,
      LocalTablebase tablebase) {
    return new SessionContext(api, config, engines, new ClockBudget(config.time()),
        new AdaptiveOverhead(config.time().moveOverheadMs(), config.time().adaptiveOverhead()),
        new PgnArchive(config.game().pgnDirectory(), config.server().url(),
            config.game().pgnFileGrouping()), System::nanoTime,
        new Knowledge(BookShelf.open(config.book(), new SecureRandom()),
            OnlineSources.of(config.online(), TokenHosts.of(config.server(), config.online()), online,
                System::nanoTime), tablebase),
        new ChatDesk(config.game().commands(), new ChatSender(api), WaitingChallenges.NONE), BotObserver.NONE);
  }

  /** This context reporting to {@code value}. */
  public SessionContext withObserver(BotObserver value) {
    return new SessionContext(api, config, engines, budget, overhead, archive, nanoClock, knowledge, chat, value);
  }
}
