package dev.zeitnot.arena.http;

import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.accounts.Accounts;
import dev.zeitnot.arena.faults.Faults;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The arena's single HTTP handler: applies the request latency, finds the route, checks the
 * token, injects configured errors, runs the route and logs every request at DEBUG.
 */
public final class Router implements HttpHandler {

  /** What a route does with a request. */
  @FunctionalInterface
  public interface Handler {
    void handle(ApiRequest request) throws IOException;
  }

  private record Route(String method, Pattern path, Access access, Handler handler) {
  }

  private static final Logger LOG = LoggerFactory.getLogger(Router.class);

  private final Accounts accounts;
  private final Faults faults;
  private final List<Route> routes = new ArrayList<>();

  public Router(Accounts accounts, Faults faults) {
    this.accounts = accounts;
    this.faults = faults;
  }

  /** Adds a route; {@code path} is a regular expression whose groups the handler reads. */
  public Router route(String method, String path, Access access, Handler handler) {
    routes.add(new Route(method, Pattern.compile(path), access, handler));
    return this;
  }

  @Override
  public void handle(HttpExchange exchange) throws IOException {
    String method = exchange.getRequestMethod();
    String path = exchange.getRequestURI().getPath();
    long started = System.nanoTime();
    boolean control = path.startsWith("/arena/");
    ApiRequest request = null;
    try {
      if (!control) {
        sleep(faults.nextDelayMs());
      }
      for (Route route : routes) {
        Matcher matcher = route.path().matcher(path);
        if (route.method().equals(method) && matcher.matches()) {
          request = serve(exchange, route, matcher, control);
          return;
        }
      }
      request = new ApiRequest(exchange, Pattern.compile(".*").matcher(path), null);
      request.reply(Reply.notFound("Not found"));
    } catch (IOException e) {
      LOG.debug("{} {}: connection lost: {}", method, path, e.toString());
    } catch (RuntimeException e) {
      LOG.error("{} {} failed", method, path, e);
      if (request != null && request.status() == 0) {
        request.reply(new Reply(500, Json.error("Internal server error")));
      }
    } finally {
      if (LOG.isDebugEnabled()) {
        LOG.debug("{} {} -> {} ({} ms)", method, path, request == null ? "-" : request.status(),
            TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started));
      }
    }
  }

  private ApiRequest serve(HttpExchange exchange, Route route, Matcher matcher, boolean control)
      throws IOException {
    ArenaAccount account = null;
    Reply refusal = null;
    if (route.access().needsToken()) {
      String header = exchange.getRequestHeaders().getFirst("Authorization");
      if (header == null || !header.startsWith("Bearer ")) {
        refusal = new Reply(401, Json.error("Missing authorization header"));
      } else {
        account = accounts.byToken(header.substring(7).trim()).orElse(null);
        refusal = account == null ? new Reply(401, Json.error("No such token"))
            : route.access().check(account);
      }
    }
    ApiRequest request = new ApiRequest(exchange, matcher, account);
    if (refusal == null) {
      refusal = request.malformed();
    }
    if (refusal != null) {
      request.reply(refusal);
      return request;
    }
    if (!control) {
      Optional<Integer> injected =
          faults.onRequest(account == null ? "" : account.token(), exchange.getRequestURI().getPath());
      if (injected.isPresent()) {
        int status = injected.get();
        request.reply(new Reply(status, Json.error(status == 429
            ? "Too many requests. Try again later." : "Internal server error (arena fault)")));
        return request;
      }
    }
    try {
      route.handler().handle(request);
    } catch (ApiError e) {
      request.reply(e.reply());
    }
    return request;
  }

  private static void sleep(long millis) {
    if (millis <= 0) {
      return;
    }
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
