package dev.zeitnot.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MemoryLimitTest {

  private static final long GIB = 1024L * 1024 * 1024;

  @Test
  void theTightestLimitOfTheProcesssCgroupV2AndItsParentsCounts(@TempDir Path root) throws Exception {
    Path service = Files.createDirectories(root.resolve("system.slice/zeitnot.service"));
    Files.writeString(service.resolve("memory.max"), "max\n");
    Files.writeString(root.resolve("system.slice/memory.max"), 2 * GIB + "\n");
    MemoryLimit limit = MemoryLimit.of(root, "0::/system.slice/zeitnot.service\n", 64 * GIB);
    assertThat(limit).isEqualTo(new MemoryLimit(2 * GIB, "the cgroup's memory.max"));
    assertThat(limit.mib()).isEqualTo(2048);
  }

  @Test
  void aContainersOwnCgroupV1LimitCounts(@TempDir Path root) throws Exception {
    Files.createDirectories(root.resolve("memory"));
    Files.writeString(root.resolve("memory/memory.limit_in_bytes"), GIB + "\n");
    assertThat(MemoryLimit.of(root, "4:memory:/\n0::/\n", 64 * GIB))
        .isEqualTo(new MemoryLimit(GIB, "the cgroup's memory.limit_in_bytes"));
  }

  @Test
  void withoutALimitTheMachinesMemoryCounts(@TempDir Path root) throws Exception {
    Files.createDirectories(root.resolve("memory"));
    Files.writeString(root.resolve("memory/memory.limit_in_bytes"), "9223372036854771712\n");
    Files.writeString(root.resolve("memory.max"), "max\n");
    assertThat(MemoryLimit.of(root, "0::/\n", 64 * GIB))
        .isEqualTo(new MemoryLimit(64 * GIB, "the machine's physical memory"));
  }
}
