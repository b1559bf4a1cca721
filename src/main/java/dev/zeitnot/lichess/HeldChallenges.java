package dev.zeitnot.lichess;

import java.io.IOException;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import okhttp3.Call;
import okhttp3.Request;
import okhttp3.Response;
import okio.BufferedSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps our real-time challenges alive: each is created with {@code keepAliveStream=true}, and
 * the server keeps a challenge alive only while its response stays open (else it expires after
 * 20 s). The first line (the challenge) is returned at once; a daemon thread then reads the
 * keep-alives until the server ends the stream with {@code {"done":...}} (accepted, declined,
 * canceled), until we {@link #release} it (we withdraw it), or until the stream is silent for
 * longer than its read timeout.
 */
final class HeldChallenges {

  private static final Logger log = LoggerFactory.getLogger(HeldChallenges.class);

  private final HttpCaller caller;
  private final Map<String, Call> open = new ConcurrentHashMap<>();

  HeldChallenges(HttpCaller caller) {
    this.caller = caller;
  }

  /**
   * Sends {@code request} and returns the first line of the answer (the challenge JSON) once it
   * arrives; {@code idOf} reads the challenge id from it, under which the stream is held.
   */
  String create(Request request, Duration readTimeout, Function<String, String> idOf) {
    caller.checkGate(Endpoint.CHALLENGE_CREATE);
    Call call = caller.newCall(request, readTimeout);
    Response response = null;
    boolean held = false;
    try {
      response = call.execute();
      if (!response.isSuccessful()) {
        throw caller.refusal(Endpoint.CHALLENGE_CREATE, "", response);
      }
      caller.passed(Endpoint.CHALLENGE_CREATE, "");
      BufferedSource source = response.body().source();
      String first = firstLine(source);
      if (first == null) {
        throw new UnexpectedResponseException("challenge body (empty)", null);
      }
      String id = idOf.apply(first);
      open.put(id, call);
      Response kept = response;
      Thread reader = new Thread(() -> keep(id, call, kept), "challenge-" + id);
      reader.setDaemon(true);
      reader.start();
      held = true;
      return first;
    } catch (IOException e) {
      throw new LichessTransportException(Endpoint.CHALLENGE_CREATE, e);
    } finally {
      if (!held && response != null) {
        response.close();
      }
    }
  }

  /** Stops keeping challenge {@code id} alive (we withdraw it); nothing if it is not held. */
  void release(String id) {
    Call call = open.remove(id);
    if (call != null) {
      call.cancel();
    }
  }

  /** How many challenges are held open now. */
  int held() {
    return open.size();
  }

  private void keep(String id, Call call, Response response) {
    try (response) {
      BufferedSource source = response.body().source();
      String line;
      while ((line = source.readUtf8Line()) != null) {
        if (!line.isBlank()) {
          log.debug("challenge {}: {}", id, line.trim());
        }
      }
    } catch (IOException e) {
      log.debug("challenge {}: stream ended ({})", id, e.getMessage());
    } finally {
      open.remove(id, call);
    }
  }

  private static String firstLine(BufferedSource source) throws IOException {
    String line;
    while ((line = source.readUtf8Line()) != null) {
      if (!line.isBlank()) {
        return line;
      }
    }
    return null;
  }
}
