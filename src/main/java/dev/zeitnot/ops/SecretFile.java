package dev.zeitnot.ops;

import dev.zeitnot.config.ConfigException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads the page's password or the control secret from its file: one line, trimmed, at least
 * {@link OpsLimits#MIN_SECRET_CHARS} characters (a short one falls to guessing) and at most
 * {@link OpsLimits#MAX_SECRET_BYTES} bytes. Never puts the file's content in a message.
 */
final class SecretFile {

  private SecretFile() {
  }

  /**
   * The secret in {@code file}, named by the config key {@code key}; a ConfigException naming the
   * key when it cannot be read, is too short or too large. {@code what}: what it is, for the message.
   */
  static String read(String key, Path file, String what) {
    byte[] bytes;
    try (InputStream in = Files.newInputStream(file)) {
      bytes = in.readNBytes(OpsLimits.MAX_SECRET_BYTES + 1);
    } catch (IOException e) {
      throw new ConfigException(key + ": \"" + file + "\" cannot be read (" + e.getClass().getSimpleName()
          + "); write " + what + " alone into that file");
    }
    String secret = new String(bytes, StandardCharsets.UTF_8).trim();
    int chars = secret.codePointCount(0, secret.length());
    if (bytes.length > OpsLimits.MAX_SECRET_BYTES || chars < OpsLimits.MIN_SECRET_CHARS) {
      throw new ConfigException(key + ": \"" + file + "\" must hold " + what + " alone, "
          + OpsLimits.MIN_SECRET_CHARS + " characters to " + OpsLimits.MAX_SECRET_BYTES + " bytes (it holds "
          + chars + " characters); e.g. head -c 18 /dev/urandom | base64 > " + file);
    }
    return secret;
  }
}
