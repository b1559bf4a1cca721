package dev.zeitnot.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The official Lichess API description (the verbatim copy in the test resources,
 * {@code lichess-openapi/lichess-api.yaml}) as a request check: the request's path must match a
 * described path template and its method a described operation; every path and query parameter
 * must be described (none missing when required) and its value valid by its schema; a body must
 * have a described content type and a form or JSON body must be valid by its schema; an operation
 * that needs OAuth2 must carry a token. The schemas are checked by {@link OfficialSchemas}.
 */
public final class OfficialApi {

  private static final String FORM = "application/x-www-form-urlencoded";

  /**
   * The challenge form's schema joins its time controls with a {@code oneOf} whose "unlimited"
   * branch accepts any object, so no form matches exactly one branch: the form is checked against
   * the branch its fields choose (days: correspondence, a clock: real-time, else unlimited) and
   * the fields common to all ({@code ChallengeFormContractTest} does the same).
   */
  private static final String CHALLENGE_FORM = "challenges/api-challenge-username";

  private OfficialApi() {}

  /** What is wrong with {@code request} by the description; empty when it conforms. */
  public static List<String> problems(SentRequest request) {
    Optional<DescribedPaths.Match> match = DescribedPaths.match(request.path());
    if (match.isEmpty()) {
      return List.of(request + ": no described path matches");
    }
    DescribedPaths.Match template = match.get();
    String method = request.method().toLowerCase();
    JsonNode operation = template.item().get(method);
    if (operation == null) {
      return List.of(request + ": " + request.method() + " is not described on " + template.path());
    }
    List<String> problems = new ArrayList<>();
    checkParameters(request, template, method, operation, problems);
    checkBody(request, template, method, operation, problems);
    checkToken(request, operation, problems);
    String where = request + " (" + template.path() + "): ";
    return problems.stream().map(problem -> where + problem).toList();
  }

  private static void checkParameters(SentRequest request, DescribedPaths.Match template, String method,
      JsonNode operation, List<String> problems) {
    Map<String, List<String>> unexpected = new HashMap<>(request.query());
    JsonNode parameters = operation.path("parameters");
    for (int i = 0; i < parameters.size(); i++) {
      JsonNode parameter = parameters.get(i);
      if (parameter.has("$ref")) {
        continue; // headers only (Accept), which the description moves to shared files
      }
      String name = parameter.path("name").asText();
      String in = parameter.path("in").asText();
      List<String> values = in.equals("path") ? listOf(template.pathValues().get(name))
          : in.equals("query") ? unexpected.remove(name) : null;
      if (!in.equals("path") && !in.equals("query")) {
        continue;
      }
      if (values == null || values.isEmpty()) {
        if (parameter.path("required").asBoolean(false)) {
          problems.add(in + " parameter " + name + " is required");
        }
        continue;
      }
      JsonNode schema = parameter.path("schema");
      String pointer = "/" + method + "/parameters/" + i + "/schema";
      for (String value : values) {
        OfficialSchemas.problemsAt(template.file(), pointer, WireValues.typed(schema, value))
            .forEach(p -> problems.add(in + " parameter " + name + "=" + value + ": " + p));
      }
    }
    unexpected.keySet().forEach(name -> problems.add("query parameter " + name + " is not described"));
  }

  private static void checkBody(SentRequest request, DescribedPaths.Match template, String method,
      JsonNode operation, List<String> problems) {
    JsonNode requestBody = operation.path("requestBody");
    boolean sent = request.contentType() != null && !request.body().isEmpty();
    if (!sent) {
      if (requestBody.path("required").asBoolean(false)) {
        problems.add("a request body is required");
      }
      return;
    }
    String type = request.contentType().split(";")[0].trim();
    JsonNode content = requestBody.path("content").path(type);
    if (content.isMissingNode()) {
      problems.add("a body of type " + type + " is not described (described: "
          + fieldNames(requestBody.path("content")) + ")");
      return;
    }
    JsonNode value;
    if (type.equals(FORM)) {
      value = WireValues.form(content.path("schema"), request.body());
    } else if (type.equals("application/json")) {
      try {
        value = new ObjectMapper().readTree(request.body());
      } catch (IOException e) {
        problems.add("the JSON body does not parse: " + e.getMessage());
        return;
      }
    } else {
      value = JsonNodeFactory.instance.textNode(request.body());
    }
    String pointer = "/" + method + "/requestBody/content/" + type.replace("~", "~0").replace("/", "~1") + "/schema";
    List<String> found = new ArrayList<>();
    if (template.file().equals(CHALLENGE_FORM) && type.equals(FORM)) {
      String branch = value.has("days") ? "1" : value.has("clock.limit") || value.has("clock.increment") ? "0" : "2";
      found.addAll(OfficialSchemas.problemsAt(template.file(), pointer + "/allOf/0/oneOf/" + branch, value));
      found.addAll(OfficialSchemas.problemsAt(template.file(), pointer + "/allOf/1", value));
    } else if (content.has("schema")) {
      found.addAll(OfficialSchemas.problemsAt(template.file(), pointer, value));
    }
    found.forEach(p -> problems.add("body: " + p));
  }

  /** An operation needs a token when it lists security requirements and none of them is empty (optional). */
  private static void checkToken(SentRequest request, JsonNode operation, List<String> problems) {
    JsonNode security = operation.path("security");
    boolean tokenNeeded = security.isArray() && !security.isEmpty();
    for (JsonNode alternative : security) {
      tokenNeeded &= !alternative.isEmpty();
    }
    if (tokenNeeded && !request.withToken()) {
      problems.add("the operation needs an OAuth2 token; none was sent");
    }
  }

  private static List<String> listOf(String value) {
    return value == null ? null : List.of(value);
  }

  private static List<String> fieldNames(JsonNode node) {
    List<String> names = new ArrayList<>();
    node.fieldNames().forEachRemaining(names::add);
    return names;
  }


}
