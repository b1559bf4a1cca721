package dev.zeitnot.bot.challenge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.bot.game.FakeLichessApi;
import dev.zeitnot.config.ConfigLoader;
import dev.zeitnot.lichess.model.Account;
import dev.zeitnot.lichess.model.Challenge;
import dev.zeitnot.lichess.model.ChallengeUser;
import dev.zeitnot.lichess.model.TimeControl;
import dev.zeitnot.lichess.model.VariantInfo;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class ChallengeDeskTest {

  private final AtomicLong nanos = new AtomicLong(1_000_000_000L);
  private final FakeLichessApi api = new FakeLichessApi(
      new Account("zeitnot", "zeitnot", "BOT", null, null, Map.of()), nanos::get);

  private ChallengeDesk desk(String challengeYaml) {
    return new ChallengeDesk(api, ConfigLoader.parse("challenge:\n" + challengeYaml).challenge(),
        Runnable::run, nanos::get);
  }

  private static Challenge challenge(String id, String from, boolean bot) {
    ChallengeUser user = new ChallengeUser(from, from, 1900, bot ? "BOT" : null, false, true, 4);
    return new Challenge(id, "https://lichess.org/" + id, "created", user, null,
        new VariantInfo("standard", "Standard", null), false, "blitz",
        new TimeControl("clock", 180, 2, "3+2", null), "random", "white", null, null, null, null, null, null);
  }

  private void seconds(long s) {
    nanos.addAndGet(TimeUnit.SECONDS.toNanos(s));
  }

  @Test
  void declinesABotsThirdChallengeWithinTheWindowWithLater() {
    ChallengeDesk desk = desk("  concurrency: 5\n  max_games_per_opponent: 5\n"
        + "  max_recent_bot_challenges: 2\n  recent_bot_challenge_age: 60\n");
    desk.onChallenge(challenge("ch000001", "pestbot", true));
    seconds(10);
    desk.onChallenge(challenge("ch000002", "pestbot", true));
    seconds(10);
    desk.onChallenge(challenge("ch000003", "pestbot", true));
    desk.onChallenge(challenge("ch000004", "otherbot", true));
    assertThat(api.commands).containsExactly("accept ch000001", "accept ch000002", "decline ch000003 later",
        "accept ch000004");
  }

  @Test
  void acceptsTheBotAgainOnceItsOldChallengesLeaveTheWindow() {
    ChallengeDesk desk = desk("  concurrency: 5\n  max_games_per_opponent: 5\n"
        + "  max_recent_bot_challenges: 1\n  recent_bot_challenge_age: 60\n");
    desk.onChallenge(challenge("ch000001", "pestbot", true));
    seconds(59);
    desk.onChallenge(challenge("ch000002", "pestbot", true));
    seconds(1);
    desk.onChallenge(challenge("ch000003", "pestbot", true));
    assertThat(api.commands).containsExactly("accept ch000001", "decline ch000002 later", "accept ch000003");
  }

  @Test
  void neverThrottlesHumansNorBotsWhenNoLimitIsSet() {
    ChallengeDesk limited = desk("  concurrency: 5\n  max_games_per_opponent: 5\n  max_recent_bot_challenges: 1\n");
    limited.onChallenge(challenge("ch000001", "alice", false));
    limited.onChallenge(challenge("ch000002", "alice", false));
    ChallengeDesk unlimited = desk("  concurrency: 5\n  max_games_per_opponent: 5\n");
    unlimited.onChallenge(challenge("ch000003", "pestbot", true));
    unlimited.onChallenge(challenge("ch000004", "pestbot", true));
    assertThat(api.commands).containsExactly("accept ch000001", "accept ch000002", "accept ch000003",
        "accept ch000004");
  }

  @Test
  void aChallengeReplayedAfterAReconnectIsNotCountedTwice() {
    ChallengeDesk desk = desk("  concurrency: 5\n  max_games_per_opponent: 5\n  max_recent_bot_challenges: 1\n");
    desk.onChallenge(challenge("ch000001", "pestbot", true));
    desk.onChallenge(challenge("ch000001", "pestbot", true));
    assertThat(api.commands).containsExactly("accept ch000001");
  }

  @Test
  void aSecondGameAgainstTheSameOpponentWaitsForTheFirstWhenMaxGamesPerOpponentIsOne() {
    ChallengeDesk desk = desk("  concurrency: 3\n  max_games_per_opponent: 1\n");
    desk.onChallenge(challenge("ch000001", "alice", false));
    desk.gameStarted("ch000001", "alice", false);
    desk.onChallenge(challenge("ch000002", "alice", false));
    desk.onChallenge(challenge("ch000003", "bob", false));
    assertThat(api.commands).containsExactly("accept ch000001", "accept ch000003");
    desk.gameOver("ch000001");
    assertThat(api.commands).containsExactly("accept ch000001", "accept ch000003", "accept ch000002");
  }

  @Test
  void maxGamesPerOpponentOfTwoLetsTheSameOpponentPlayTwoGamesAtOnce() {
    ChallengeDesk desk = desk("  concurrency: 3\n  max_games_per_opponent: 2\n");
    desk.onChallenge(challenge("ch000001", "alice", false));
    desk.gameStarted("ch000001", "alice", false);
    desk.onChallenge(challenge("ch000002", "alice", false));
    desk.gameStarted("ch000002", "alice", false);
    desk.onChallenge(challenge("ch000003", "alice", false));
    assertThat(api.commands).containsExactly("accept ch000001", "accept ch000002");
  }
}
