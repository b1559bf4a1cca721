package dev.zeitnot.arena.tournaments;

import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.http.ApiError;
import dev.zeitnot.arena.lobby.Lobby;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The arena's tournaments: creates them, pairs their waiting players about once a second (only
 * players whose event stream is open, or that the arena plays itself), scores their games as they
 * end, and logs the standings when one is finished. Outlives an arena restart ({@link #attach}).
 */
public final class ArenaTournaments {

  private static final Logger LOG = LoggerFactory.getLogger(ArenaTournaments.class);
  private static final long PAIRING_INTERVAL_MS = 1_000;

  private final Map<String, ArenaTournament> tournaments = new ConcurrentHashMap<>();
  private final Set<String> announced = ConcurrentHashMap.newKeySet();
  private final LongSupplier wallClock;
  private volatile Lobby lobby;
  private long lastPairingMs;

  public ArenaTournaments(LongSupplier wallClock) {
    this.wallClock = wallClock;
  }

  /** Follows the games of {@code lobby} (again after a restart). */
  public void attach(Lobby fresh) {
    fresh.onGameFinish(game -> {
      String id = game.setup().tournamentId();
      if (id != null && tournaments.containsKey(id)) {
        tournaments.get(id).finished(game, wallClock.getAsLong());
      }
    });
    this.lobby = fresh;
  }

  /** A new tournament from the fields of the create form (see {@link TournamentForm}). */
  public ArenaTournament create(ArenaAccount creator, Map<String, String> form) {
    ArenaTournament tournament = new ArenaTournament(lobby.newId(8),
        TournamentForm.parse(creator, form, wallClock.getAsLong()));
    tournaments.put(tournament.id(), tournament);
    ArenaTournament.Spec spec = tournament.spec();
    LOG.info("Tournament {} created by {}: {}, {}+{}, {} s from now for {} s{}", tournament.id(), creator.username(),
        spec.name(), spec.limitSeconds(), spec.incrementSeconds(),
        (spec.startsAtMs() - wallClock.getAsLong()) / 1000, (spec.finishesAtMs() - spec.startsAtMs()) / 1000,
        spec.botsAllowed() ? ", bots allowed" : "");
    return tournament;
  }

  public Optional<ArenaTournament> get(String id) {
    return Optional.ofNullable(tournaments.get(id));
  }

  public Collection<ArenaTournament> all() {
    return List.copyOf(tournaments.values());
  }

  /** The tournaments' date now, in epoch milliseconds (it moves with the arena's time source). */
  public long now() {
    return wallClock.getAsLong();
  }

  public void join(String id, ArenaAccount account, String password) {
    tournament(id).join(account, password, now());
    LOG.info("Tournament {}: {} joins", id, account.username());
  }

  public void withdraw(String id, ArenaAccount account) {
    tournament(id).withdraw(account);
    LOG.info("Tournament {}: {} withdraws", id, account.username());
  }

  /** Pairs the waiting players of the running tournaments (at most once a second); announces finished ones. */
  public void tick() {
    long now = now();
    if (now - lastPairingMs < PAIRING_INTERVAL_MS) {
      return;
    }
    lastPairingMs = now;
    Lobby current = lobby;
    for (ArenaTournament tournament : tournaments.values()) {
      for (TournamentPairing.Pair pair : tournament.pairings(now, current::isOnline)) {
        ArenaTournament.Spec spec = tournament.spec();
        ArenaGame game = current.startPairing(tournament.id(), tournament.account(pair.white()),
            tournament.account(pair.black()), spec.variant(), spec.rated(), spec.limitSeconds(),
            spec.incrementSeconds());
        tournament.started(game);
      }
      if (tournament.isFinished(now) && announced.add(tournament.id())) {
        LOG.info("Tournament {} ({}) is over after {} games: {}", tournament.id(), tournament.spec().name(),
            tournament.gamesPlayed(), tournament.standings().stream()
                .map(s -> s.rank() + ". " + s.account().username() + " " + s.score())
                .collect(Collectors.joining(", ")));
      }
    }
  }

  private ArenaTournament tournament(String id) {
    ArenaTournament tournament = tournaments.get(id);
    if (tournament == null) {
      throw ApiError.notFound("Tournament not found");
    }
    return tournament;
  }
}
