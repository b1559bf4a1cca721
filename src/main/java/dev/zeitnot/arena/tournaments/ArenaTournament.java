package dev.zeitnot.arena.tournaments;

import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.games.ArenaGameStatus;
import dev.zeitnot.arena.games.ArenaVariant;
import dev.zeitnot.arena.http.ApiError;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * One arena tournament on the arena: who joined (and withdrew), each player's {@link TournamentSheet},
 * the games it paired. It pairs from its start until its end time; after that no new game starts,
 * the running ones finish, and then it is finished with final standings. Times are epoch
 * milliseconds. Thread-safe (every method holds the tournament's lock).
 */
public final class ArenaTournament {

  /** What the tournament was created with. */
  public record Spec(String name, String createdBy, ArenaVariant variant, boolean rated, int limitSeconds,
      int incrementSeconds, long startsAtMs, long finishesAtMs, boolean botsAllowed, String password) {}

  /** One line of the standings. */
  public record Standing(int rank, ArenaAccount account, int score, String sheet, int games, boolean withdrawn,
      boolean onFire) {}

  private static final class Player {
    final ArenaAccount account;
    final TournamentSheet sheet = new TournamentSheet();
    boolean withdrawn;
    String gameId;
    String lastOpponent;
    long freeSinceMs;
    int whites;

    Player(ArenaAccount account, long nowMs) {
      this.account = account;
      this.freeSinceMs = nowMs;
    }
  }

  private final String id;
  private final Spec spec;
  private final Map<String, Player> players = new LinkedHashMap<>();
  private final Map<String, ArenaGame> running = new LinkedHashMap<>();
  /** Games that ended before {@link #started} saw them (a very short game on a busy machine). */
  private final Map<String, Long> endedEarly = new LinkedHashMap<>();
  private int gamesPlayed;

  ArenaTournament(String id, Spec spec) {
    this.id = id;
    this.spec = spec;
  }

  public String id() {
    return id;
  }

  public Spec spec() {
    return spec;
  }

  /** 10 before the start, 20 from the start until the last game after the end time is over, then 30. */
  public synchronized int status(long nowMs) {
    if (nowMs < spec.startsAtMs()) {
      return 10;
    }
    return nowMs < spec.finishesAtMs() || !running.isEmpty() ? 20 : 30;
  }

  public synchronized boolean isFinished(long nowMs) {
    return status(nowMs) == 30;
  }

  /** Enters {@code account} (again, after a withdrawal); a 400 when it may not. */
  synchronized void join(ArenaAccount account, String password, long nowMs) {
    if (nowMs >= spec.finishesAtMs()) {
      throw ApiError.badRequest("This tournament is finished");
    }
    if (account.isBot() && !spec.botsAllowed()) {
      throw ApiError.badRequest("Bot accounts cannot join this tournament");
    }
    if (spec.password() != null && !spec.password().equals(password)) {
      throw ApiError.badRequest("Wrong entry code");
    }
    Player player = players.computeIfAbsent(account.id(), key -> new Player(account, nowMs));
    player.withdrawn = false;
  }

  /** No more pairings for {@code account}; its score stays in the standings. */
  synchronized void withdraw(ArenaAccount account) {
    Player player = players.get(account.id());
    if (player == null) {
      throw ApiError.badRequest("You are not in this tournament");
    }
    player.withdrawn = true;
  }

  /** Whether {@code account} joined and has not withdrawn. */
  public synchronized boolean isActive(ArenaAccount account) {
    Player player = players.get(account.id());
    return player != null && !player.withdrawn;
  }

  public synchronized boolean hasJoined(ArenaAccount account) {
    return players.containsKey(account.id());
  }

  /** The pairs to start now: active players without a game, present ({@code present}), while it runs. */
  synchronized List<TournamentPairing.Pair> pairings(long nowMs, Predicate<ArenaAccount> present) {
    if (nowMs < spec.startsAtMs() || nowMs >= spec.finishesAtMs()) {
      return List.of();
    }
    List<TournamentPairing.Waiting> waiting = new ArrayList<>();
    for (Player player : players.values()) {
      if (!player.withdrawn && player.gameId == null && present.test(player.account)) {
        waiting.add(new TournamentPairing.Waiting(player.account.id(), player.sheet.score(),
            player.account.rating(), player.lastOpponent, player.freeSinceMs, player.whites));
      }
    }
    return TournamentPairing.pair(waiting, nowMs);
  }

  synchronized ArenaAccount account(String accountId) {
    return players.get(accountId).account;
  }

  /** A paired game started. */
  synchronized void started(ArenaGame game) {
    running.put(game.id(), game);
    Player white = players.get(game.setup().white().id());
    Player black = players.get(game.setup().black().id());
    white.gameId = game.id();
    white.whites++;
    black.gameId = game.id();
    Long endedAt = endedEarly.remove(game.id());
    if (endedAt != null) {
      finished(game, endedAt);
    }
  }

  /** A paired game ended: both sheets get its result; both players wait for the next pairing. */
  synchronized void finished(ArenaGame game, long nowMs) {
    if (running.remove(game.id()) == null) {
      endedEarly.put(game.id(), nowMs);
      return;
    }
    gamesPlayed++;
    int winner = game.winner();
    boolean aborted = game.status() == ArenaGameStatus.ABORTED;
    for (int color = 0; color < 2; color++) {
      Player player = players.get(game.setup().player(color).id());
      player.gameId = null;
      player.freeSinceMs = nowMs;
      player.lastOpponent = game.setup().player(1 - color).id();
      if (!aborted) {
        player.sheet.add(winner < 0 ? TournamentSheet.Result.DRAW
            : winner == color ? TournamentSheet.Result.WIN : TournamentSheet.Result.LOSS);
      }
    }
  }

  public synchronized int gamesPlayed() {
    return gamesPlayed;
  }

  public synchronized int playerCount() {
    return players.size();
  }

  /** The id of {@code account}'s running game here, or null. */
  public synchronized String gameOf(ArenaAccount account) {
    Player player = players.get(account.id());
    return player == null ? null : player.gameId;
  }

  /** Ranked by score, then rating, then name; equal scores share no rank (as Lichess lists them). */
  public synchronized List<Standing> standings() {
    List<Player> ranked = new ArrayList<>(players.values());
    ranked.sort(Comparator.comparingInt((Player p) -> p.sheet.score())
        .thenComparingInt(p -> p.account.rating()).reversed()
        .thenComparing(p -> p.account.username()));
    List<Standing> standings = new ArrayList<>();
    for (int i = 0; i < ranked.size(); i++) {
      Player p = ranked.get(i);
      standings.add(new Standing(i + 1, p.account, p.sheet.score(), p.sheet.scores(), p.sheet.games(),
          p.withdrawn, p.sheet.onFire()));
    }
    return standings;
  }
}
