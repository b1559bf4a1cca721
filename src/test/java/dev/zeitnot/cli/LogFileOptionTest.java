package dev.zeitnot.cli;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.joran.JoranConfigurator;
import ch.qos.logback.classic.util.LogbackMDCAdapter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.Logger;

/** The rolling log file option: the jar's logback-file.xml writes to the file it is given. */
class LogFileOptionTest {

  @Test
  void logbackFileXmlWritesTheLogToTheNamedFile(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("logs/zeitnot.log");
    LoggerContext context = new LoggerContext();
    context.setMDCAdapter(new LogbackMDCAdapter());
    context.putProperty("zeitnot.log.file", file.toString());
    JoranConfigurator configurator = new JoranConfigurator();
    configurator.setContext(context);
    configurator.doConfigure(LogFileOptionTest.class.getResource("/logback-file.xml"));
    context.getLogger(Logger.ROOT_LOGGER_NAME).detachAppender("STDERR"); // keep the test quiet

    context.getLogger("dev.zeitnot.bot.Bot").warn("connected as zeitnot (test line)");
    context.getLogger("dev.zeitnot.bot.Bot").debug("a debug line stays out at INFO");
    context.stop();

    assertThat(Files.readString(file)).contains("WARN  Bot          connected as zeitnot (test line)")
        .doesNotContain("debug line");
  }
}
