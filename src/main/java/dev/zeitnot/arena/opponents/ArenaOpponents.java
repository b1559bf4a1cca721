package dev.zeitnot.arena.opponents;

import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.http.ApiError;
import dev.zeitnot.arena.lobby.ArenaChallenge;
import dev.zeitnot.arena.lobby.Lobby;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The accounts the arena plays itself: each has a factory that makes an {@link ArenaPlayer} per
 * game. They accept every playable challenge made to them and take their seat in every game
 * they are in; one told to (see {@link Arena#rematch}) offers a rematch the moment a game ends.
 */
public final class ArenaOpponents {

  private static final Logger LOG = LoggerFactory.getLogger(ArenaOpponents.class);

  private final Map<String, Supplier<ArenaPlayer>> factories = new ConcurrentHashMap<>();
  /** How many more rematches each opponent offers, one the moment each of its games ends. */
  private final Map<String, AtomicInteger> rematches = new ConcurrentHashMap<>();
  private final ExecutorService workers;

  public ArenaOpponents(ExecutorService workers) {
    this.workers = workers;
  }

  public void add(ArenaAccount account, Supplier<ArenaPlayer> factory) {
    factories.put(account.id(), factory);
  }

  public void setRematches(ArenaAccount account, int times) {
    rematches.put(account.id(), new AtomicInteger(times));
  }

  public boolean plays(ArenaAccount account) {
    return factories.containsKey(account.id());
  }

  /** Hooks the opponents into a lobby (again after a restart). */
  public void attach(Lobby lobby) {
    factories.keySet().forEach(id -> lobby.accounts().byName(id)
        .ifPresent(account -> lobby.events().markAlwaysOnline(account)));
    lobby.onChallenge(challenge -> {
      if (plays(challenge.destUser())) {
        workers.execute(() -> answer(lobby, challenge));
      }
    });
    lobby.onGameFinish(game -> {
      for (int color = 0; color < 2; color++) {
        ArenaAccount player = game.setup().player(color);
        AtomicInteger left = rematches.get(player.id());
        if (left != null && left.getAndUpdate(n -> Math.max(0, n - 1)) > 0) {
          workers.execute(() -> offerRematch(lobby, game, player));
        }
      }
    });
    lobby.onGameStart(game -> {
      for (int color = 0; color < 2; color++) {
        ArenaAccount player = game.setup().player(color);
        Supplier<ArenaPlayer> factory = factories.get(player.id());
        if (factory != null) {
          new OpponentSeat(game, player, factory.get(), workers).sit();
        }
      }
    });
  }

  private static void offerRematch(Lobby lobby, ArenaGame game, ArenaAccount player) {
    try {
      lobby.createRematch(game, player);
    } catch (ApiError e) {
      LOG.info("{} could not offer a rematch of {}: {}", player.username(), game.id(), e.getMessage());
    }
  }

  private static void answer(Lobby lobby, ArenaChallenge challenge) {
    try {
      if (challenge.variant().playable()) {
        lobby.accept(challenge.id(), challenge.destUser());
      } else {
        lobby.decline(challenge.id(), challenge.destUser(), "variant");
      }
    } catch (ApiError e) {
      LOG.info("{} could not answer challenge {}: {}", challenge.destUser().username(),
          challenge.id(), e.getMessage());
    }
  }
}
