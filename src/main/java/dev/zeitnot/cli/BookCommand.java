package dev.zeitnot.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code book}: Polyglot opening books: build one from PGN, list a position's entries. */
@Command(name = "book", mixinStandardHelpOptions = true,
    description = "Polyglot opening books: build one from PGN games, or list a position's entries.",
    subcommands = {BookBuildCommand.class, BookProbeCommand.class})
public final class BookCommand implements Runnable {

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }
}
