package dev.zeitnot.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code zeitnot} command line: entry point of the jar, one subcommand per job. */
@Command(
    name = "zeitnot",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    description = "A Lichess bot client with its own chess engine.",
    subcommands = {
        CommandLine.HelpCommand.class,
        CheckCommand.class,
        ImportLichessBotCommand.class,
        StatsCommand.class,
        BenchCommand.class,
        DatagenCommand.class,
        RelabelCommand.class,
        TuneCommand.class,
        TrainCommand.class,
        PerftCommand.class,
        UciCommand.class,
        EpdCommand.class,
        MatchCommand.class,
        ArenaCommand.class,
        DemoCommand.class,
        RunCommand.class,
        ControlCommand.class,
        BookCommand.class,
    })
public final class Main implements Runnable {

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  public static void main(String[] args) {
    System.exit(commandLine().execute(args));
  }

  /** The configured picocli command line, shared by {@link #main} and tests. */
  public static CommandLine commandLine() {
    return new CommandLine(new Main()).setCaseInsensitiveEnumValuesAllowed(true);
  }

  @Override
  public void run() {
    spec.commandLine().usage(System.out);
  }
}
