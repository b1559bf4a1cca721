package dev.zeitnot.bot.tournament;

import dev.zeitnot.bot.service.BotService;
import dev.zeitnot.config.TournamentsConfig;
import dev.zeitnot.lichess.LichessApi;
import dev.zeitnot.lichess.LichessException;
import dev.zeitnot.lichess.LichessHttpException;
import dev.zeitnot.lichess.RateLimitedException;
import dev.zeitnot.lichess.model.EventStreamEvent;
import dev.zeitnot.lichess.model.GameFinishEvent;
import dev.zeitnot.lichess.model.GameStartEvent;
import dev.zeitnot.lichess.model.Tournament;
import dev.zeitnot.lichess.model.TournamentInfo;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiPredicate;
import java.util.function.IntSupplier;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Takes the bot into arena tournaments ({@code tournaments} in the config): joins the listed arenas
 * and, with {@code auto_join}, arenas of the server's list that allow bots, within the owner's limits;
 * keeps one real-time slot free for each joined arena from shortly before its start while no game of
 * it runs ({@link #reserved()}), so a pairing never finds the bot full; and withdraws from every arena
 * it is in on {@link #stop()}. It never berserks (it has no call for it). {@link #check()} reads the
 * server (every {@code check_seconds}); the bot feeds it the event stream ({@link #onEvent}).
 */
public final class TournamentEntrant implements BotService {

  private static final Logger log = LoggerFactory.getLogger(TournamentEntrant.class);
  /** A 429 without a time closes every endpoint but moves for a minute. */
  private static final Duration RATE_LIMIT_PAUSE = Duration.ofMinutes(1);
  /** Slack beyond one check before an arena's start from which its slot is kept free. */
  private static final Duration RESERVE_AHEAD = Duration.ofMinutes(1);

  private final TournamentsConfig config;
  private final LichessApi api;
  private final Clock clock;
  private final IntSupplier freeSlots;
  private final ArenaChoice choice;
  private final Map<String, JoinedArena> joined = new ConcurrentHashMap<>();
  /** Running arena games: game id to arena id. */
  private final Map<String, String> games = new ConcurrentHashMap<>();
  /** Arenas not to join (again): refused, over, or already tried by auto-join. */
  private final Set<String> done = new HashSet<>();
  private final Set<String> waitingLogged = new HashSet<>();
  private LocalDate day = LocalDate.MIN;
  private int autoJoinedToday;
  private Instant pausedUntil = Instant.MIN;
  private volatile boolean stopped;

  /**
   * @param freeSlots real-time slots of {@code challenge.concurrency} not taken by a game or an
   *     accepted challenge (reserved ones included)
   */
  public TournamentEntrant(TournamentsConfig config, LichessApi api, Clock clock, IntSupplier freeSlots) {
    this.config = config;
    this.api = api;
    this.clock = clock;
    this.freeSlots = freeSlots;
    this.choice = new ArenaChoice(config);
  }

  /** Auto-joins only arenas whose variant (the server's key) at their speed {@code playable} says an engine plays. */
  public void playable(BiPredicate<String, String> playable) {
    choice.playable(playable);
  }

  /** The real-time slots kept free: joined arenas that start soon or run, with no game of theirs running. */
  public int reserved() {
    return reservedBesides("");
  }

  private int reservedBesides(String arenaId) {
    Instant horizon = clock.instant().plus(Duration.ofSeconds(config.checkSeconds())).plus(RESERVE_AHEAD);
    Set<String> playing = new HashSet<>(games.values());
    return (int) joined.values().stream()
        .filter(arena -> !arena.id().equals(arenaId) && !arena.startsAt().isAfter(horizon)
            && !playing.contains(arena.id())).count();
  }

  /** The ids of the arenas the bot is in now. */
  public Set<String> joined() {
    return Set.copyOf(joined.keySet());
  }

  /** The arenas the bot is in, a line each for the bot's page: name, id and when it starts (or that it runs). */
  public List<String> describe() {
    Instant now = clock.instant();
    return joined.values().stream().sorted(Comparator.comparing(JoinedArena::startsAt))
        .map(arena -> arena.name() + " (" + arena.id() + "), "
            + (arena.startsAt().isAfter(now) ? "starts at " + arena.startsAt().truncatedTo(ChronoUnit.SECONDS)
                : "running" + (games.containsValue(arena.id()) ? ", a game of it in progress" : "")))
        .toList();
  }

  /** A gameStart or gameFinish of an arena game: its arena's slot is the game's while it runs. */
  @Override
  public void onEvent(EventStreamEvent event) {
    if (event instanceof GameStartEvent start && start.game().tournamentId() != null) {
      String arena = start.game().tournamentId();
      games.put(start.game().gameId(), arena);
      if (!stopped && joined.putIfAbsent(arena, new JoinedArena(arena, arena, Instant.MIN, false)) == null) {
        log.info("tournament {}: playing a pairing of an arena joined before; it is withdrawn from on stop", arena);
      }
    } else if (event instanceof GameFinishEvent finish) {
      games.remove(finish.game().gameId());
    }
  }

  /** Reads the joined arenas (over? paused?), joins the listed ones and, with auto-join, one from the list. */
  @Override
  public String name() {
    return "tournaments";
  }

  @Override
  public Duration period() {
    return Duration.ofSeconds(config.checkSeconds());
  }

  @Override
  public void tick() {
    check();
  }

  public synchronized void check() {
    Instant now = clock.instant();
    if (stopped || now.isBefore(pausedUntil)) {
      return;
    }
    try {
      for (JoinedArena arena : List.copyOf(joined.values())) {
        TournamentInfo info = refresh(arena, now);
        if (info != null && info.me() != null && info.me().withdraw()) {
          log.info("tournament {}: the server paused us in {}; joining again", arena.id(), info.fullName());
          join(arena, config.teams().get(arena.id()), config.passwords().get(arena.id()), now);
        }
      }
      for (String id : config.join()) {
        if (!joined.containsKey(id) && !done.contains(id)) {
          join(new JoinedArena(id, id, now, false), config.teams().get(id), config.passwords().get(id), now);
        }
      }
      if (config.autoJoin()) {
        autoJoin(now);
      }
    } catch (RateLimitedException e) {
      pausedUntil = now.plus(e.retryAfter().compareTo(RATE_LIMIT_PAUSE) > 0 ? e.retryAfter() : RATE_LIMIT_PAUSE);
      log.warn("tournaments paused until {}: {}", pausedUntil, e.getMessage());
    } catch (LichessException e) {
      log.debug("tournaments: {} (trying again at the next check)", e.getMessage());
    }
  }

  /** Withdraws from every joined arena and joins no more (the owner stops the bot). */
  @Override
  public synchronized void stop() {
    stopped = true;
    for (JoinedArena arena : List.copyOf(joined.values())) {
      try {
        api.withdrawFromTournament(arena.id());
        log.info("tournament {}: withdrew from {}", arena.id(), arena.name());
      } catch (LichessException e) {
        log.warn("tournament {}: could not withdraw ({})", arena.id(), e.getMessage());
      }
      joined.remove(arena.id());
    }
  }

  /** Reads a joined arena: leaves it when it is over or gone (returns null), else notes its start. */
  private TournamentInfo refresh(JoinedArena arena, Instant now) {
    TournamentInfo info;
    try {
      info = api.tournament(arena.id());
    } catch (LichessHttpException e) {
      if (e.status() != 404) {
        throw e;
      }
      log.warn("tournament {}: the server no longer knows it; leaving it", arena.id());
      leave(arena);
      return null;
    }
    String name = info.fullName() == null ? arena.name() : info.fullName();
    if (info.isFinished()) {
      String rank = info.me() == null || info.me().rank() == null ? "" : ", our rank " + info.me().rank();
      log.info("tournament {}: {} is over{}", arena.id(), name, rank);
      leave(arena);
      return null;
    }
    Instant start = info.isStarted() ? now
        : now.plusSeconds(info.secondsToStart() == null ? 0 : info.secondsToStart());
    joined.put(arena.id(), new JoinedArena(arena.id(), name, start, arena.autoJoined()));
    return info;
  }

  private void leave(JoinedArena arena) {
    joined.remove(arena.id());
    done.add(arena.id());
  }

  private void autoJoin(Instant now) {
    LocalDate today = now.atZone(ZoneOffset.UTC).toLocalDate();
    if (!today.equals(day)) {
      day = today;
      autoJoinedToday = 0;
    }
    if (autoJoinedToday >= config.maxPerDay()) {
      return;
    }
    var list = api.tournaments();
    Stream.concat(list.started().stream(), list.created().stream())
        .filter(arena -> !joined.containsKey(arena.id()) && !done.contains(arena.id()) && choice.fits(arena, now))
        .min(Comparator.comparingLong(Tournament::startsAt))
        .ifPresent(arena -> {
          if (join(new JoinedArena(arena.id(), arena.fullName(), Instant.ofEpochMilli(arena.startsAt()), true),
              null, null, now)) {
            autoJoinedToday++;
            done.add(arena.id());
          }
        });
  }

  /** Joins when a slot beyond the reserved ones is free; returns whether it joined. */
  private boolean join(JoinedArena arena, String team, String password, Instant now) {
    if (freeSlots.getAsInt() - reservedBesides(arena.id()) < 1) {
      if (waitingLogged.add(arena.id())) {
        log.info("tournament {}: waiting for a free slot to join {}", arena.id(), arena.name());
      }
      return false;
    }
    try {
      api.joinTournament(arena.id(), team, password);
    } catch (LichessHttpException e) {
      log.warn("tournament {}: the server refused our entry to {} ({}); not trying again", arena.id(),
          arena.name(), e.serverMessage());
      leave(arena);
      return false;
    }
    waitingLogged.remove(arena.id());
    joined.put(arena.id(), arena);
    log.info("tournament {}: joined {}", arena.id(), arena.name());
    refreshQuietly(arena, now);
    return true;
  }

  // The start time and name of a listed id are known only from the arena itself.
  private void refreshQuietly(JoinedArena arena, Instant now) {
    try {
      refresh(joined.getOrDefault(arena.id(), arena), now);
    } catch (LichessException e) {
      log.debug("tournament {}: could not read it after joining ({})", arena.id(), e.getMessage());
    }
  }
}
