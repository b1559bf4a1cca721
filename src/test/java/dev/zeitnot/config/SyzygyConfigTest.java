package dev.zeitnot.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SyzygyConfigTest {
  @TempDir
  Path dir;

  private static Path tables() throws URISyntaxException {
    return Path.of(SyzygyConfigTest.class.getResource("/dev/zeitnot/engine/syzygy/KQvK.rtbw").toURI()).getParent();
  }

  @Test
  void readsTheDirectoriesThePieceLimitAndTheResignAndDrawSettings() throws Exception {
    SyzygyConfig syzygy = ConfigLoader.parse("""
        knowledge:
          syzygy:
            paths: [%s]
            max_pieces: 5
            resign_when_lost: true
        """.formatted(tables())).syzygy();
    assertThat(syzygy.paths()).containsExactly(tables());
    assertThat(syzygy.maxPieces()).isEqualTo(5);
    assertThat(syzygy.resignWhenLost()).isTrue();
    assertThat(syzygy.offerDrawWhenDrawn()).isFalse();
    assertThat(syzygy.enabled()).isTrue();
  }

  @Test
  void isOffWithoutPaths() {
    assertThat(ConfigLoader.parse("knowledge: {}").syzygy()).isEqualTo(SyzygyConfig.DEFAULT);
    assertThat(SyzygyConfig.DEFAULT.enabled()).isFalse();
  }

  @Test
  void refusesAMissingDirectoryACorruptFileAndABadLimitAtLoad() throws Exception {
    byte[] good = Files.readAllBytes(tables().resolve("KQvK.rtbw"));
    Files.write(dir.resolve("KQvK.rtbw"), java.util.Arrays.copyOf(good, good.length - 64));
    assertThatThrownBy(() -> ConfigLoader.parse("""
        knowledge:
          syzygy:
            paths: [%s, %s]
            max_pieces: 8
        """.formatted(dir, dir.resolve("missing"))))
        .isInstanceOfSatisfying(ConfigException.class, e -> assertThat(e.problems()).satisfiesExactlyInAnyOrder(
            p -> assertThat(p).startsWith("knowledge.syzygy.paths[1]: ").contains("is not a directory"),
            p -> assertThat(p).startsWith("knowledge.syzygy.max_pieces: "),
            p -> assertThat(p).startsWith("knowledge.syzygy.paths: ").contains("KQvK.rtbw").contains("truncated")));
  }

  @Test
  void refusesDirectoriesWithoutTables() throws IOException {
    Files.writeString(dir.resolve("notes.txt"), "no tables here");
    assertThatThrownBy(() -> ConfigLoader.parse("knowledge: {syzygy: {paths: [%s]}}".formatted(dir)))
        .isInstanceOfSatisfying(ConfigException.class, e -> assertThat(e.problems())
            .containsExactly("knowledge.syzygy.paths: hold no Syzygy WDL files (.rtbw; .atbw atomic; .gtbw or .stbw "
                + "antichess); point them at the directories of your Syzygy tables"));
  }

  @Test
  void namesAnUnknownKey() {
    assertThatThrownBy(() -> ConfigLoader.parse("knowledge: {syzgy: {}}"))
        .isInstanceOfSatisfying(ConfigException.class, e -> assertThat(e.problems())
            .anySatisfy(p -> assertThat(p).startsWith("knowledge.syzgy: unknown key")));
  }
}
