package dev.zeitnot.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The request validator itself: it must refuse what the description forbids, or the contract checks prove nothing. */
class OfficialApiTest {

  private static SentRequest get(String path, Map<String, List<String>> query) {
    return new SentRequest("GET", path, query, null, "", true);
  }

  private static SentRequest form(String path, String body) {
    return new SentRequest("POST", path, Map.of(), "application/x-www-form-urlencoded", body, true);
  }

  @Test
  void describedRequestsPass() {
    assertThat(OfficialApi.problems(new SentRequest("POST", "/api/bot/game/abcdefgh/move/e2e4",
        Map.of("offeringDraw", List.of("true")), null, "", true))).isEmpty();
    assertThat(OfficialApi.problems(form("/api/challenge/abcdefgh/decline", "reason=later"))).isEmpty();
    assertThat(OfficialApi.problems(get("/masters", Map.of("fen", List.of("8/8/8/8/8/8/8/K1k5 w - - 0 1"),
        "moves", List.of("12"))))).isEmpty();
  }

  @Test
  void anUndescribedPathOrMethodIsRefused() {
    assertThat(OfficialApi.problems(get("/api/bot/game/abcdefgh/moves", Map.of()))).hasSize(1);
    assertThat(OfficialApi.problems(get("/api/bot/game/abcdefgh/resign", Map.of()))).hasSize(1);
  }

  @Test
  void aWrongOrUnknownQueryParameterIsRefused() {
    assertThat(OfficialApi.problems(new SentRequest("POST", "/api/bot/game/abcdefgh/move/e2e4",
        Map.of("offeringDraw", List.of("maybe")), null, "", true))).isNotEmpty();
    assertThat(OfficialApi.problems(get("/masters", Map.of("fen", List.of("8/8/8/8/8/8/8/K1k5 w - - 0 1"),
        "depth", List.of("12"))))).isNotEmpty();
  }

  @Test
  void aListParameterIsReadCommaSeparatedItemByItem() {
    String fen = "8/8/8/8/8/8/8/K1k5 w - - 0 1";
    assertThat(OfficialApi.problems(get("/lichess", Map.of("fen", List.of(fen), "speeds",
        List.of("blitz,rapid"))))).isEmpty();
    assertThat(OfficialApi.problems(get("/lichess", Map.of("fen", List.of(fen), "speeds",
        List.of("blitz,hyper"))))).isNotEmpty();
  }

  @Test
  void anOperationThatNeedsATokenIsRefusedWithoutOne() {
    assertThat(OfficialApi.problems(new SentRequest("GET", "/masters", Map.of("fen",
        List.of("8/8/8/8/8/8/8/K1k5 w - - 0 1")), null, "", false))).hasSize(1);
    assertThat(OfficialApi.problems(new SentRequest("GET", "/standard", Map.of("fen",
        List.of("8/8/8/8/8/8/8/K1k5 w - - 0 1")), null, "", false))).isEmpty();
  }

  @Test
  void aFormFieldIsReadAsTheTypeItsSchemaGivesIt() {
    assertThat(OfficialApi.problems(form("/api/bot/game/abcdefgh/chat", "room=player&text=123"))).isEmpty();
    assertThat(OfficialApi.problems(form("/api/bot/game/abcdefgh/chat", "room=lobby&text=hi"))).isNotEmpty();
  }

  @Test
  void aFormFieldOutsideItsEnumIsRefused() {
    assertThat(OfficialApi.problems(form("/api/challenge/abcdefgh/decline", "reason=busy"))).isNotEmpty();
  }
}
