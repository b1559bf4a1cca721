package dev.zeitnot.contract;

import java.util.List;
import java.util.Map;

/**
 * One HTTP request as the client put it on the wire, for the contract check: the method, the
 * path (percent-encoded, without the query), each query parameter with its values, the body's
 * content type (null without a body) and the body text, and whether it carried a bearer token
 * (never the token itself).
 */
public record SentRequest(String method, String path, Map<String, List<String>> query, String contentType,
    String body, boolean withToken) {

  public SentRequest {
    query = Map.copyOf(query);
  }

  /** {@code METHOD /path?query} for messages. */
  @Override
  public String toString() {
    return method + " " + path + (query.isEmpty() ? "" : "?" + query);
  }
}
