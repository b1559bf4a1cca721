package dev.zeitnot.config;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Reads {@code server.token_file}: at most {@value #MAX_BYTES} bytes (a token is a few dozen
 * characters; anything larger is the wrong file), and tells when it is readable by others than
 * the bot's own user and group. Never puts the file's content in a message.
 */
final class TokenFile {

  static final int MAX_BYTES = 4_096;

  private TokenFile() {
  }

  /** The file's text, trimmed; a ConfigException naming the key when it cannot be read or is too large. */
  static String read(Path file) {
    byte[] bytes;
    try (InputStream in = Files.newInputStream(file)) {
      bytes = in.readNBytes(MAX_BYTES + 1);
    } catch (IOException e) {
      throw new ConfigException("server.token_file: \"" + file + "\" cannot be read ("
          + e.getClass().getSimpleName() + "); write the token alone into that file");
    }
    if (bytes.length > MAX_BYTES) {
      throw new ConfigException("server.token_file: \"" + file + "\" is larger than " + MAX_BYTES
          + " bytes; it must hold the token alone (a few dozen characters): is it the right file?");
    }
    return new String(bytes, StandardCharsets.UTF_8).trim();
  }

  /**
   * A warning when {@code file} is readable by others than the bot's user and group
   * ({@link SecretFilePermissions}).
   */
  static Optional<String> exposure(Path file) {
    return SecretFilePermissions.exposure("server.token_file", file);
  }
}
