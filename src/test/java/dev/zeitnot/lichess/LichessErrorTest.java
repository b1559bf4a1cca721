package dev.zeitnot.lichess;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.lichess.model.LichessError;
import org.junit.jupiter.api.Test;

class LichessErrorTest {

  @Test
  void readsAPlainErrorString() {
    LichessError error = LichessError.parse("{\"error\":\"Not your turn, or game already over\"}");

    assertThat(error.message()).isEqualTo("Not your turn, or game already over");
    assertThat(error.rateLimit()).isNull();
  }

  @Test
  void flattensChallengeFormErrors() {
    LichessError error = LichessError.parse("{\"error\":{\"clock.limit\":[\"Too long\"],"
        + "\"global\":[\"Invalid speed\"]},\"clock.limit\":[\"Too long\"],\"global\":[\"Invalid speed\"]}");

    assertThat(error.message()).isEqualTo("clock.limit: Too long; global: Invalid speed");
  }

  @Test
  void readsTheDailyBotGameCap() {
    LichessError error = LichessError.parse("{\"error\":\"You played 100 games against other bots "
        + "today\",\"ratelimit\":{\"key\":\"bot.vsBot.day\",\"seconds\":3600}}");

    assertThat(error.rateLimit().isDailyBotGameCap()).isTrue();
    assertThat(error.rateLimit().seconds()).isEqualTo(3600);
  }

  @Test
  void keepsPlainTextFromAProxy() {
    assertThat(LichessError.parse("<html>502 Bad Gateway</html>").message())
        .isEqualTo("<html>502 Bad Gateway</html>");
    assertThat(LichessError.parse("{broken").message()).isEqualTo("{broken");
    assertThat(LichessError.parse(null).message()).isEmpty();
  }
}
