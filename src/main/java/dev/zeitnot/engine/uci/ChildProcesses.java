package dev.zeitnot.engine.uci;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The engine processes this program started and has not closed yet. A shutdown hook kills
 * them and everything they started (their {@link EngineProcessGroup}), so no engine outlives the
 * program, however it ends.
 */
final class ChildProcesses {

  private static final Map<Process, EngineProcessGroup> RUNNING = new ConcurrentHashMap<>();

  static {
    Runtime.getRuntime().addShutdownHook(new Thread(ChildProcesses::killAll, "engine-reaper"));
  }

  private ChildProcesses() {}

  static void started(Process process, EngineProcessGroup group) {
    RUNNING.put(process, group);
  }

  static void ended(Process process) {
    RUNNING.remove(process);
  }

  private static void killAll() {
    RUNNING.forEach((process, group) -> group.kill(process));
  }
}
