package dev.zeitnot.bot.chat;

import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;
import java.util.Locale;

/**
 * What the greeting's {@code {cpu}} and {@code {ram}} say of the machine the bot runs on: the
 * processors the JVM may use, and the machine's memory (the JVM's heap limit where the platform
 * does not tell it).
 */
public final class Machine {

  private static final double GIB = 1024.0 * 1024 * 1024;

  private Machine() {}

  /** Like "2 CPUs". */
  public static String cpu() {
    int cpus = Runtime.getRuntime().availableProcessors();
    return cpus + (cpus == 1 ? " CPU" : " CPUs");
  }

  /** Like "7.6 GB RAM". */
  public static String ram() {
    OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
    long bytes = os instanceof com.sun.management.OperatingSystemMXBean machine ? machine.getTotalMemorySize()
        : Runtime.getRuntime().maxMemory();
    return String.format(Locale.ROOT, "%.1f GB RAM", bytes / GIB);
  }
}
