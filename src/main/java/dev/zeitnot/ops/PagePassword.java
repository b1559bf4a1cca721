package dev.zeitnot.ops;

import java.nio.charset.StandardCharsets;
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

  private final byte[] digest;

  private PagePassword(String password) {
    this.digest = sha256(password);
  }

  /** The password in {@code file} ({@link SecretFile}); a ConfigException naming the key when it is not usable. */
  static PagePassword read(Path file) {
    return new PagePassword(SecretFile.read("ops.password_file", file, "the bot page's password"));
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
