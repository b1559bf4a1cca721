package dev.zeitnot.bot.challenge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.config.ChallengeQueueConfig;
import dev.zeitnot.config.ChallengeQueueConfig.SortBy;
import dev.zeitnot.lichess.model.Challenge;
import dev.zeitnot.lichess.model.ChallengeUser;
import dev.zeitnot.lichess.model.TimeControl;
import dev.zeitnot.lichess.model.VariantInfo;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class ChallengeQueueTest {

  private final AtomicLong now = new AtomicLong();

  private ChallengeQueue queue(int length, SortBy sortBy, int maxWaitSeconds) {
    return new ChallengeQueue(new ChallengeQueueConfig(length, sortBy, maxWaitSeconds,
        ChallengeQueueConfig.Preference.NONE), now::get);
  }

  private static Challenge botChallenge(String id, String from, int rating) {
    Challenge human = challenge(id, from, rating);
    return new Challenge(id, "x", "created", new ChallengeUser(from, from, rating, "BOT", false, true, 4), null,
        human.variant(), false, "bullet", human.timeControl(), "random", "white", null, null, null, null, null, null);
  }

  @Test
  void putsHumansBeforeBotsWhenHumansArePreferred() {
    ChallengeQueue queue = new ChallengeQueue(new ChallengeQueueConfig(5, SortBy.BEST, 60,
        ChallengeQueueConfig.Preference.HUMAN), now::get);
    queue.offer(botChallenge("b", "somebot", 2800), false);
    queue.offer(challenge("h", "alice", 1200), false);
    queue.offer(challenge("r", "rita", 1000), true);
    assertThat(queue.waiting()).extracting(WaitingChallenge::id).containsExactly("r", "h", "b");
  }

  private static Challenge challenge(String id, String from, int rating) {
    return new Challenge(id, "x", "created", new ChallengeUser(from, from, rating, null, false, true, 4), null,
        new VariantInfo("standard", "Standard", "Std"), false, "bullet",
        new TimeControl("clock", 60, 0, "1+0", null), "random", "white", null, null, null, null, null, null);
  }

  private static String next(ChallengeQueue queue) {
    return queue.takeNext(e -> true).map(ChallengeQueue.Entry::id).orElse("none");
  }

  @Test
  void acceptsFirstComeFirstByDefault() {
    ChallengeQueue queue = queue(5, SortBy.FIRST, 60);
    queue.offer(challenge("a", "alice", 1500), false);
    queue.offer(challenge("b", "bob", 2500), false);
    assertThat(next(queue)).isEqualTo("a");
    assertThat(next(queue)).isEqualTo("b");
    assertThat(next(queue)).isEqualTo("none");
  }

  @Test
  void acceptsTheBestRatedFirstWhenSortedByBest() {
    ChallengeQueue queue = queue(5, SortBy.BEST, 60);
    queue.offer(challenge("a", "alice", 1500), false);
    queue.offer(challenge("b", "bob", 2500), false);
    queue.offer(challenge("c", "carol", 2500), false);
    assertThat(queue.waiting()).extracting(WaitingChallenge::id).containsExactly("b", "c", "a");
  }

  @Test
  void putsARematchBeforeEveryOtherChallenge() {
    ChallengeQueue queue = queue(5, SortBy.BEST, 60);
    queue.offer(challenge("a", "alice", 2500), false);
    queue.offer(challenge("r", "rita", 1200), true);
    assertThat(next(queue)).isEqualTo("r");
  }

  @Test
  void holdsNoMoreThanItsLengthAndEachChallengeOnce() {
    ChallengeQueue queue = queue(1, SortBy.FIRST, 60);
    assertThat(queue.offer(challenge("a", "alice", 1500), false)).isEqualTo(ChallengeQueue.Offer.QUEUED);
    assertThat(queue.offer(challenge("a", "alice", 1500), false)).isEqualTo(ChallengeQueue.Offer.ALREADY_WAITING);
    assertThat(queue.offer(challenge("b", "bob", 1500), false)).isEqualTo(ChallengeQueue.Offer.FULL);
  }

  @Test
  void handsBackTheChallengesThatWaitedAsLongAsTheyMay() {
    ChallengeQueue queue = queue(5, SortBy.FIRST, 10);
    queue.offer(challenge("a", "alice", 1500), false);
    now.addAndGet(TimeUnit.SECONDS.toNanos(5));
    queue.offer(challenge("b", "bob", 1500), false);
    assertThat(queue.takeExpired()).isEmpty();
    now.addAndGet(TimeUnit.SECONDS.toNanos(5));
    assertThat(queue.takeExpired()).extracting(ChallengeQueue.Entry::id).containsExactly("a");
    assertThat(queue.waiting()).extracting(WaitingChallenge::id, WaitingChallenge::waitedMs)
        .containsExactly(org.assertj.core.groups.Tuple.tuple("b", 5000L));
  }

  @Test
  void skipsAChallengeThatCannotStartYetAndRemovesACanceledOne() {
    ChallengeQueue queue = queue(5, SortBy.FIRST, 60);
    queue.offer(challenge("a", "alice", 1500), false);
    queue.offer(challenge("b", "bob", 1500), false);
    queue.offer(challenge("c", "carol", 1500), false);
    assertThat(queue.remove("b")).isPresent();
    assertThat(queue.takeNext(e -> !e.challengerId().equals("alice")).map(ChallengeQueue.Entry::id))
        .contains("c");
    assertThat(queue.waiting()).extracting(WaitingChallenge::id).containsExactly("a");
  }
}
