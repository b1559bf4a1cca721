package dev.zeitnot.ops;

import dev.zeitnot.config.HostLiteral;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * The first look at each request, once its headers are in: tells the {@link ConnectionBudget}
 * whether it is a probe, and answers 421 when its {@code Host} header names a host this endpoint
 * is not (only {@code localhost}, IP addresses and {@code ops.host_names} are), so a page on
 * another site whose name it has resolve to this machine (DNS rebinding) reads nothing here.
 */
final class RequestAdmission extends Handler.Wrapper {

  private final ConnectionBudget budget;
  private final Set<String> hostNames;

  RequestAdmission(ConnectionBudget budget, List<String> hostNames, Handler next) {
    super(next);
    this.budget = budget;
    this.hostNames = hostNames.stream().map(n -> n.toLowerCase(Locale.ROOT)).collect(Collectors.toUnmodifiableSet());
  }

  @Override
  public boolean handle(Request request, Response response, Callback callback) throws Exception {
    budget.headersRead(request.getConnectionMetaData().getConnection(),
        request.getHttpURI().getPath().equals(OpsLimits.PROBE_PATH));
    String host = request.getHeaders().get(HttpHeader.HOST);
    if (host != null && !answers(host)) {
      byte[] body = "this endpoint does not answer that host name; list it in ops.host_names\n"
          .getBytes(StandardCharsets.UTF_8);
      response.setStatus(421);
      response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/plain; charset=utf-8");
      response.getHeaders().put(HttpHeader.CONTENT_LENGTH, body.length);
      response.getHeaders().put(HttpHeader.CONNECTION, "close");
      response.write(true, ByteBuffer.wrap(body), callback);
      return true;
    }
    return super.handle(request, response, callback);
  }

  /** Whether the {@code Host} header {@code host} (with or without a port) names this endpoint. */
  boolean answers(String host) {
    String name = withoutPort(host.trim());
    return name.equalsIgnoreCase("localhost") || HostLiteral.address(name).isPresent()
        || hostNames.contains(name.toLowerCase(Locale.ROOT));
  }

  private static String withoutPort(String host) {
    if (host.startsWith("[")) {
      int end = host.indexOf(']');
      return end < 0 ? host : host.substring(0, end + 1);
    }
    int colon = host.indexOf(':');
    return colon >= 0 && colon == host.lastIndexOf(':') ? host.substring(0, colon) : host;
  }
}
