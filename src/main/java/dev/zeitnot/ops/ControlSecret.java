package dev.zeitnot.ops;

import dev.zeitnot.config.ConfigException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * The secret of {@code zeitnot control} ({@code ops.control_secret_file}), checked against an
 * {@code Authorization: Bearer} header in time that does not depend on how much of it matched.
 * Only its SHA-256 is kept; never logged or shown.
 */
public final class ControlSecret {

  /** A secret is a line; anything larger is the wrong file. */
  private static final int MAX_BYTES = 4_096;

  private final byte[] digest;

  private ControlSecret(String secret) {
    this.digest = sha256(secret);
  }

  /** The secret in {@code file}, trimmed; a ConfigException naming the key when it cannot be read or is empty. */
  public static String read(Path file) {
    byte[] bytes;
    try (InputStream in = Files.newInputStream(file)) {
      bytes = in.readNBytes(MAX_BYTES + 1);
    } catch (IOException e) {
      throw new ConfigException("ops.control_secret_file: \"" + file + "\" cannot be read ("
          + e.getClass().getSimpleName() + "); write the secret of zeitnot control alone into that file");
    }
    String secret = new String(bytes, StandardCharsets.UTF_8).trim();
    if (bytes.length > MAX_BYTES || secret.isEmpty()) {
      throw new ConfigException("ops.control_secret_file: \"" + file + "\" must hold the secret alone, "
          + "1 to " + MAX_BYTES + " bytes");
    }
    return secret;
  }

  /** The secret in {@code file}, kept as its digest. */
  static ControlSecret of(Path file) {
    return new ControlSecret(read(file));
  }

  /** Whether {@code authorization} (the header, or null) is Bearer with this secret. */
  boolean admits(String authorization) {
    if (authorization == null || !authorization.regionMatches(true, 0, "Bearer ", 0, 7)) {
      return false;
    }
    return MessageDigest.isEqual(digest, sha256(authorization.substring(7).trim()));
  }

  private static byte[] sha256(String text) {
    try {
      return MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every Java has SHA-256", e);
    }
  }
}
