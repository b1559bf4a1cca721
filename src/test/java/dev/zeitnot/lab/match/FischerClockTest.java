package dev.zeitnot.lab.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class FischerClockTest {

  @Test
  void parsesSecondsPlusIncrement() {
    assertThat(FischerClock.parse("10+0.1")).isEqualTo(new FischerClock(10_000, 100));
    assertThat(FischerClock.parse("0.5+0.05")).isEqualTo(new FischerClock(500, 50));
  }

  @Test
  void incrementIsOptional() {
    assertThat(FischerClock.parse("60")).isEqualTo(new FischerClock(60_000, 0));
  }

  @Test
  void writesThePgnForm() {
    assertThat(FischerClock.parse("10+0.1")).hasToString("10+0.1");
    assertThat(new FischerClock(60_000, 0)).hasToString("60+0");
  }

  @Test
  void rejectsMalformedTextNamingIt() {
    assertThatThrownBy(() -> FischerClock.parse("10+x")).hasMessageContaining("'10+x'");
    assertThatThrownBy(() -> FischerClock.parse("1+2+3")).hasMessageContaining("10+0.1");
    assertThatThrownBy(() -> FischerClock.parse("0+1")).hasMessageContaining("positive base");
    assertThatThrownBy(() -> FischerClock.parse("0.0001")).isInstanceOf(IllegalArgumentException.class);
  }
}
