package dev.zeitnot.lichess;

import dev.zeitnot.lichess.model.Account;
import dev.zeitnot.lichess.model.Challenge;
import dev.zeitnot.lichess.model.ChatMessage;
import dev.zeitnot.lichess.model.EventStreamEvent;
import dev.zeitnot.lichess.model.GameStreamEvent;
import dev.zeitnot.lichess.model.PlayingGames;
import dev.zeitnot.lichess.model.TokenInfo;
import dev.zeitnot.lichess.model.TournamentInfo;
import dev.zeitnot.lichess.model.TournamentList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * The calls a bot makes to a Lichess-compatible server. Every call blocks and throws a
 * {@link LichessException}: {@link LichessHttpException} (4xx/5xx with the server's text),
 * {@link RateLimitedException} (429, or the endpoint's gate still closed: fail fast, no waiting),
 * {@link LichessTransportException} (network). Reads and idempotent commands are retried on network
 * errors and 5xx within an overall budget ({@link RetrySettings}); challenge creation and chat are
 * tried once. Rate limits: see {@link RateLimitGate}.
 */
public interface LichessApi {

  /** POST /api/token/test for our own token: its user and scopes, or empty if the server does not know it. */
  Optional<TokenInfo> testToken();

  /**
   * Tells {@code watcher} (on the calling thread) whenever any call meets a refusal of the token
   * itself ({@link LichessHttpException#isTokenRefused()}): revoked, or without a needed scope.
   */
  void watchToken(Consumer<LichessHttpException> watcher);

  /** Tells {@code watcher} (on the calling thread) of each 429 the server answers, by endpoint. */
  default void watchRateLimits(Consumer<Endpoint> watcher) {}

  /** GET /api/account: who the token belongs to (check {@link Account#isBot()}). */
  Account account();

  /**
   * {@link #account()}, or a {@link NotABotAccountException} with the upgrade hint if it is no BOT.
   * (A default method so that test fakes need not implement it; the hint names lichess.org.)
   */
  default Account botAccount() {
    Account account = account();
    if (!account.isBot()) {
      throw new NotABotAccountException(account.username(), "https://lichess.org/");
    }
    return account;
  }

  /** GET /api/account/playing: our games in progress (up to 50). */
  PlayingGames playing();

  /** Opens /api/stream/event; events arrive on the stream's thread until it is closed. */
  StreamSubscription streamEvents(StreamListener<EventStreamEvent> listener);

  /**
   * Opens /api/bot/game/stream/{gameId}; the first event after every (re)connect is a gameFull.
   * A stream that ends without a finished status is reopened (EOF is no proof of a game's end);
   * one that ends right after a state with a finished status stops by itself. Close it when the
   * game is over anyway (or on shutdown).
   */
  StreamSubscription streamGame(String gameId, StreamListener<GameStreamEvent> listener);

  void acceptChallenge(String challengeId);

  void declineChallenge(String challengeId, DeclineReason reason);

  /** POST /api/challenge/{username}; not retried. A 429 with the daily bot-game cap closes the gate for its seconds. */
  Challenge createChallenge(ChallengeRequest request);

  void cancelChallenge(String challengeId);

  /**
   * Posts a move (UCI). Network errors and 5xx are retried only while {@code stillOurToMove} says
   * the game still waits for this move (asked before each retry). A 400 is never retried. A 429
   * closes this game's moves for about a second, more on repeated 429s (see {@link RateLimitGate}
   * and {@link RateLimitedException#retryAfter()}).
   */
  void move(String gameId, String uci, BooleanSupplier stillOurToMove);

  /**
   * As {@link #move(String, String, BooleanSupplier)}, running {@code sending} just before each
   * attempt goes out (retries included), so the caller can time the attempt the server accepted.
   */
  default void move(String gameId, String uci, BooleanSupplier stillOurToMove, Runnable sending) {
    sending.run();
    move(gameId, uci, stillOurToMove);
  }

  /** As {@link #move(String, String, BooleanSupplier)}, also offering (true) or declining (false) a draw. */
  void move(String gameId, String uci, boolean offeringDraw, BooleanSupplier stillOurToMove);

  /** As {@link #move(String, String, boolean, BooleanSupplier)}, running {@code sending} as each try goes out. */
  default void move(String gameId, String uci, boolean offeringDraw, BooleanSupplier stillOurToMove,
      Runnable sending) {
    sending.run();
    move(gameId, uci, offeringDraw, stillOurToMove);
  }

  void abort(String gameId);

  void resign(String gameId);

  /** Offers or accepts (true) / declines or withdraws (false) a draw. */
  void draw(String gameId, boolean accept);

  /** Accepts (true) or declines (false) the opponent's takeback proposal; proposes one when none stands. */
  void takeback(String gameId, boolean accept);

  void claimVictory(String gameId);

  void claimDraw(String gameId);

  /** Says something in a game's chat (1-140 characters); not retried. */
  void sendChat(String gameId, ChatRoom room, String text);

  /** GET /api/bot/game/{gameId}/chat: the player chat so far. */
  List<ChatMessage> readChat(String gameId);

  /** GET /api/bot/online: up to {@code count} bots online now (1-512). */
  List<Account> onlineBots(int count);

  /** GET /game/export/{gameId} as PGN (ongoing games are cut by 3 moves). */
  String exportGamePgn(String gameId);

  /** GET /api/tournament: the arenas upcoming, running and recently finished. */
  TournamentList tournaments();

  /** GET /api/tournament/{id}: one arena, with our place in it ({@link TournamentInfo#me()}). */
  TournamentInfo tournament(String id);

  /**
   * POST /api/tournament/{id}/join with {@code pairMeAsap} (a bot is never on the tournament page);
   * {@code team} and {@code password} are sent when not null. Joins are limited to 30 in 10 minutes.
   */
  void joinTournament(String id, String team, String password);

  /** POST /api/tournament/{id}/withdraw: no more pairings (a running game is still played). */
  void withdrawFromTournament(String id);
}
