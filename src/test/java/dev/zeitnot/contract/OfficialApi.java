package dev.zeitnot.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The official Lichess API description (the verbatim copy in the test resources,
 * {@code lichess-openapi/lichess-api.yaml}) as a request check: the request's path must match a
 * described path template and its method a described operation; every path and query parameter
 * must be described (none missing when required) and its value valid by its schema; a body must
 * have a described content type and a form or JSON body must be valid by its schema; an operation
 * that needs OAuth2 must carry a token. The schemas are checked by {@link OfficialSchemas}.
 */
public final class OfficialApi {

  private static final String ROOT = "/lichess-openapi/";
  private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
  private static final String FORM = "application/x-www-form-urlencoded";
  private static final List<Template> TEMPLATES = readTemplates();
  private static final Map<String, JsonNode> FILES = new HashMap<>();

  /**
   * The challenge form's schema joins its time controls with a {@code oneOf} whose "unlimited"
   * branch accepts any object, so no form matches exactly one branch: the form is checked against
   * the branch its fields choose (days: correspondence, a clock: real-time, else unlimited) and
   * the fields common to all ({@code ChallengeFormContractTest} does the same).
   */
  private static final String CHALLENGE_FORM = "challenges/api-challenge-username";

  private record Template(String path, Pattern pattern, List<String> names, String file) {
  }

  private OfficialApi() {}

  /** What is wrong with {@code request} by the description; empty when it conforms. */
  public static List<String> problems(SentRequest request) {
    List<String> problems = new ArrayList<>();
    Matcher matcher = null;
    Template template = null;
    for (Template candidate : TEMPLATES) {
      Matcher m = candidate.pattern().matcher(request.path());
      if (m.matches()) {
        matcher = m;
        template = candidate;
        break;
      }
    }
    if (template == null) {
      return List.of(request + ": no described path matches");
    }
    String method = request.method().toLowerCase();
    JsonNode item = file(template.file());
    JsonNode operation = item.get(method);
    if (operation == null) {
      return List.of(request + ": " + request.method() + " is not described on " + template.path());
    }
    Map<String, String> pathValues = new HashMap<>();
    for (int i = 0; i < template.names().size(); i++) {
      pathValues.put(template.names().get(i), URLDecoder.decode(matcher.group(i + 1), StandardCharsets.UTF_8));
    }
    checkParameters(request, template, method, operation, pathValues, problems);
    checkBody(request, template, method, operation, problems);
    checkToken(request, operation, problems);
    String where = request + " (" + template.path() + "): ";
    return problems.stream().map(problem -> where + problem).toList();
  }

