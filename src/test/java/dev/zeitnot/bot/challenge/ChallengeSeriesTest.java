package dev.zeitnot.bot.challenge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.bot.game.FakeLichessApi;
import dev.zeitnot.bot.game.GameEvents;
import dev.zeitnot.config.ClockSetting;
import dev.zeitnot.lichess.model.Account;
import dev.zeitnot.lichess.model.Challenge;
import dev.zeitnot.lichess.model.ChallengeDeclinedEvent;
import dev.zeitnot.lichess.model.GameFinishEvent;
import dev.zeitnot.lichess.model.GameInfo;
import dev.zeitnot.lichess.model.GameStartEvent;
import dev.zeitnot.lichess.model.GameStatus;
import dev.zeitnot.lichess.model.Opponent;
import dev.zeitnot.testing.SettableClock;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class ChallengeSeriesTest {

  private final SettableClock clock = new SettableClock(Instant.parse("2026-12-03T20:00:00Z"));
  private final FakeLichessApi api =
      new FakeLichessApi(new Account("zeitnot", "zeitnot", "BOT", null, null, Map.of()), () -> 0L);
  private final AtomicInteger free = new AtomicInteger(1);
  private final ChallengeSeries series = new ChallengeSeries(api, clock, free::get);

  private List<String> challenges() {
    return api.commands.stream().filter(c -> c.startsWith("challenge ")).toList();
  }

  private String lastChallengeId() {
    List<String> sent = challenges();
    String last = sent.get(sent.size() - 1);
    return last.substring(last.lastIndexOf(' ') + 1);
  }

  private static GameInfo game(String id, GameStatus status) {
    return new GameInfo(id, id + "full", "white", "", "", false, true, false, "friend", status,
        GameEvents.STANDARD, "bullet", null, new Opponent("rival", "Rival", 2000, null, null), 60, 2000,
        null, null, null, null, null);
  }

  private void play(String id) {
    series.onEvent(new GameStartEvent(game(id, GameStatus.STARTED)));
    series.tick();
    series.onEvent(new GameFinishEvent(game(id, GameStatus.MATE)));
  }

  @Test
  void playsTheOrderedGamesOneAfterTheOtherThenTheNextSeries() {
    assertThat(series.order("Rival", 2, ClockSetting.parse("1+0"))).isEqualTo(
        "challenging 2 game(s) against Rival at 1+0, one game after the other");
    assertThat(series.order("Other", 1, ClockSetting.parse("3+2"))).endsWith("after the 1 series before it");
    series.tick();
    series.tick();
    assertThat(challenges()).singleElement().asString().startsWith("challenge Rival 60+0 standard casual");
    play(lastChallengeId());
    series.tick();
    assertThat(challenges()).hasSize(2).last().asString().startsWith("challenge Rival 60+0");
    play(lastChallengeId());
    series.tick();
    assertThat(challenges()).hasSize(3).last().asString().startsWith("challenge Other 180+2");
  }

  @Test
  void waitsForAFreeSlotAndADeclineEndsTheSeries() {
    free.set(0);
    series.order("Rival", 3, ClockSetting.parse("1+0"));
    series.tick();
    assertThat(challenges()).isEmpty();
    free.set(1);
    series.tick();
    String id = lastChallengeId();
    series.onEvent(new ChallengeDeclinedEvent(new Challenge(id, "x", "declined", null, null, null, false, null,
        null, "random", null, null, null, null, null, "later", "out")));
    series.tick();
    assertThat(challenges()).hasSize(1);
  }

  @Test
  void anUnansweredChallengeIsWithdrawnAndEndsTheSeries() {
    series.order("Rival", 2, ClockSetting.parse("1+0"));
    series.tick();
    String id = lastChallengeId();
    clock.advance(ChallengeSeries.UNANSWERED.toMillis());
    series.tick();
    assertThat(api.commands).contains("cancel " + id);
    series.tick();
    assertThat(challenges()).hasSize(1);
  }
}
