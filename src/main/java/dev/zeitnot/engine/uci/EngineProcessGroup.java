package dev.zeitnot.engine.uci;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * How an engine process and everything it starts are ended together. The engine is launched through
 * {@code setsid} (no shell: setsid execs the engine's own argv) so it leads a process group of its
 * own, and its environment carries a mark of its own ({@link #MARK_VARIABLE}). Ending it sends TERM,
 * then after {@link #GRACE_MS} KILL, to the group, to the descendants seen at close, and to every
 * process still carrying the mark (a child that left the group with {@code setsid} and was orphaned).
 * Without {@code setsid} on the machine it is launched directly, and the descendants and the mark are
 * what is ended.
 */
final class EngineProcessGroup {

  /** util-linux's setsid, present on Debian; without it engines start in our own process group. */
  static final Path SETSID = Path.of("/usr/bin/setsid");
  /** The environment variable whose value marks one engine's processes. */
  static final String MARK_VARIABLE = "ZEITNOT_ENGINE_PROCESS";
  /** How long the processes have between TERM and KILL. */
  static final long GRACE_MS = 1000;
  private static final long POLL_MS = 20;
  private static final Path PROC = Path.of("/proc");

  private final String mark;
  private final boolean ownGroup;

  private EngineProcessGroup(String mark, boolean ownGroup) {
    this.mark = mark;
    this.ownGroup = ownGroup;
  }

  /** A group for one engine: its own process group when {@code setsid} is installed. */
  static EngineProcessGroup create() {
    return new EngineProcessGroup(UUID.randomUUID().toString(), Files.isExecutable(SETSID));
  }

  /** For a process started elsewhere: neither a group of its own nor a mark; its descendants are ended. */
  static EngineProcessGroup unmarked() {
    return new EngineProcessGroup(null, false);
  }

  /** Whether the engine leads a process group of its own. */
  boolean ownGroup() {
    return ownGroup;
  }

  /** {@code builder} set to start {@code command} in this group, carrying the mark. */
  ProcessBuilder prepare(ProcessBuilder builder, List<String> command) {
    List<String> argv = new ArrayList<>();
    if (ownGroup && findable(command.get(0), builder.directory())) {
      argv.add(SETSID.toString());
    }
    argv.addAll(command);
    builder.command(argv);
    if (mark != null) {
      builder.environment().put(MARK_VARIABLE, mark);
    }
    return builder;
  }

  /**
   * Ends {@code engine} (the process started) and the processes it started: TERM to all, then KILL
   * to those left after the grace period. {@code seen} are its descendants seen before it exited.
   */
  void end(Process engine, List<ProcessHandle> seen) {
    List<ProcessHandle> targets = new ArrayList<>(seen);
    targets.add(engine.toHandle());
    signalGroup(engine, "TERM");
    targets.addAll(marked());
    targets.forEach(ProcessHandle::destroy);
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(GRACE_MS);
    while (System.nanoTime() < deadline && (targets.stream().anyMatch(EngineProcessGroup::running)
        || !marked().isEmpty())) {
      try {
        Thread.sleep(POLL_MS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        break;
      }
    }
    signalGroup(engine, "KILL");
    targets.addAll(marked());
    targets.forEach(ProcessHandle::destroyForcibly);
  }

  /** Alive and not a zombie (an orphan ended but not yet reaped by its new parent has nothing left to end). */
  static boolean running(ProcessHandle process) {
    if (!process.isAlive()) {
      return false;
    }
    try {
      String stat = Files.readString(PROC.resolve(process.pid() + "/stat"));
      int afterName = stat.lastIndexOf(')');
      return afterName < 0 || afterName + 2 >= stat.length() || stat.charAt(afterName + 2) != 'Z';
    } catch (IOException e) {
      return !Files.isDirectory(PROC) && process.isAlive();
    }
  }

  /** Kills the group and the marked processes at once (the program is ending). */
  void kill(Process engine) {
    signalGroup(engine, "KILL");
    engine.descendants().forEach(ProcessHandle::destroyForcibly);
    engine.destroyForcibly();
    marked().forEach(ProcessHandle::destroyForcibly);
  }

  /** Sends {@code signal} to the engine's process group, whose id is the engine's pid (setsid made it so). */
  private void signalGroup(Process engine, String signal) {
    if (!ownGroup) {
      return;
    }
    try {
      Process kill = new ProcessBuilder("kill", "-" + signal, "--", "-" + engine.pid())
          .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
      kill.waitFor(1, TimeUnit.SECONDS);
    } catch (IOException e) {
      // No kill program: the marked processes and the descendants are still ended one by one.
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** The live processes whose environment carries this group's mark (ours only: others' cannot be read). */
  List<ProcessHandle> marked() {
    List<ProcessHandle> found = new ArrayList<>();
    if (mark == null || !Files.isDirectory(PROC)) {
      return found;
    }
    byte[] needle = (MARK_VARIABLE + "=" + mark).getBytes(StandardCharsets.UTF_8);
    try (DirectoryStream<Path> entries = Files.newDirectoryStream(PROC, "[0-9]*")) {
      for (Path entry : entries) {
        if (contains(readEnvironment(entry), needle)) {
          ProcessHandle.of(Long.parseLong(entry.getFileName().toString())).filter(ProcessHandle::isAlive)
              .ifPresent(found::add);
        }
      }
    } catch (IOException | NumberFormatException e) {
      // /proc unreadable: the group and the descendants are what is ended.
    }
    return found;
  }

  private static byte[] readEnvironment(Path process) {
    try {
      return Files.readAllBytes(process.resolve("environ"));
    } catch (IOException | SecurityException notOurs) {
      return new byte[0];
    }
  }

  /** Whether {@code environ} (NUL-separated entries) holds the entry {@code needle}. */
  private static boolean contains(byte[] environ, byte[] needle) {
    outer:
    for (int start = 0; start + needle.length <= environ.length; start++) {
      if (start > 0 && environ[start - 1] != 0) {
        continue;
      }
      for (int i = 0; i < needle.length; i++) {
        if (environ[start + i] != needle[i]) {
          continue outer;
        }
      }
      if (start + needle.length == environ.length || environ[start + needle.length] == 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether {@code program} names an executable (a path, relative to {@code directory} when it is set,
   * or a name on PATH), so setsid can run it; otherwise it is started directly and fails as before.
   */
  private static boolean findable(String program, java.io.File directory) {
    if (program.contains("/")) {
      Path path = Path.of(program);
      return Files.isExecutable(directory == null || path.isAbsolute() ? path : directory.toPath().resolve(path));
    }
    String path = Optional.ofNullable(System.getenv("PATH")).orElse("");
    return Stream.of(path.split(":")).filter(dir -> !dir.isEmpty())
        .anyMatch(dir -> Files.isExecutable(Path.of(dir, program)));
  }

  @Override
  public String toString() {
    return "EngineProcessGroup[" + (ownGroup ? "own group" : "shared group") + "]";
  }
}
