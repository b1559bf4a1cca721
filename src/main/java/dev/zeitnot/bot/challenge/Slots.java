package dev.zeitnot.bot.challenge;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * The bot's game slots: a slot is taken from the moment a challenge is accepted (its gameStart
 * may take a moment) and free again at the first sign that the game is over. An accepted
 * challenge whose game never starts gives its slot back after a while, or at once when the
 * server's list of our games shows it is not there. Correspondence and unlimited games have a
 * pool of their own, apart from the real-time games. Thread-safe; no calls to the server.
 */
public final class Slots {

  /** How long an accepted challenge may wait for its gameStart before its slot is given back. */
  public static final long ACCEPTED_TTL_NANOS = TimeUnit.SECONDS.toNanos(60);
  /** An acceptance younger than this is not judged by the server's list of games (it may lag). */
  public static final long RECONCILE_GRACE_NANOS = TimeUnit.SECONDS.toNanos(10);

  private record Accepted(String opponentId, long atNanos, boolean correspondence, boolean bot) {}

  private record Live(String opponentId, boolean correspondence, boolean bot) {}

  private final LongSupplier nanoClock;
  private final Map<String, Accepted> accepted = new HashMap<>();
  private final Map<String, Live> live = new HashMap<>();

  public Slots(LongSupplier nanoClock) {
    this.nanoClock = nanoClock;
  }

  /**
   * Slots in use in one pool (real-time, or {@code correspondence} and unlimited): accepted
   * challenges waiting for their game, and games not yet over.
   */
  public synchronized int taken(boolean correspondence) {
    return (int) (accepted.values().stream().filter(a -> a.correspondence() == correspondence).count()
        + live.values().stream().filter(l -> l.correspondence() == correspondence).count());
  }

  /** Real-time slots held by games against bots and accepted bot challenges (for the human reserve). */
  public synchronized int takenByBots() {
    return (int) (accepted.values().stream().filter(a -> !a.correspondence() && a.bot()).count()
        + live.values().stream().filter(l -> !l.correspondence() && l.bot()).count());
  }

  /** Games (and accepted challenges) of one pool against {@code opponentId} that hold a slot. */
  public synchronized int against(String opponentId, boolean correspondence) {
    String id = opponentId.toLowerCase(Locale.ROOT);
    return (int) (live.values().stream().filter(l -> l.correspondence() == correspondence
        && l.opponentId().equals(id)).count()
        + accepted.values().stream().filter(a -> a.correspondence() == correspondence
        && a.opponentId().equals(id)).count());
  }

  /**
   * We accepted challenge {@code id} from {@code opponentId} (a {@code bot} or not): its slot is taken
   * until it starts or expires.
   */
  public synchronized void accepted(String id, String opponentId, boolean correspondence, boolean bot) {
    accepted.put(id, new Accepted(opponentId.toLowerCase(Locale.ROOT), nanoClock.getAsLong(), correspondence,
        bot));
  }

  public synchronized boolean isAccepted(String id) {
    return accepted.containsKey(id);
  }

  /** The acceptance of {@code id} did not go through: its slot is free. */
  public synchronized void acceptFailed(String id) {
    accepted.remove(id);
  }

  /**
   * Game {@code id} is being played (its accepted slot, if any, becomes the game's, and a game of an
   * accepted bot challenge counts as a bot game).
   */
  public synchronized void started(String id, String opponentId, boolean correspondence) {
    Accepted acceptance = accepted.remove(id);
    live.put(id, new Live(opponentId.toLowerCase(Locale.ROOT), correspondence,
        acceptance != null && acceptance.bot()));
  }

  /** Whether game {@code id} holds a slot as a running game. */
  public synchronized boolean isLive(String id) {
    return live.containsKey(id);
  }

  /** Game or challenge {@code id} is over (or gone); returns whether that freed a slot. */
  public synchronized boolean release(String id) {
    return live.remove(id) != null | accepted.remove(id) != null;
  }

  /** Gives back the slots of acceptances whose game has not started within {@link #ACCEPTED_TTL_NANOS}. */
  public synchronized List<String> expireAccepted() {
    long now = nanoClock.getAsLong();
    return dropAccepted(id -> now - accepted.get(id).atNanos() >= ACCEPTED_TTL_NANOS);
  }

  /**
   * Gives back the slots of acceptances (older than {@link #RECONCILE_GRACE_NANOS}) whose game is
   * not among {@code playing}, the server's list of our games in progress.
   */
  public synchronized List<String> reconcile(Set<String> playing) {
    long now = nanoClock.getAsLong();
    return dropAccepted(id -> !playing.contains(id) && now - accepted.get(id).atNanos() >= RECONCILE_GRACE_NANOS);
  }

  private List<String> dropAccepted(java.util.function.Predicate<String> stale) {
    List<String> dropped = new ArrayList<>();
    for (String id : List.copyOf(accepted.keySet())) {
      if (stale.test(id)) {
        accepted.remove(id);
        dropped.add(id);
      }
    }
    return dropped;
  }
}
