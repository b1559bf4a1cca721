package dev.zeitnot.cli;

import dev.zeitnot.engine.builtin.BuiltinEngine;
import dev.zeitnot.engine.builtin.EngineSettings;
import dev.zeitnot.engine.uci.UciProtocol;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code uci}: the built-in engine as a UCI engine on stdin/stdout, for GUIs and match runners. */
@Command(name = "uci", mixinStandardHelpOptions = true,
    description = "Speak UCI on stdin/stdout with the built-in engine (logs go to stderr).")
public final class UciCommand implements Callable<Integer> {

  @Override
  public Integer call() {
    UciProtocol protocol = new UciProtocol(BuiltinEngine::new, EngineSettings.DEFAULT,
        "zeitnot " + VersionProvider.version(), "the zeitnot authors", System.out);
    protocol.run(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)));
    return 0;
  }
}
