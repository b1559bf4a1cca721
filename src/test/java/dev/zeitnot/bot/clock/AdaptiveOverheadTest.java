package dev.zeitnot.bot.clock;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

class AdaptiveOverheadTest {

  /** One move whose round trip cost {@code costMs}: we expected 10 s left, the server says less. */
  private static void observe(AdaptiveOverhead overhead, long costMs) {
    overhead.observe(10_000, 10_000 - costMs);
  }

  @Test
  void startsAtTheConfiguredOverhead() {
    assertThat(new AdaptiveOverhead(50, true).currentMs()).isEqualTo(50);
  }

  @Test
  void growsToTheObservedRoundTripPlusTheMargin() {
    AdaptiveOverhead overhead = new AdaptiveOverhead(50, true);
    observe(overhead, 200);
    assertThat(overhead.currentMs()).isEqualTo(200 + AdaptiveOverhead.MARGIN_MS);
  }

  @Test
  void neverDropsBelowTheConfiguredOverheadOnAFastLink() {
    AdaptiveOverhead overhead = new AdaptiveOverhead(50, true);
    for (int i = 0; i < 10; i++) {
      observe(overhead, 3);
    }
    assertThat(overhead.currentMs()).isEqualTo(50);
  }

  @Test
  void followsTheHighPercentileOfAJitteryLink() {
    AdaptiveOverhead overhead = new AdaptiveOverhead(50, true);
    for (int i = 0; i < 20; i++) {
      observe(overhead, 100 + (i % 10) * 10); // 100..190 ms
    }
    assertThat(overhead.currentMs()).isEqualTo(190 + AdaptiveOverhead.MARGIN_MS);
  }

  @Test
  void oneSpikeInTwentyIsIgnoredButTwoAreNot() {
    AdaptiveOverhead overhead = new AdaptiveOverhead(50, true);
    for (int i = 0; i < 19; i++) {
      observe(overhead, 100);
    }
    observe(overhead, 900);
    assertThat(overhead.currentMs()).isEqualTo(100 + AdaptiveOverhead.MARGIN_MS);
    observe(overhead, 900);
    assertThat(overhead.currentMs()).isEqualTo(900 + AdaptiveOverhead.MARGIN_MS);
  }

  @Test
  void shrinksAgainOnceTheLagIsOutOfTheWindow() {
    AdaptiveOverhead overhead = new AdaptiveOverhead(50, true);
    observe(overhead, 500);
    for (int i = 0; i < AdaptiveOverhead.WINDOW; i++) {
      observe(overhead, 60);
    }
    assertThat(overhead.currentMs()).isEqualTo(60 + AdaptiveOverhead.MARGIN_MS);
    assertThat(overhead.sampleCount()).isEqualTo(AdaptiveOverhead.WINDOW);
  }

  @Test
  void aClockBetterThanExpectedCountsAsNoCost() {
    AdaptiveOverhead overhead = new AdaptiveOverhead(0, true);
    overhead.observe(10_000, 10_040);
    assertThat(overhead.currentMs()).isEqualTo(AdaptiveOverhead.MARGIN_MS);
  }

  @Test
  void plansLaterMovesAtTheMeanTripPlusTheMarginAndThisOneAtTheHighPercentile() {
    AdaptiveOverhead overhead = new AdaptiveOverhead(50, true);
    for (long cost : new long[] {200, 200, 200, 400}) {
      observe(overhead, cost);
    }
    assertThat(overhead.cost()).isEqualTo(new LinkCost(400 + AdaptiveOverhead.MARGIN_MS, 250
        + AdaptiveOverhead.MARGIN_MS));
  }

  @Test
  void plansEveryMoveAtTheConfiguredOverheadBeforeAnyTripIsMeasured() {
    assertThat(new AdaptiveOverhead(80, true).cost()).isEqualTo(LinkCost.flat(80));
    assertThat(new AdaptiveOverhead(80, false).cost()).isEqualTo(LinkCost.flat(80));
  }

  @Test
  void neverPlansATripBelowTheConfiguredOverhead() {
    AdaptiveOverhead overhead = new AdaptiveOverhead(100, true);
    observe(overhead, 10);
    assertThat(overhead.tripMs()).isEqualTo(100);
  }

  @Test
  void staysFixedWhenAdaptationIsOff() {
    AdaptiveOverhead overhead = new AdaptiveOverhead(80, false);
    observe(overhead, 400);
    assertThat(overhead.currentMs()).isEqualTo(80);
  }

  @Test
  void logsWhenItGrows() {
    Logger logger = (Logger) LoggerFactory.getLogger(AdaptiveOverhead.class);
    ListAppender<ILoggingEvent> appender = new ListAppender<>();
    appender.start();
    logger.addAppender(appender);
    Level previous = logger.getLevel();
    logger.setLevel(Level.INFO); // tests log at WARN
    logger.setAdditive(false);
    try {
      AdaptiveOverhead overhead = new AdaptiveOverhead(50, true);
      observe(overhead, 10);
      observe(overhead, 300);
      assertThat(appender.list).singleElement().extracting(ILoggingEvent::getFormattedMessage)
          .asString().startsWith("move overhead raised to 325 ms (was 50 ms)");
    } finally {
      logger.setLevel(previous);
      logger.setAdditive(true);
      logger.detachAppender(appender);
    }
  }
}
