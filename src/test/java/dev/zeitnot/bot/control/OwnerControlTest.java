package dev.zeitnot.bot.control;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zeitnot.bot.challenge.ChallengeSeries;
import dev.zeitnot.bot.challenge.WaitingChallenge;
import dev.zeitnot.bot.game.FakeLichessApi;
import dev.zeitnot.bot.challenge.ChallengePolicy;
import dev.zeitnot.config.BotConfig;
import dev.zeitnot.config.ClockSetting;
import dev.zeitnot.config.ConfigLoader;
import dev.zeitnot.lichess.model.Challenge;
import dev.zeitnot.lichess.model.ChallengeUser;
import dev.zeitnot.lichess.model.TimeControl;
import dev.zeitnot.lichess.model.VariantInfo;
import dev.zeitnot.lichess.model.Account;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class OwnerControlTest {

  private final List<WaitingChallenge> waiting = new ArrayList<>();
  private final ChallengeSeries series = new ChallengeSeries(
      new FakeLichessApi(new Account("zeitnot", "zeitnot", "BOT", null, null, Map.of()), () -> 0L),
      Clock.systemUTC(), () -> 0);
  private final BotConfig started = ConfigLoader.parse("challenge:\n  accept_bots: true\n");
  private final ChallengePolicy policy = new ChallengePolicy(started.challenge());
  private final OwnerControl control =
      new OwnerControl(null, () -> List.copyOf(waiting), series, started, policy);

  private static Challenge fromABot() {
    return new Challenge("Qw7Rt2Yu", "https://lichess.org/Qw7Rt2Yu", "created",
        new ChallengeUser("somebot", "SomeBot", 2000, "BOT", false, true, 4), null,
        new VariantInfo("standard", "Standard", null), false, "blitz",
        new TimeControl("clock", 180, 2, "3+2", null), "random", "black", null, null, null, null, null, null);
  }

  @Test
  void aReloadAppliesTheChallengeFiltersAtOnceAndNamesWhatNeedsARestart() {
    assertThat(policy.judge(fromABot()).accept()).isTrue();
    String answer = control.reload(ConfigLoader.parse(
        "challenge:\n  accept_bots: false\n  concurrency: 3\nmatchmaking:\n  idle_seconds: 60\n"));
    assertThat(policy.judge(fromABot()).accept()).isFalse();
    assertThat(answer).startsWith("challenge filters, kinds of challenger, block and allow lists and accept_rematch "
        + "applied").contains("restart to apply): ").endsWith("matchmaking, challenge.concurrency");
    // (The engine is named too where threads: auto gives 3 games fewer threads than 1: 2+ cores.)
    assertThat(control.reload(started)).endsWith("nothing else changed");
    assertThat(policy.judge(fromABot()).accept()).isTrue();
  }

  @Test
  void theQueueIsListedOneChallengeALineInItsOrder() {
    assertThat(control.queue()).isEqualTo("no challenge is waiting");
    waiting.add(new WaitingChallenge("AbCd1234", "Alice", 1912, "3+2", true, 12_500));
    waiting.add(new WaitingChallenge("EfGh5678", "SomeBot", null, "1+0", false, 3_000));
    assertThat(control.queue()).isEqualTo(
        "AbCd1234 Alice (1912) 3+2, waiting 12 s, rematch\nEfGh5678 SomeBot 1+0, waiting 3 s");
  }

  @Test
  void pauseAndResumeSayWhenMatchmakingIsOffInTheConfig() {
    assertThat(control.pause()).contains("matchmaking is off in the config");
    assertThat(control.resume()).contains("matchmaking is off in the config");
  }

  @Test
  void aChallengeNeedsAUserNameAndASensibleNumberOfGames() {
    assertThatThrownBy(() -> control.challenge("no such/name", 1, ClockSetting.parse("1+0")))
        .hasMessageContaining("not a Lichess user name");
    assertThatThrownBy(() -> control.challenge("Rival", 0, ClockSetting.parse("1+0")))
        .hasMessageContaining("games must be 1 to 100");
    assertThat(control.challenge("Rival", 3, ClockSetting.parse("1+0"))).startsWith("challenging 3 game(s)");
  }
}
