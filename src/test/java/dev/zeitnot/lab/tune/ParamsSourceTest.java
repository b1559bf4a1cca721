package dev.zeitnot.lab.tune;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zeitnot.engine.eval.EvalLayout;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class ParamsSourceTest {

  private static final Path SOURCE = Path.of("src/main/java/dev/zeitnot/engine/eval/EvalParams.java");

  @Test
  void writingTheEnginesOwnParametersReproducesTheSourceFile() throws IOException {
    String source = Files.readString(SOURCE);
    assertThat(ParamsSource.write(source, EvalLayout.current())).isEqualTo(source);
  }

  @Test
  void aChangedParameterAppearsInItsConstantAndNowhereElse() throws IOException {
    String source = Files.readString(SOURCE);
    int[] params = EvalLayout.current();
    params[EvalLayout.FEATURES + EvalLayout.BISHOP_PAIR] = 77;
    for (int i = 0; i < 8; i++) {
      params[EvalLayout.PST + 5 * 64 + 56 + i] = i - 123;
    }
    String written = ParamsSource.write(source, params);
    assertThat(written).contains("static final int BISHOP_PAIR_EG = 77;")
        .contains("      -123, -122, -121, -120, -119, -118, -117, -116};\n  static final int[] KING_EG = {");
    assertThat(written.lines().count()).isEqualTo(source.lines().count());
  }

  @Test
  void aSourceWithoutTheConstantsIsRefusedWithTheFileToPass() {
    assertThatThrownBy(() -> ParamsSource.write("final class EvalParams { }", EvalLayout.current()))
        .hasMessageContaining("MATERIAL_MG").hasMessageContaining("EvalParams.java");
  }
}
