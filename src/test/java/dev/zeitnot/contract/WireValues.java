package dev.zeitnot.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Text from the wire (a path or query parameter, a form field) as the JSON value its schema in
 * the description reads it as: a number, a boolean, a list (comma separated) or a string, so
 * that the JSON schema validator can check it.
 */
final class WireValues {

  private WireValues() {}

  /** A parameter's text as the JSON value its schema's type reads it as (an array: comma separated). */
  static JsonNode typed(JsonNode schema, String value) {
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
  static ObjectNode form(JsonNode schema, String body) {
    Map<String, String> fields = formFields(body);
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
}
