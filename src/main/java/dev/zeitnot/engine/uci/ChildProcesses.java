package dev.zeitnot.engine.uci;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The engine processes this program started and has not closed yet. A shutdown hook kills
 * them and everything they started, so no engine outlives the program, however it ends.
 */
final class ChildProcesses {

  private static final Set<Process> RUNNING = ConcurrentHashMap.newKeySet();

  static {
    Runtime.getRuntime().addShutdownHook(new Thread(ChildProcesses::killAll, "engine-reaper"));
  }

  private ChildProcesses() {}

  static void started(Process process) {
    RUNNING.add(process);
  }

  static void ended(Process process) {
    RUNNING.remove(process);
  }

  private static void killAll() {
    for (Process process : RUNNING) {
      process.descendants().forEach(ProcessHandle::destroyForcibly);
      process.destroyForcibly();
    }
  }
}
