package dev.zeitnot.lichess;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;

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
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

class NdjsonDecoderTest {

  private final NdjsonDecoder<EventStreamEvent> events = NdjsonDecoder.eventStream();
  private final NdjsonDecoder<GameStreamEvent> games = NdjsonDecoder.gameStream();

  @Test
  void readsAnIncomingChallengeWithTimeControlInSecondsAndPerfObject() {
    EventStreamEvent event = events.decode(WireSamples.CHALLENGE).orElseThrow();

    ChallengeEvent challenge = (ChallengeEvent) event;
    assertThat(challenge.challenge().id()).isEqualTo("Qw7Rt2Yu");
    assertThat(challenge.challenge().challenger().name()).isEqualTo("Alice");
    assertThat(challenge.challenge().challenger().isBot()).isFalse();
    assertThat(challenge.challenge().destUser().isBot()).isTrue();
    assertThat(challenge.challenge().timeControl().isClock()).isTrue();
    assertThat(challenge.challenge().timeControl().limit()).isEqualTo(180);
    assertThat(challenge.challenge().timeControl().increment()).isEqualTo(2);
    assertThat(challenge.challenge().variant().isStandard()).isTrue();
    assertThat(challenge.challenge().perf().name()).isEqualTo("Blitz");
    assertThat(challenge.challenge().finalColor()).isEqualTo("black");
    assertThat(challenge.compat().bot()).isTrue();
  }

  @Test
  void readsADeclinedChallengeWithItsLowerCaseReasonKey() {
    ChallengeDeclinedEvent declined =
        (ChallengeDeclinedEvent) events.decode(WireSamples.CHALLENGE_DECLINED).orElseThrow();

    assertThat(declined.challenge().declineReasonKey()).isEqualTo("generic");
    assertThat(DeclineReason.fromKey("toofast")).isEqualTo(DeclineReason.TOO_FAST);
  }

  @Test
  void readsGameFinishWithStatusObjectAndPerfString() {
    GameFinishEvent finish = (GameFinishEvent) events.decode(WireSamples.GAME_FINISH).orElseThrow();

    assertThat(finish.game().status()).isEqualTo(GameStatus.MATE);
    assertThat(finish.game().status().isOver()).isTrue();
    assertThat(finish.game().perf().key()).isEqualTo("blitz");
    assertThat(finish.game().myTurn()).isFalse();
    assertThat(finish.game().secondsLeft()).isEqualTo(64);
    assertThat(finish.game().opponent().ratingDiff()).isEqualTo(-7);
    assertThat(finish.game().winner()).isEqualTo("white");
  }

  @Test
  void readsGameStartAgainstTheBuiltInEngine() {
    String line = "{\"type\":\"gameStart\",\"game\":{\"gameId\":\"Ab12Cd34\",\"fullId\":\"Ab12Cd34wxyz\","
        + "\"color\":\"black\",\"fen\":\"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\","
        + "\"lastMove\":\"e2e4\",\"isMyTurn\":true,\"status\":{\"id\":20,\"name\":\"started\"},"
        + "\"opponent\":{\"id\":null,\"username\":\"Stockfish level 3\",\"ai\":3}}}";

    GameStartEvent start = (GameStartEvent) events.decode(line).orElseThrow();

    assertThat(start.game().myTurn()).isTrue();
    assertThat(start.game().status()).isEqualTo(GameStatus.STARTED);
    assertThat(start.game().opponent().ai()).isEqualTo(3);
    assertThat(start.game().secondsLeft()).isNull();
  }

  @Test
  void readsGameFullWithClockInMillisAndNestedStateWithStatusString() {
    GameFull full = (GameFull) games.decode(WireSamples.GAME_FULL).orElseThrow();

    assertThat(full.initialFen()).isEqualTo("startpos");
    assertThat(full.clock().initial()).isEqualTo(180_000);
    assertThat(full.clock().increment()).isEqualTo(2_000);
    assertThat(full.white().isBot()).isTrue();
    assertThat(full.black().title()).isNull();
    assertThat(full.perf().name()).isEqualTo("Blitz");
    assertThat(full.state().status()).isEqualTo(GameStatus.STARTED);
    assertThat(full.state().moveList()).isEmpty();
  }

