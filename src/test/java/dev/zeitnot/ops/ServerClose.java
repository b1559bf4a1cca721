package dev.zeitnot.ops;

import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.SocketException;
import java.net.SocketTimeoutException;

/** Whether the ops server closed a raw test socket, read within the socket's own timeout. */
final class ServerClose {

  private ServerClose() {
  }

  /** True at the end of the stream or a reset (after any error answer), false when the read timed out. */
  static boolean closedByServer(Socket socket) throws IOException {
    InputStream in = socket.getInputStream();
    try {
      while (in.read() != -1) {
        // an error answer (408/400) may come first
      }
      return true;
    } catch (SocketException reset) {
      return true;
    } catch (SocketTimeoutException stillOpen) {
      return false;
    }
  }
}
