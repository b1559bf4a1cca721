package dev.zeitnot.contract;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

/** The validator itself: it must refuse what the description forbids, or the contract tests prove nothing. */
class OfficialSchemasTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void aGameStateWithAnUnknownStatusOrAStringClockIsRefused() throws Exception {
    assertThat(OfficialSchemas.problems("GameStateEvent", JSON.readTree(
        "{\"type\":\"gameState\",\"moves\":\"e2e4\",\"wtime\":1000,\"btime\":1000,\"winc\":0,\"binc\":0,"
            + "\"status\":\"started\"}"))).isEmpty();
    assertThat(OfficialSchemas.problems("GameStateEvent", JSON.readTree(
        "{\"type\":\"gameState\",\"moves\":\"e2e4\",\"wtime\":\"1000\",\"btime\":1000,\"winc\":0,\"binc\":0,"
            + "\"status\":\"flagged\"}"))).hasSize(2);
  }

  @Test
  void aStatusObjectWhereTheDescriptionWantsANameIsRefused() throws Exception {
    assertThat(OfficialSchemas.problems("GameStatusName", JSON.readTree("{\"id\":20,\"name\":\"started\"}")))
        .isNotEmpty();
    assertThat(OfficialSchemas.problems("GameStatusName", JSON.readTree("\"variantEnd\""))).isEmpty();
  }
}
