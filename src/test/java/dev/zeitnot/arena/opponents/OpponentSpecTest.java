package dev.zeitnot.arena.opponents;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class OpponentSpecTest {

  @Test
  void readsABuiltinEngineWithAFixedDepth() {
    OpponentSpec spec = OpponentSpec.parse("builtin,depth=4,hash=8");
    assertThat(spec.kind()).isEqualTo("builtin");
    assertThat(spec.limits().depth()).isEqualTo(4);
    assertThat(spec.hashMb()).isEqualTo(8);
  }

  @Test
  void anEngineWithoutLimitsPlaysOnTheClock() {
    assertThat(OpponentSpec.parse("builtin").limits()).isNull();
  }

  @Test
  void readsAnExternalEngineWithUciOptions() {
    OpponentSpec spec =
        OpponentSpec.parse("uci=/opt/engines/stockfish,movetime=50,option.Skill Level=3");
    assertThat(spec.command()).isEqualTo("/opt/engines/stockfish");
    assertThat(spec.limits().moveTimeMs()).isEqualTo(50);
    assertThat(spec.uciOptions()).containsEntry("Skill Level", "3");
  }

  @Test
  void rejectsUnknownKindsAndKeysNamingTheFix() {
    assertThatThrownBy(() -> OpponentSpec.parse("gnuchess"))
        .hasMessageContaining("random, builtin or uci=");
    assertThatThrownBy(() -> OpponentSpec.parse("builtin,speed=3"))
        .hasMessageContaining("unknown key 'speed'");
    assertThatThrownBy(() -> OpponentSpec.parse("builtin,depth=deep"))
        .hasMessageContaining("depth needs a number");
  }
}
