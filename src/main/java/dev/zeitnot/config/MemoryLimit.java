package dev.zeitnot.config;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The memory this process and its engines may use together: the tightest limit of its cgroup and
 * the cgroup's parents (v2 {@code memory.max}, v1 {@code memory.limit_in_bytes}) when one is set,
 * else the machine's physical memory.
 *
 * @param bytes the limit in bytes
 * @param source where it was read, for messages (like {@code "the cgroup's memory.max"})
 */
public record MemoryLimit(long bytes, String source) {

  /** A v1 cgroup without a limit reports a number near Long.MAX_VALUE; anything above this is none. */
  private static final long UNLIMITED_ABOVE = 1L << 60;

  /** The limit of this process, read from {@code /sys/fs/cgroup} and {@code /proc/self/cgroup}. */
  public static MemoryLimit ofThisProcess() {
    String membership;
    try {
      membership = Files.readString(Path.of("/proc/self/cgroup"));
    } catch (IOException notLinux) {
      membership = "";
    }
    return of(Path.of("/sys/fs/cgroup"), membership, physicalBytes());
  }

  /**
   * The limit {@code cgroupRoot} sets for the cgroups {@code membership} names (the text of
   * {@code /proc/self/cgroup}), else {@code physicalBytes} (the machine's memory).
   */
  static MemoryLimit of(Path cgroupRoot, String membership, long physicalBytes) {
    List<Path> v2 = new ArrayList<>();
    List<Path> v1 = new ArrayList<>();
    for (String line : membership.split("\n")) {
      String[] parts = line.split(":", 3);
      if (parts.length == 3 && parts[0].equals("0") && parts[1].isEmpty()) {
        v2.addAll(upward(cgroupRoot, parts[2]));
      } else if (parts.length == 3 && List.of(parts[1].split(",")).contains("memory")) {
        v1.addAll(upward(cgroupRoot.resolve("memory"), parts[2]));
      }
    }
    v2.add(cgroupRoot);
    v1.add(cgroupRoot.resolve("memory"));
    Optional<MemoryLimit> limit = tightest(v2, "memory.max").or(() -> tightest(v1, "memory.limit_in_bytes"));
    return limit.orElseGet(() -> new MemoryLimit(physicalBytes, "the machine's physical memory"));
  }

  /** This limit in MiB. */
  public long mib() {
    return bytes / (1024 * 1024);
  }

  /** {@code group} (like {@code /system.slice/zeitnot.service}) and its parents under {@code root}. */
  private static List<Path> upward(Path root, String group) {
    List<Path> dirs = new ArrayList<>();
    for (Path dir = root.resolve(group.replaceFirst("^/+", "")).normalize(); dir.startsWith(root)
        && !dir.equals(root); dir = dir.getParent()) {
      dirs.add(dir);
    }
    return dirs;
  }

  private static Optional<MemoryLimit> tightest(List<Path> dirs, String file) {
    return dirs.stream().flatMap(dir -> read(dir.resolve(file)).stream())
        .min(Long::compare).map(bytes -> new MemoryLimit(bytes, "the cgroup's " + file));
  }

  private static Optional<Long> read(Path file) {
    try {
      long bytes = Long.parseLong(Files.readString(file).trim());
      return bytes > 0 && bytes < UNLIMITED_ABOVE ? Optional.of(bytes) : Optional.empty();
    } catch (IOException | NumberFormatException noLimit) {
      // "max", an absent file or a machine without cgroups: no limit here.
      return Optional.empty();
    }
  }

  private static long physicalBytes() {
    if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
      return os.getTotalMemorySize();
    }
    return Runtime.getRuntime().maxMemory();
  }
}
