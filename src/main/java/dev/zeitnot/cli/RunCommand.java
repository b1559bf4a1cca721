package dev.zeitnot.cli;

import dev.zeitnot.bot.Bot;
import dev.zeitnot.config.BotConfig;
import dev.zeitnot.config.ConfigException;
import dev.zeitnot.config.ConfigLoader;
import dev.zeitnot.config.HeapBudget;
import dev.zeitnot.config.Token;
import dev.zeitnot.lichess.LichessException;
import dev.zeitnot.lichess.NotABotAccountException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code run}: the always-on bot on the configured server, until Ctrl-C or TERM. */
@Command(name = "run", mixinStandardHelpOptions = true,
    description = {"Run the bot: accept challenges by the policy and play its games on the configured server.",
        "Ctrl-C or TERM: stop accepting and finish the running games; a second one resigns them."})
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
    try {
      loaded = ConfigLoader.load(config);
      HeapBudget.requireFits(loaded, Runtime.getRuntime().maxMemory());
      token = Token.resolve(loaded.server(), System.getenv());
    } catch (ConfigException e) {
      err.println(config + " is not usable:");
      e.problems().forEach(p -> err.println("  " + p));
      err.flush();
      return 1;
    }
    Bot bot = new Bot(loaded, token.value());
    ShutdownSignals.install(bot::shutdown, bot::endGamesNow);
    try {
      bot.run();
      return 0;
    } catch (NotABotAccountException e) {
      err.println("zeitnot cannot play: " + e.getMessage());
    } catch (LichessException e) {
      err.println("zeitnot cannot reach " + loaded.server().url() + ": " + e.getMessage());
    }
    err.flush();
    return 1;
  }
}
