package dev.zeitnot.cli;

import dev.zeitnot.config.ConfigException;
import dev.zeitnot.config.ConfigLoader;
import dev.zeitnot.config.importer.ImportedConfig;
import dev.zeitnot.config.importer.LichessBotImporter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code import-lichess-bot}: writes a zeitnot config from a lichess-bot {@code config.yml}. */
@Command(name = "import-lichess-bot", mixinStandardHelpOptions = true,
    description = "Write a zeitnot config from a lichess-bot config.yml: every key with a "
        + "counterpart mapped, the others listed with the reason; the token is never copied.")
public final class ImportLichessBotCommand implements Callable<Integer> {

  @Parameters(index = "0", paramLabel = "CONFIG.yml", description = "the lichess-bot config")
  Path source;

  @Option(names = "--out", paramLabel = "FILE",
      description = "write the zeitnot config here (not over an existing file); default: standard output")
  Path out;

  @CommandLine.Spec
  CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter err = spec.commandLine().getErr();
    try {
      ImportedConfig imported = LichessBotImporter.importYaml(Files.readString(source));
      String yaml = imported.yaml(source.toString());
      ConfigLoader.parse(yaml);
      if (out == null) {
        spec.commandLine().getOut().print(yaml);
        spec.commandLine().getOut().flush();
      } else {
        Files.writeString(out, yaml, StandardOpenOption.CREATE_NEW);
        err.println("wrote " + out + ": " + imported.mapped().size() + " keys mapped, "
            + imported.leftOut().size() + " left out (listed at the top of the file); "
            + "check it with: zeitnot check --config " + out);
      }
      err.flush();
      return 0;
    } catch (NoSuchFileException e) {
      return fail(err, e.getFile() + ": no such file");
    } catch (FileAlreadyExistsException e) {
      return fail(err, out + " exists; choose another --out or remove it first");
    } catch (IOException e) {
      return fail(err, "cannot read or write: " + e.getMessage());
    } catch (ConfigException e) {
      return fail(err, source + " cannot be imported: " + e.getMessage());
    }
  }

  private static int fail(PrintWriter err, String message) {
    err.println(message);
    err.flush();
    return 1;
  }
}
