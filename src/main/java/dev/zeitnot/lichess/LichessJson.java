package dev.zeitnot.lichess;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.DeserializationProblemHandler;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The Jackson mapper for server messages: unknown fields are skipped with a DEBUG line, never an error. */
public final class LichessJson {

  private static final Logger log = LoggerFactory.getLogger(LichessJson.class);

  private static final ObjectMapper MAPPER = JsonMapper.builder()
      .disable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
      .disable(DeserializationFeature.FAIL_ON_IGNORED_PROPERTIES)
      .enable(DeserializationFeature.READ_UNKNOWN_ENUM_VALUES_AS_NULL)
      .addHandler(new LogUnknownFields())
      .build();

  private LichessJson() {}

  public static ObjectMapper mapper() {
    return MAPPER;
  }

  /** New server fields appear often; they are of no use to us until we add them, and never fatal. */
  private static final class LogUnknownFields extends DeserializationProblemHandler {
    @Override
    public boolean handleUnknownProperty(DeserializationContext context, JsonParser parser,
        JsonDeserializer<?> deserializer, Object beanOrClass, String propertyName) throws IOException {
      if (log.isDebugEnabled()) {
        Class<?> type = beanOrClass instanceof Class<?> c ? c : beanOrClass.getClass();
        log.debug("ignoring unknown field {}.{}", type.getSimpleName(), propertyName);
      }
      parser.skipChildren();
      return true;
    }
  }
}