  @Test
  void readsGameStateWithOnlyTheTrueFlagsPresent() {
    GameState state = (GameState) games.decode(WireSamples.GAME_STATE).orElseThrow();

    assertThat(state.moveList()).containsExactly("e2e4", "c7c5", "g1f3", "d7d6", "e1g1");
    assertThat(state.wtime()).isEqualTo(171_230);
    assertThat(state.bdraw()).isTrue();
    assertThat(state.wdraw()).isFalse();
    assertThat(state.expiration()).isNull();
  }

  @Test
  void readsChatLinesAndOpponentGoneCountdowns() {
    ChatLine chat = (ChatLine) games.decode(
        "{\"type\":\"chatLine\",\"room\":\"player\",\"username\":\"alice\",\"text\":\"Good luck!\"}")
        .orElseThrow();
    OpponentGone gone = (OpponentGone) games.decode(
        "{\"type\":\"opponentGone\",\"gone\":true,\"claimWinInSeconds\":0}").orElseThrow();
    OpponentGone back = (OpponentGone) games.decode(
        "{\"type\":\"opponentGone\",\"gone\":false}").orElseThrow();

    assertThat(chat.text()).isEqualTo("Good luck!");
    assertThat(gone.canClaimNow()).isTrue();
    assertThat(back.canClaimNow()).isFalse();
  }

  @Test
  void ignoresUnknownFieldsAndReadsTheRest() {
    GameState state = (GameState) games.decode("{\"type\":\"gameState\",\"moves\":\"e2e4\","
        + "\"futureField\":{\"deep\":[1,2,3]},\"status\":\"started\",\"wtime\":1000}").orElseThrow();

    assertThat(state.moves()).isEqualTo("e2e4");
    assertThat(state.wtime()).isEqualTo(1000);
  }

  @Test
  void skipsUnknownTypesMalformedLinesAndKeepAlivesWithoutThrowing() {
    assertThat(games.decode("{\"type\":\"somethingNew\",\"x\":1}")).isEmpty();
    assertThat(games.decode("{\"type\":\"gameState\",\"moves\":")).isEmpty();
    assertThat(games.decode("[1,2]")).isEmpty();
    assertThat(games.decode("{\"type\":\"gameState\",\"wtime\":\"not a number\"}")).isEmpty();
    assertThat(games.decode("")).isEmpty();
    assertThat(games.decode("{\"no\":\"type\"}")).isEmpty();
  }

  @Test
  void logsUnknownTypesAndFieldsAtDebugAndMalformedLinesAtWarn() {
    Logger decoderLog = (Logger) LoggerFactory.getLogger(NdjsonDecoder.class);
    Logger jsonLog = (Logger) LoggerFactory.getLogger(LichessJson.class);
    ListAppender<ILoggingEvent> appender = new ListAppender<>();
    appender.start();
    Level decoderLevel = decoderLog.getLevel();
    Level jsonLevel = jsonLog.getLevel();
    decoderLog.setLevel(Level.DEBUG);
    jsonLog.setLevel(Level.DEBUG);
    decoderLog.addAppender(appender);
    jsonLog.addAppender(appender);
    try {
      games.decode("{\"type\":\"somethingNew\"}");
      games.decode("{\"type\":\"chatLine\",\"room\":\"player\",\"mood\":\"happy\"}");
      games.decode("{oops");
    } finally {
      decoderLog.detachAppender(appender);
      jsonLog.detachAppender(appender);
      decoderLog.setLevel(decoderLevel);
      jsonLog.setLevel(jsonLevel);
    }

    assertThat(appender.list).extracting(ILoggingEvent::getLevel, ILoggingEvent::getFormattedMessage)
        .containsExactly(
            tuple(Level.DEBUG, "game stream: ignoring message of unknown type 'somethingNew'"),
            tuple(Level.DEBUG, "ignoring unknown field ChatLine.mood"),
            tuple(Level.WARN, "game stream: skipping a line that is not JSON: {oops"));
  }

  @Test
  void takesAnUnknownStatusWithAFinalIdAsAFinishAndAnUnknownEarlyIdAsStarted() {
    GameState finished = (GameState) games.decode(
        "{\"type\":\"gameState\",\"status\":\"brandNewEnding\"}").orElseThrow();
    GameStartEvent early = (GameStartEvent) events.decode(
        "{\"type\":\"gameStart\",\"game\":{\"status\":{\"id\":15,\"name\":\"warmingUp\"}}}")
        .orElseThrow();

    assertThat(finished.status()).isEqualTo(GameStatus.UNKNOWN_FINISH);
    assertThat(early.game().status()).isEqualTo(GameStatus.STARTED);
  }
}
