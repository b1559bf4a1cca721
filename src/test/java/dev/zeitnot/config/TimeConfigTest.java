package dev.zeitnot.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class TimeConfigTest {

  @Test
  void pondersWithoutAClockOnlyWhenTheOwnerSaysSo() {
    assertThat(TimeConfig.DEFAULT.noClockPonder()).isFalse();
    assertThat(ConfigLoader.parse("time: {no_clock_ponder: true}").time().noClockPonder()).isTrue();
    assertThat(ConfigLoader.parse("time: {no_clock_ponder: true}").time().withGoCommands(GoCommands.NONE)
        .noClockPonder()).as("kept by withGoCommands").isTrue();
  }

  @Test
  void refusesANoClockPonderThatIsNotABoolean() {
    assertThatThrownBy(() -> ConfigLoader.parse("time: {no_clock_ponder: often}"))
        .isInstanceOfSatisfying(ConfigException.class, e -> assertThat(e.problems()).singleElement()
            .satisfies(p -> assertThat(p).startsWith("time.no_clock_ponder: ")));
  }
}
