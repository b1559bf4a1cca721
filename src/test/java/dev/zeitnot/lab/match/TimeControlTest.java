package dev.zeitnot.lab.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class TimeControlTest {

  @Test
  void parsesSecondsPlusIncrement() {
    assertThat(TimeControl.parse("10+0.1")).isEqualTo(new TimeControl(10_000, 100));
    assertThat(TimeControl.parse("0.5+0.05")).isEqualTo(new TimeControl(500, 50));
  }

  @Test
  void incrementIsOptional() {
    assertThat(TimeControl.parse("60")).isEqualTo(new TimeControl(60_000, 0));
  }

  @Test
  void writesThePgnForm() {
    assertThat(TimeControl.parse("10+0.1")).hasToString("10+0.1");
    assertThat(new TimeControl(60_000, 0)).hasToString("60+0");
  }

  @Test
  void rejectsMalformedTextNamingIt() {
    assertThatThrownBy(() -> TimeControl.parse("10+x")).hasMessageContaining("'10+x'");
    assertThatThrownBy(() -> TimeControl.parse("1+2+3")).hasMessageContaining("10+0.1");
    assertThatThrownBy(() -> TimeControl.parse("0+1")).hasMessageContaining("positive base");
    assertThatThrownBy(() -> TimeControl.parse("0.0001")).isInstanceOf(IllegalArgumentException.class);
  }
}
