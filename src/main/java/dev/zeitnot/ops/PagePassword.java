package dev.zeitnot.ops;

import dev.zeitnot.config.ConfigException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Base64;

/**
 * The bot page's password ({@code ops.password_file}), checked against an HTTP Basic
 * {@code Authorization} header (any user name) in time that does not depend on how much of it
 * matched. Only its SHA-256 is kept; never logged or shown.
 */
final class PagePassword {

  /** A password is a line; anything larger is the wrong file. */
  private static final int MAX_BYTES = 4_096;

  private final byte[] digest;

  private PagePassword(String password) {
    this.digest = sha256(password);
  }

  /** The password in {@code file}, trimmed; a ConfigException naming the key when it cannot be read or is empty. */
  static PagePassword read(Path file) {
    byte[] bytes;
    try (InputStream in = Files.newInputStream(file)) {
      bytes = in.readNBytes(MAX_BYTES + 1);
    } catch (IOException e) {
      throw new ConfigException("ops.password_file: \"" + file + "\" cannot be read ("
          + e.getClass().getSimpleName() + "); write the bot page's password alone into that file");
    }
    String password = new String(bytes, StandardCharsets.UTF_8).trim();
    if (bytes.length > MAX_BYTES || password.isEmpty()) {
      throw new ConfigException("ops.password_file: \"" + file + "\" must hold the password alone, "
          + "1 to " + MAX_BYTES + " bytes");
    }
    return new PagePassword(password);
  }

  /** Whether {@code authorization} (the header, or null) is Basic with this password. */
  boolean admits(String authorization) {
    if (authorization == null || !authorization.regionMatches(true, 0, "Basic ", 0, 6)) {
      return false;
    }
    String decoded;
    try {
      decoded = new String(Base64.getDecoder().decode(authorization.substring(6).trim()), StandardCharsets.UTF_8);
    } catch (IllegalArgumentException e) {
      return false;
    }
    int colon = decoded.indexOf(':');
    return colon >= 0 && MessageDigest.isEqual(digest, sha256(decoded.substring(colon + 1)));
  }

  private static byte[] sha256(String text) {
    try {
      return MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java has SHA-256", e);
    }
  }
}
