package dev.zeitnot.engine.nnue;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * The network that ships inside the jar ({@value #RESOURCE}), read once on first use and shared by
 * every engine (a {@link Network} is never changed after it is read). A jar without it, or with a
 * file this engine cannot read, is a broken build: {@link #get} then throws.
 */
public final class EmbeddedNetwork {

  /** Where the network lies on the class path. */
  public static final String RESOURCE = "/dev/zeitnot/engine/nnue/default.nnue";

  private EmbeddedNetwork() { }

  /** The embedded network. */
  public static Network get() {
    return Holder.NETWORK;
  }

  private static final class Holder {
    static final Network NETWORK = read();

    private static Network read() {
      InputStream resource = EmbeddedNetwork.class.getResourceAsStream(RESOURCE);
      if (resource == null) {
        throw new IllegalStateException("the jar has no embedded network " + RESOURCE);
      }
      try (InputStream in = new BufferedInputStream(resource)) {
        return Network.read(in);
      } catch (IOException e) {
        throw new UncheckedIOException("the embedded network " + RESOURCE + " is unreadable: " + e.getMessage(), e);
      }
    }
  }
}
