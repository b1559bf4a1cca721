package dev.zeitnot.lab.match;

import dev.zeitnot.engine.builtin.EngineSettings;
import dev.zeitnot.engine.uci.UciProtocol;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicLong;

/** A tiny UCI engine process for match tests: zeitnot's UCI front end over a first-legal-move engine. */
public final class FirstLegalMoveUciMain {

  private FirstLegalMoveUciMain() {}

  public static void main(String[] args) {
    AtomicLong unusedClock = new AtomicLong();
    UciProtocol protocol = new UciProtocol(
        settings -> new LambdaEngine("first-legal", LambdaEngine::firstLegalMove, unusedClock, 0),
        EngineSettings.DEFAULT, "first-legal", "tests", System.out);
    protocol.run(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)));
  }
}
