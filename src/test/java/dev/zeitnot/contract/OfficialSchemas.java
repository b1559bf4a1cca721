package dev.zeitnot.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The official Lichess API description's JSON schemas (a verbatim copy in the test resources,
 * {@code lichess-openapi/}, AGPL test data) as validators: a message or a form is checked against
 * the schema the description gives for it, by the networknt JSON Schema 2020-12 validator (OpenAPI
 * 3.1's dialect). Unknown fields pass, as the schemas allow them; types, enums, constants and
 * required fields are checked.
 */
public final class OfficialSchemas {

  private static final String ROOT = "classpath:lichess-openapi/";
  private static final JsonSchemaFactory FACTORY = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012);
  private static final Map<String, JsonSchema> SCHEMAS = new ConcurrentHashMap<>();
  private static final ObjectMapper JSON = new ObjectMapper();

  private OfficialSchemas() {}

  /** The problems of {@code value} against schema file {@code schemas/NAME.yaml}; empty when it conforms. */
  public static List<String> problems(String name, JsonNode value) {
    return check(ROOT + "schemas/" + name + ".yaml", value);
  }

  /**
   * The problems of {@code value} against the schema at {@code pointer} (a JSON pointer, e.g.
   * {@code /post/requestBody/...}) inside the path file {@code tags/PATH.yaml}.
   */
  public static List<String> problemsAt(String path, String pointer, JsonNode value) {
    return check(ROOT + "tags/" + path + ".yaml#" + pointer, value);
  }

  /**
   * A form as the server reads it: each value a JSON boolean, integer or string by its text, so
   * that it can be checked against the schema of a form body.
   */
  public static ObjectNode form(Map<String, String> fields) {
    ObjectNode node = JSON.createObjectNode();
    fields.forEach((key, value) -> {
      if (value.equals("true") || value.equals("false")) {
        node.put(key, Boolean.parseBoolean(value));
      } else if (value.matches("-?\\d{1,9}")) {
        node.put(key, Integer.parseInt(value));
      } else {
        node.put(key, value);
      }
    });
    return node;
  }

  private static List<String> check(String location, JsonNode value) {
    JsonSchema schema = SCHEMAS.computeIfAbsent(location, l -> FACTORY.getSchema(SchemaLocation.of(l)));
    return schema.validate(value).stream().map(ValidationMessage::getMessage).sorted().toList();
  }
}
