package dev.zeitnot.lichess;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.zeitnot.lichess.model.ChallengeCanceledEvent;
import dev.zeitnot.lichess.model.ChallengeDeclinedEvent;
import dev.zeitnot.lichess.model.ChallengeEvent;
import dev.zeitnot.lichess.model.ChatLine;
import dev.zeitnot.lichess.model.EventStreamEvent;
import dev.zeitnot.lichess.model.GameFinishEvent;
import dev.zeitnot.lichess.model.GameFull;
import dev.zeitnot.lichess.model.GameStartEvent;
import dev.zeitnot.lichess.model.GameState;
import dev.zeitnot.lichess.model.GameStatus;
import dev.zeitnot.lichess.model.GameStreamEvent;
import dev.zeitnot.lichess.model.OpponentGone;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Turns one NDJSON line into a typed event by its {@code type} field. A line that is not JSON or
 * does not fit its type is skipped with a WARN; an unknown type with a DEBUG (the server adds
 * types now and then). Never throws.
 */
public final class NdjsonDecoder<T> {

  private static final Logger log = LoggerFactory.getLogger(NdjsonDecoder.class);

  private final String streamName;
  private final Map<String, Class<? extends T>> types;
  private final Predicate<T> isFinal;
  private final ObjectMapper mapper = LichessJson.mapper();

  /** {@code isFinal} tells a message after which the server has nothing more to say (a game's end). */
  public NdjsonDecoder(String streamName, Map<String, Class<? extends T>> types,
      Predicate<T> isFinal) {
    this.streamName = streamName;
    this.types = Map.copyOf(types);
    this.isFinal = isFinal;
  }

  /** The decoder of the account event stream. */
  public static NdjsonDecoder<EventStreamEvent> eventStream() {
    return new NdjsonDecoder<>("event stream", Map.of(
        "challenge", ChallengeEvent.class,
        "challengeCanceled", ChallengeCanceledEvent.class,
        "challengeDeclined", ChallengeDeclinedEvent.class,
        "gameStart", GameStartEvent.class,
        "gameFinish", GameFinishEvent.class),
        event -> false);
  }

  /** The decoder of a bot game stream. */
  public static NdjsonDecoder<GameStreamEvent> gameStream() {
    return new NdjsonDecoder<>("game stream", Map.of(
        "gameFull", GameFull.class,
        "gameState", GameState.class,
        "chatLine", ChatLine.class,
        "opponentGone", OpponentGone.class),
        NdjsonDecoder::isGameOver);
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
    JsonNode node;
    try {
      node = mapper.readTree(line);
    } catch (JsonProcessingException e) {
      log.warn("{}: skipping a line that is not JSON: {}", streamName, abbreviate(line));
      return Optional.empty();
    }
    if (!node.isObject()) {
      log.warn("{}: skipping a line that is not a JSON object: {}", streamName, abbreviate(line));
      return Optional.empty();
    }
    String type = node.path("type").asText("");
    Class<? extends T> target = types.get(type);
    if (target == null) {
      log.debug("{}: ignoring message of unknown type '{}'", streamName, type);
      return Optional.empty();
    }
    try {
      return Optional.ofNullable(mapper.treeToValue(node, target));
    } catch (JsonProcessingException | IllegalArgumentException e) {
      log.warn("{}: skipping a '{}' line that does not fit: {} ({})", streamName, type,
          abbreviate(line), e.getMessage().lines().findFirst().orElse(""));
      return Optional.empty();
    }
  }

  private static String abbreviate(String line) {
    return line.length() <= 200 ? line : line.substring(0, 200) + "...";
  }
}
