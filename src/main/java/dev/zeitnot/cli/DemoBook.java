package dev.zeitnot.cli;

import dev.zeitnot.chess.PgnGame;
import dev.zeitnot.chess.PgnReader;
import dev.zeitnot.engine.book.BookBuilder;
import dev.zeitnot.engine.book.PolyglotWriter;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The demo's opening book: built at start from the arena's {@code openings.pgn} (36 main lines of
 * common openings, shipped in the jar) into a temporary Polyglot file.
 */
final class DemoBook {

  private DemoBook() {}

  /** Builds the book into a temporary file (deleted when the JVM exits) and returns it. */
  static Path build() throws IOException {
    BookBuilder builder = new BookBuilder(1024, 1, false);
    try (InputStream in = DemoBook.class.getResourceAsStream("/dev/zeitnot/arena/openings.pgn")) {
      if (in == null) {
        throw new IOException("openings.pgn is missing from the jar");
      }
      PgnReader games = new PgnReader(new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)));
      for (PgnGame game = games.next(); game != null; game = games.next()) {
        builder.add(game);
      }
    }
    Path file = Files.createTempFile("zeitnot-demo-book", ".bin");
    file.toFile().deleteOnExit();
    PolyglotWriter.write(file, builder.entries());
    return file;
  }
}
