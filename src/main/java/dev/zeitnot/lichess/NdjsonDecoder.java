package dev.zeitnot.lichess;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.InvalidTypeIdException;
import dev.zeitnot.lichess.model.EventStreamEvent;
import dev.zeitnot.lichess.model.GameFull;
import dev.zeitnot.lichess.model.GameState;
import dev.zeitnot.lichess.model.GameStatus;
import dev.zeitnot.lichess.model.GameStreamEvent;
import java.util.Optional;
import java.util.function.Predicate;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Turns one NDJSON line into a typed event: Jackson picks the record by the {@code type} field
 * (the {@code @JsonSubTypes} of the sealed event interface). A line that is not JSON or does not
 * fit its type is skipped with a WARN; an unknown or missing type with a DEBUG (the server adds
 * types now and then). Never throws.
 */
public final class NdjsonDecoder<T> {

  private static final Logger log = LoggerFactory.getLogger(NdjsonDecoder.class);

  private final String streamName;
  private final Class<T> eventType;
  private final Predicate<T> isFinal;
  private final ObjectMapper mapper = LichessJson.mapper();

  /**
   * A decoder of {@code eventType}'s subtypes; {@code isFinal} tells a message after which the
   * server has nothing more to say (a game's end).
   */
  public NdjsonDecoder(String streamName, Class<T> eventType, Predicate<T> isFinal) {
    this.streamName = streamName;
    this.eventType = eventType;
    this.isFinal = isFinal;
  }

  /** The decoder of the account event stream. */
  public static NdjsonDecoder<EventStreamEvent> eventStream() {
    return new NdjsonDecoder<>("event stream", EventStreamEvent.class, event -> false);
  }

  /** The decoder of a bot game stream. */
  public static NdjsonDecoder<GameStreamEvent> gameStream() {
    return new NdjsonDecoder<>("game stream", GameStreamEvent.class, NdjsonDecoder::isGameOver);
  }

  /** True for a message after which the server has nothing more to say. */
  public boolean isFinal(T message) {
    return this.isFinal.test(message);
  }

  private static boolean isGameOver(GameStreamEvent event) {
    GameState state = event instanceof GameFull full ? full.state()
        : event instanceof GameState plain ? plain : null;
    GameStatus status = state == null ? null : state.status();
    return status != null && status.isOver();
  }

  /** The event on this line, or empty for a skipped line (blank, malformed or of an unknown type). */
  public Optional<T> decode(String line) {
    if (line == null || line.isBlank()) {
      return Optional.empty();
    }
    try {
      return Optional.ofNullable(mapper.readValue(line, eventType));
    } catch (InvalidTypeIdException unknown) {
      log.debug("{}: ignoring message of unknown type '{}'", streamName,
          unknown.getTypeId() == null ? "" : unknown.getTypeId());
    } catch (StreamReadException notJson) {
      log.warn("{}: skipping a line that is not JSON: {}", streamName, abbreviate(line));
    } catch (JsonProcessingException | IllegalArgumentException misfit) {
      log.warn("{}: skipping a line that does not fit: {} ({})", streamName, abbreviate(line),
          String.valueOf(misfit.getMessage()).lines().findFirst().orElse(""));
    }
    return Optional.empty();
  }

  private static String abbreviate(String line) {
    return line.length() <= 200 ? line : line.substring(0, 200) + "...";
  }
}
