package dev.zeitnot.config;

import com.sun.security.auth.module.UnixSystem;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Optional;
import java.util.Set;

/**
 * Tells when a file holding a secret (the token, the page's password, the control secret) is
 * readable by others than the bot's own user and group, naming the config key that names it.
 */
public final class SecretFilePermissions {

  private SecretFilePermissions() {
  }

  /**
   * A warning when {@code file} (named by the config key {@code key}) is readable by others, or by
   * a group that is not this process's own (a Kubernetes Secret mounted with {@code fsGroup} is
   * readable by the pod's group, which is fine); empty when it is not, or where POSIX permissions
   * do not exist.
   */
  public static Optional<String> exposure(String key, Path file) {
    PosixFileAttributes attributes;
    int fileGroup;
    try {
      attributes = Files.readAttributes(file, PosixFileAttributes.class);
      fileGroup = (Integer) Files.getAttribute(file, "unix:gid");
    } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
      return Optional.empty();
    }
    Set<PosixFilePermission> permissions = attributes.permissions();
    boolean others = permissions.contains(PosixFilePermission.OTHERS_READ);
    boolean foreignGroup = permissions.contains(PosixFilePermission.GROUP_READ) && fileGroup != ownGroup();
    if (!others && !foreignGroup) {
      return Optional.empty();
    }
    return Optional.of(key + " \"" + file + "\" is readable by " + (others ? "every user" : "group "
        + attributes.group().getName()) + "; let only the bot's user read it: chmod 600 " + file);
  }

  private static long ownGroup() {
    return new UnixSystem().getGid();
  }
}
