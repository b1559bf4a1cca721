package dev.zeitnot.cli;

import dev.zeitnot.bot.Bot;
import dev.zeitnot.bot.report.BotObserver;
import dev.zeitnot.config.BotConfig;
import dev.zeitnot.config.ConfigException;
import dev.zeitnot.config.ConfigLoader;
import dev.zeitnot.config.EngineMemoryBudget;
import dev.zeitnot.config.HeapBudget;
import dev.zeitnot.config.MemoryLimit;
import dev.zeitnot.config.Token;
import dev.zeitnot.lichess.LichessException;
import dev.zeitnot.lichess.NotABotAccountException;
import dev.zeitnot.lichess.TokenRefusedException;
import dev.zeitnot.ops.OpsServer;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code run}: the always-on bot on the configured server, until Ctrl-C or TERM. */
@Command(name = "run", mixinStandardHelpOptions = true,
    description = {"Run the bot: accept challenges by the policy and play its games on the configured server.",
        "Ctrl-C or TERM: stop accepting and finish the running games; a second one resigns them.",
        "Exit status: 0 stopped on request, 67 not a BOT account, 77 token refused (unknown, revoked "
            + "or without bot:play), 78 config unusable, 1 anything else."})
public final class RunCommand implements Callable<Integer> {

  @Option(names = "--config", required = true, paramLabel = "FILE", description = "the bot's YAML config")
  Path config;

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() throws InterruptedException {
    PrintWriter err = spec.commandLine().getErr();
    BotConfig loaded;
    Token token;
    OpsServer ops;
    try {
      loaded = ConfigLoader.load(config);
      HeapBudget.requireFits(loaded, Runtime.getRuntime().maxMemory());
      MemoryLimit memory = MemoryLimit.ofThisProcess();
      EngineMemoryBudget.requireFits(loaded, Runtime.getRuntime().maxMemory(), memory);
      EngineMemoryBudget.warning(loaded, Runtime.getRuntime().maxMemory(), memory)
          .ifPresent(w -> err.println("warning: " + w));
      token = Token.resolve(loaded.server(), System.getenv());
      ops = loaded.ops().enabled() ? OpsServer.start(loaded.ops(), loaded.server().url(), System::nanoTime)
          : null;
    } catch (ConfigException e) {
      err.println(config + " is not usable:");
      e.problems().forEach(p -> err.println("  " + p));
      err.flush();
      return ExitStatus.BAD_CONFIG;
    }
    try {
      return play(err, loaded, token, ops);
    } finally {
      if (ops != null) {
        ops.close();
      }
    }
  }

  /** Runs the bot until it stops; the exit status says why it did. */
  private int play(PrintWriter err, BotConfig loaded, Token token, OpsServer ops)
      throws InterruptedException {
    Bot bot;
    try {
      bot = new Bot(loaded, token.value(), ops == null ? BotObserver.NONE : ops.observer());
    } catch (IllegalArgumentException e) {
      return fail(err, config + " is not usable: " + e.getMessage(), ExitStatus.BAD_CONFIG);
    }
    if (ops != null) {
      ops.control(bot.control(), () -> ConfigLoader.load(config));
    }
    ShutdownSignals.install(bot::shutdown, bot::endGamesNow);
    try {
      bot.run();
      return ExitStatus.STOPPED;
    } catch (NotABotAccountException e) {
      return fail(err, "zeitnot cannot play: " + e.getMessage(), ExitStatus.NOT_A_BOT);
    } catch (TokenRefusedException e) {
      return fail(err, "zeitnot cannot play: " + e.getMessage(), ExitStatus.TOKEN_REFUSED);
    } catch (LichessException e) {
      return fail(err, "zeitnot stopped: " + loaded.server().url() + " refused it for good: "
          + e.getMessage(), ExitStatus.FAILED);
    }
  }

  private static int fail(PrintWriter err, String message, int status) {
    err.println(message);
    err.flush();
    return status;
  }
}
