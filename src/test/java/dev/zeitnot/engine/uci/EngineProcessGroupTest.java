package dev.zeitnot.engine.uci;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EngineProcessGroupTest {

  private static final String NO_SETSID = "needs util-linux setsid at " + EngineProcessGroup.SETSID;
  private static final ExternalUciEngine.Timeouts SHORT = new ExternalUciEngine.Timeouts(2_000, 300, 100);

  /** A UCI engine script that first runs {@code start} (which writes a pid file), then answers the handshake. */
  private static ExternalUciEngine engineThatStarts(String start) {
    String script = start + "; while read line; do case $line in uci) echo 'id name spawner'; echo uciok;; "
        + "isready) echo readyok;; quit) break;; esac; done";
    return ExternalUciEngine.start(List.of("sh", "-c", script), Map.of(), SHORT);
  }

  private static ProcessHandle processIn(Path pidFile) throws Exception {
    for (int i = 0; i < 250 && (!Files.exists(pidFile) || Files.readString(pidFile).isBlank()); i++) {
      Thread.sleep(20);
    }
    long pid = Long.parseLong(Files.readString(pidFile).trim());
    return ProcessHandle.of(pid).orElseThrow(() -> new AssertionError("process " + pid + " is already gone"));
  }

  /** Ended: gone, or a zombie its new parent (pid 1) has not reaped yet. */
  private static void assertGone(ProcessHandle process) throws InterruptedException {
    for (int i = 0; i < 250 && EngineProcessGroup.running(process); i++) {
      Thread.sleep(20);
    }
    assertThat(EngineProcessGroup.running(process)).as("process " + process.pid() + " still runs").isFalse();
  }

  @Test
  void aGrandchildThatLeftTheEnginesSessionWithSetsidAndWasOrphanedIsGoneAfterClose(@TempDir Path dir)
      throws Exception {
    assumeTrue(Files.isExecutable(EngineProcessGroup.SETSID), NO_SETSID);
    Path pidFile = dir.resolve("grandchild.pid");
    // The subshell exits at once: the setsid'd sleep is neither in the engine's group nor its descendant.
    ExternalUciEngine engine = engineThatStarts("(setsid sleep 300 & echo $! > '" + pidFile + "')");
    ProcessHandle grandchild = processIn(pidFile);
    assertThat(grandchild.isAlive()).isTrue();
    assertThat(ProcessHandle.current().descendants().map(ProcessHandle::pid)).doesNotContain(grandchild.pid());
    engine.close();
    assertGone(grandchild);
  }

  @Test
  void theEngineLeadsAGroupOfItsOwnWhoseOrphansAreGoneAfterClose(@TempDir Path dir) throws Exception {
    assumeTrue(Files.isExecutable(EngineProcessGroup.SETSID), NO_SETSID);
    Path pidFile = dir.resolve("orphan.pid");
    Path groupFile = dir.resolve("group");
    ExternalUciEngine engine = engineThatStarts("cut -d' ' -f5 /proc/$$/stat > '" + groupFile + "'; echo $$ >> '"
        + groupFile + "'; (sleep 300 & echo $! > '" + pidFile + "')");
    ProcessHandle orphan = processIn(pidFile);
    List<String> group = Files.readAllLines(groupFile).stream().map(String::trim).toList();
    assertThat(group.get(0)).as("the engine's process group id is its own pid").isEqualTo(group.get(1));
    engine.close();
    assertGone(orphan);
  }

  @Test
  void withoutAMarkOrAGroupOnlyTheProcessAndItsDescendantsAreEnded() throws Exception {
    EngineProcessGroup unmarked = EngineProcessGroup.unmarked();
    assertThat(unmarked.ownGroup()).isFalse();
    assertThat(unmarked.marked()).isEmpty();
    Process sleeper = unmarked.prepare(new ProcessBuilder(), List.of("sleep", "300")).start();
    assertThat(sleeper.info().command().map(Path::of).map(Path::getFileName).map(Path::toString))
        .isEqualTo(Optional.of("sleep"));
    unmarked.end(sleeper, List.of());
    assertGone(sleeper.toHandle());
  }

  @Test
  void anEnginesMemoryLimitIsAppliedToItsProcess() {
    assumeTrue(ExternalUciEngine.canLimitMemory(), "needs util-linux prlimit at " + ExternalUciEngine.PRLIMIT);
    String script = "while read line; do case $line in uci) echo \"id name $(awk '/Max data size/ {print $4}' "
        + "/proc/$$/limits)\"; echo uciok;; isready) echo readyok;; quit) break;; esac; done";
    try (ExternalUciEngine engine = ExternalUciEngine.start(List.of("sh", "-c", script), Map.of(), SHORT, null,
        false, 64)) {
      assertThat(engine.name()).isEqualTo(String.valueOf(64L * 1024 * 1024));
    }
  }
}
