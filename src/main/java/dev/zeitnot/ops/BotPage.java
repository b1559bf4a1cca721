package dev.zeitnot.ops;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/** The bot's page: one static HTML file in the jar (script and board inline, nothing from elsewhere). */
final class BotPage {

  private static final String RESOURCE = "/dev/zeitnot/ops/page.html";

  private BotPage() {}

  /** The page's text. */
  static String html() {
    try (InputStream in = BotPage.class.getResourceAsStream(RESOURCE)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + RESOURCE);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
