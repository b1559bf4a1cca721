package dev.zeitnot.bot.challenge;

import dev.zeitnot.config.ChallengeQueueConfig;
import dev.zeitnot.lichess.model.Challenge;
import dev.zeitnot.lichess.model.TimeControl;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import java.util.function.Predicate;

/**
 * Challenges the policy accepted while every slot was busy, held unanswered until a slot frees.
 * The order is the owner's ({@code first} come or {@code best} rated), with rematches of a game
 * that just ended before all others, then the preferred kind of challenger (human or bot); a
 * challenge that has waited {@code max_wait_seconds} is handed back to be declined, and none is
 * held beyond {@code length}. Thread-safe; it makes no
 * calls to the server (its owner answers the challenges it hands back).
 */
public final class ChallengeQueue implements ChallengeQueueView {

  /** One held challenge: arrival order and time, when it must be answered, and whether it is a rematch. */
  public record Entry(Challenge challenge, long sequence, long arrivedNanos, long deadlineNanos,
      boolean rematch) {

    public String id() {
      return challenge.id();
    }

    /** The challenger's id, or "" when the server gave none. */
    public String challengerId() {
      return challenge.challenger() == null || challenge.challenger().id() == null ? ""
          : challenge.challenger().id();
    }

    int rating() {
      return challenge.challenger() == null || challenge.challenger().rating() == null ? 0
          : challenge.challenger().rating();
    }
  }

  /** What became of an offered challenge. */
  public enum Offer { QUEUED, ALREADY_WAITING, FULL }

  private final ChallengeQueueConfig config;
  private final LongSupplier nanoClock;
  private final List<Entry> entries = new ArrayList<>();
  private long sequence;

  public ChallengeQueue(ChallengeQueueConfig config, LongSupplier nanoClock) {
    this.config = config;
    this.nanoClock = nanoClock;
  }

  /** Holds {@code challenge} (a {@code rematch} goes first) unless it already waits or the queue is full. */
  public synchronized Offer offer(Challenge challenge, boolean rematch) {
    if (entries.stream().anyMatch(e -> e.id().equals(challenge.id()))) {
      return Offer.ALREADY_WAITING; // the event stream replays pending challenges on reconnect
    }
    if (entries.size() >= config.length()) {
      return Offer.FULL;
    }
    long now = nanoClock.getAsLong();
    entries.add(new Entry(challenge, sequence++, now,
        now + TimeUnit.SECONDS.toNanos(config.maxWaitSeconds()), rematch));
    entries.sort(order());
    return Offer.QUEUED;
  }

  /** Takes the challenge out (its challenger canceled it), if it was waiting. */
  public synchronized Optional<Entry> remove(String id) {
    for (int i = 0; i < entries.size(); i++) {
      if (entries.get(i).id().equals(id)) {
        return Optional.of(entries.remove(i));
      }
    }
    return Optional.empty();
  }

  /** Takes out the first challenge, in the queue's order, that {@code startable} allows now. */
  public synchronized Optional<Entry> takeNext(Predicate<Entry> startable) {
    for (int i = 0; i < entries.size(); i++) {
      if (startable.test(entries.get(i))) {
        return Optional.of(entries.remove(i));
      }
    }
    return Optional.empty();
  }

  /** Whether some waiting challenge satisfies {@code test}. */
  public synchronized boolean any(Predicate<Entry> test) {
    return entries.stream().anyMatch(test);
  }

  /** Takes out every challenge that has waited as long as it may. */
  public synchronized List<Entry> takeExpired() {
    long now = nanoClock.getAsLong();
    List<Entry> expired = entries.stream().filter(e -> now - e.deadlineNanos() >= 0).toList();
    entries.removeAll(expired);
    return expired;
  }

  /** Takes out every challenge (the bot is shutting down). */
  public synchronized List<Entry> takeAll() {
    List<Entry> all = List.copyOf(entries);
    entries.clear();
    return all;
  }

  public synchronized int size() {
    return entries.size();
  }

  @Override
  public synchronized List<WaitingChallenge> waiting() {
    long now = nanoClock.getAsLong();
    return entries.stream().map(e -> new WaitingChallenge(e.id(),
        e.challenge().challenger() == null ? "?" : e.challenge().challenger().name(),
        e.challenge().challenger() == null ? null : e.challenge().challenger().rating(),
        show(e.challenge().timeControl()), e.rematch(),
        TimeUnit.NANOSECONDS.toMillis(now - e.arrivedNanos()))).toList();
  }

  private Comparator<Entry> order() {
    Comparator<Entry> rematchFirst = Comparator.<Entry, Boolean>comparing(e -> !e.rematch())
        .thenComparing(e -> !preferred(e));
    Comparator<Entry> byArrival = Comparator.comparingLong(Entry::sequence);
    return config.sortBy() == ChallengeQueueConfig.SortBy.BEST
        ? rematchFirst.thenComparing(Comparator.comparingInt(Entry::rating).reversed()).thenComparing(byArrival)
        : rematchFirst.thenComparing(byArrival);
  }

  /** Whether the challenger is of the kind {@code preference} puts first. */
  private boolean preferred(Entry entry) {
    boolean bot = entry.challenge().challenger() != null && entry.challenge().challenger().isBot();
    return switch (config.preference()) {
      case NONE -> false;
      case HUMAN -> !bot;
      case BOT -> bot;
    };
  }

  private static String show(TimeControl control) {
    if (control == null) {
      return "unlimited";
    }
    if (control.isClock()) {
      return control.show() != null ? control.show()
          : new dev.zeitnot.config.ClockSetting(control.limit() == null ? 0 : control.limit(),
              control.increment() == null ? 0 : control.increment()).toString();
    }
    return control.daysPerTurn() != null ? control.daysPerTurn() + " days" : "unlimited";
  }
}
