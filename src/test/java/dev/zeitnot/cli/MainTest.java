package dev.zeitnot.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class MainTest {

  @Test
  void helpListsTheProgramNameAndExitsCleanly() {
    StringWriter out = new StringWriter();
    CommandLine cli = Main.commandLine();
    cli.setOut(new PrintWriter(out));
    int status = cli.execute("--help");
    assertThat(status).isZero();
    assertThat(out.toString()).contains("zeitnot").contains("--version");
  }

  @Test
  void versionNamesTheProduct() {
    StringWriter out = new StringWriter();
    CommandLine cli = Main.commandLine();
    cli.setOut(new PrintWriter(out));
    assertThat(cli.execute("--version")).isZero();
    assertThat(out.toString()).startsWith("zeitnot ");
  }
}
