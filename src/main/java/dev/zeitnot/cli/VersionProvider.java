package dev.zeitnot.cli;

import picocli.CommandLine.IVersionProvider;

/** Reads the version from the jar manifest so {@code --version} matches the build. */
public final class VersionProvider implements IVersionProvider {

  /** The version string of this build, or {@code dev} when run from classes. */
  public static String version() {
    String version = Main.class.getPackage().getImplementationVersion();
    return version == null ? "dev" : version;
  }

  @Override
  public String[] getVersion() {
    return new String[] {
        "zeitnot " + version(),
        "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ")"
    };
  }
}
