package dev.zeitnot.testing;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.util.List;
import org.slf4j.LoggerFactory;

/**
 * What one class logs while a test runs, kept for the test to read instead of printed (so a test
 * that provokes a warning on purpose stays quiet); closing it restores the logger.
 */
public final class CapturedLog implements AutoCloseable {

  private final Logger logger;
  private final ListAppender<ILoggingEvent> appender = new ListAppender<>();
  private final Level previousLevel;
  private final boolean previousAdditive;

  private CapturedLog(String name) {
    logger = (Logger) LoggerFactory.getLogger(name);
    previousLevel = logger.getLevel();
    previousAdditive = logger.isAdditive();
    logger.setLevel(Level.ALL);
    logger.setAdditive(false);
    appender.start();
    logger.addAppender(appender);
  }

  /** Starts keeping what {@code source}'s logger logs. */
  public static CapturedLog of(Class<?> source) {
    return new CapturedLog(source.getName());
  }

  /** Starts keeping what the logger named {@code name} logs (for a class the test cannot see). */
  public static CapturedLog of(String name) {
    return new CapturedLog(name);
  }

  /** The messages logged at WARN or above so far, formatted. */
  public List<String> warnings() {
    return appender.list.stream().filter(e -> e.getLevel().isGreaterOrEqual(Level.WARN))
        .map(ILoggingEvent::getFormattedMessage).toList();
  }

  /** The messages logged at INFO (only), formatted. */
  public List<String> infos() {
    return appender.list.stream().filter(e -> e.getLevel() == Level.INFO)
        .map(ILoggingEvent::getFormattedMessage).toList();
  }

  @Override
  public void close() {
    logger.detachAppender(appender);
    logger.setLevel(previousLevel);
    logger.setAdditive(previousAdditive);
  }
}