  private static void checkParameters(SentRequest request, Template template, String method, JsonNode operation,
      Map<String, String> pathValues, List<String> problems) {
    Map<String, List<String>> unexpected = new HashMap<>(request.query());
    JsonNode parameters = operation.path("parameters");
    for (int i = 0; i < parameters.size(); i++) {
      JsonNode parameter = parameters.get(i);
      if (parameter.has("$ref")) {
        continue; // headers only (Accept), which the description moves to shared files
      }
      String name = parameter.path("name").asText();
      String in = parameter.path("in").asText();
      List<String> values = in.equals("path") ? listOf(pathValues.get(name))
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
        OfficialSchemas.problemsAt(template.file(), pointer, typed(schema, value))
            .forEach(p -> problems.add(in + " parameter " + name + "=" + value + ": " + p));
      }
    }
    unexpected.keySet().forEach(name -> problems.add("query parameter " + name + " is not described"));
  }

  private static void checkBody(SentRequest request, Template template, String method, JsonNode operation,
      List<String> problems) {
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
      value = typedForm(content.path("schema"), formFields(request.body()));
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

  /** A parameter's text as the JSON value its schema's type reads it as (an array: comma separated). */
  private static JsonNode typed(JsonNode schema, String value) {
    JsonNodeFactory json = JsonNodeFactory.instance;
    String type = schema.path("type").asText("string");
    if (type.equals("array")) {
      ArrayNode items = json.arrayNode();
      for (String item : value.split(",", -1)) {
        items.add(typed(schema.path("items"), item));
      }
      return items;
    }
    for (JsonNode branch : schema.path("anyOf")) {
      if (branch.path("type").asText().equals("boolean") && (value.equals("true") || value.equals("false"))) {
        type = "boolean";
      }
    }
    if (type.equals("integer") && value.matches("-?\\d{1,18}")) {
      return json.numberNode(Long.parseLong(value));
    }
    if (type.equals("number") && value.matches("-?\\d+(\\.\\d+)?")) {
      return json.numberNode(Double.parseDouble(value));
    }
    if (type.equals("boolean") && (value.equals("true") || value.equals("false"))) {
      return json.booleanNode(Boolean.parseBoolean(value));
    }
    return json.textNode(value);
  }

  /** A form's fields as the JSON values of the types its schema gives them (by their text where it gives none). */
  private static ObjectNode typedForm(JsonNode schema, Map<String, String> fields) {
    Map<String, JsonNode> properties = new HashMap<>();
    collectProperties(schema, properties);
    ObjectNode form = OfficialSchemas.form(fields);
    fields.forEach((name, value) -> {
      JsonNode property = properties.get(name);
      if (property != null && property.has("type")) {
        form.set(name, typed(property, value));
      }
    });
    return form;
  }

  private static void collectProperties(JsonNode schema, Map<String, JsonNode> into) {
    schema.path("properties").fields().forEachRemaining(e -> into.putIfAbsent(e.getKey(), e.getValue()));
    for (String combinator : List.of("allOf", "oneOf", "anyOf")) {
      for (JsonNode branch : schema.path(combinator)) {
        collectProperties(branch, into);
      }
    }
  }

  private static Map<String, String> formFields(String body) {
    Map<String, String> fields = new HashMap<>();
    for (String pair : body.split("&")) {
      int eq = pair.indexOf('=');
      String key = eq < 0 ? pair : pair.substring(0, eq);
      String value = eq < 0 ? "" : pair.substring(eq + 1);
      fields.put(URLDecoder.decode(key, StandardCharsets.UTF_8), URLDecoder.decode(value, StandardCharsets.UTF_8));
    }
    return fields;
  }

  private static List<String> listOf(String value) {
    return value == null ? null : List.of(value);
  }

  private static List<String> fieldNames(JsonNode node) {
    List<String> names = new ArrayList<>();
    node.fieldNames().forEachRemaining(names::add);
    return names;
  }

  /** The described path templates, the most literal first (so {@code /api/challenge/open} wins over a username). */
  private static List<Template> readTemplates() {
    JsonNode paths = read("lichess-api.yaml").path("paths");
    List<Template> templates = new ArrayList<>();
    for (Iterator<Map.Entry<String, JsonNode>> it = paths.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> entry = it.next();
      String ref = entry.getValue().path("$ref").asText();
      String file = ref.replaceFirst("^\\./tags/", "").replaceFirst("\\.yaml$", "");
      List<String> names = new ArrayList<>();
      Matcher parameter = Pattern.compile("\\{([^}]+)}").matcher(entry.getKey());
      StringBuilder regex = new StringBuilder();
      int last = 0;
      while (parameter.find()) {
        regex.append(Pattern.quote(entry.getKey().substring(last, parameter.start()))).append("([^/]+)");
        names.add(parameter.group(1));
        last = parameter.end();
      }
      regex.append(Pattern.quote(entry.getKey().substring(last)));
      templates.add(new Template(entry.getKey(), Pattern.compile(regex.toString()), List.copyOf(names), file));
    }
    templates.sort(Comparator.comparingInt((Template t) -> t.names().size()));
    return List.copyOf(templates);
  }

  private static synchronized JsonNode file(String file) {
    return FILES.computeIfAbsent(file, f -> read("tags/" + f + ".yaml"));
  }

  private static JsonNode read(String name) {
    try (InputStream in = Objects.requireNonNull(OfficialApi.class.getResourceAsStream(ROOT + name), name)) {
      return YAML.readTree(in);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
