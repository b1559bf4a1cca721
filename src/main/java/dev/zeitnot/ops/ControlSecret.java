package dev.zeitnot.ops;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;

/**
 * The secret of {@code zeitnot control} ({@code ops.control_secret_file}), checked against an
 * {@code Authorization: Bearer} header in time that does not depend on how much of it matched.
 * Only its SHA-256 is kept; never logged or shown.
 */
public final class ControlSecret {

  private final byte[] digest;

  private ControlSecret(String secret) {
    this.digest = sha256(secret);
  }

  /** The secret in {@code file} ({@link SecretFile}); a ConfigException naming the key when it is not usable. */
  public static String read(Path file) {
    return SecretFile.read("ops.control_secret_file", file, "the secret of zeitnot control");
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
