package dev.zeitnot.testing;

import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Path;

/** The test data files of {@code src/test/resources/data}, found on the test class path. */
public final class TestResources {

  private TestResources() {}

  /** The data file {@code name}; fails the test at once when it is missing. */
  public static Path dataFile(String name) {
    URL url = TestResources.class.getResource("/data/" + name);
    if (url == null) {
      throw new IllegalStateException("no test data file src/test/resources/data/" + name);
    }
    try {
      return Path.of(url.toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }
}
