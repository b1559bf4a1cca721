package dev.zeitnot.cli;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.PatternLayout;
import ch.qos.logback.classic.spi.LoggingEvent;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.slf4j.LoggerFactory;
import org.junit.jupiter.params.provider.ValueSource;

class LogLinesTest {

  private static final Pattern PATTERN = Pattern.compile("<pattern>(.*)</pattern>");
  private static final Pattern LOG_LINE = Pattern.compile("\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d\\.\\d{3} .*");

  private static String layout(String config, String message, Throwable thrown) throws IOException {
    Matcher pattern = PATTERN.matcher(Files.readString(Path.of(config)));
    assertThat(pattern.find()).as(config + " has a pattern").isTrue();
    LoggerContext context = (LoggerContext) LoggerFactory.getILoggerFactory();
    PatternLayout layout = new PatternLayout();
    layout.setContext(context);
    layout.setPattern(pattern.group(1));
    layout.start();
    LoggingEvent event = new LoggingEvent("x", context.getLogger("dev.zeitnot.bot.chat.ChatDesk"), Level.INFO,
        message, thrown, null);
    return layout.doLayout(event);
  }

  @ParameterizedTest
  @ValueSource(strings = {"src/main/resources/logback.xml", "src/main/resources/logback-file.xml"})
  void outsideTextWithLineBreaksCannotForgeALogLine(String config) throws IOException {
    String forged = "2026-12-06 12:00:00.000 ERROR Bot          token lip_leaked";
    String text = layout(config, "chat from opponent: hi\r\n" + forged + "\rmore", null);
    assertThat(text.lines().toList()).hasSize(1);
    assertThat(text).contains("hi " + forged + " more");

    String withException = layout(config, "server said no", new IllegalStateException("bad\n" + forged));
    List<String> lines = withException.lines().toList();
    assertThat(lines.get(0)).endsWith("server said no");
    assertThat(lines).filteredOn(line -> LOG_LINE.matcher(line).matches()).hasSize(1);
    assertThat(lines).as("the exception is printed once").filteredOn(line -> line.contains("IllegalStateException"))
        .hasSize(1);
    assertThat(withException).contains("  " + forged).contains("\tat dev.zeitnot.cli.LogLinesTest");
  }
}
