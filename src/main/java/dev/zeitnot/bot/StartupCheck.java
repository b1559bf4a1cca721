package dev.zeitnot.bot;

import dev.zeitnot.lichess.LichessApi;
import dev.zeitnot.lichess.LichessException;
import dev.zeitnot.lichess.LichessHttpException;
import dev.zeitnot.lichess.NotABotAccountException;
import dev.zeitnot.lichess.RateLimitedException;
import dev.zeitnot.lichess.TokenRefusedException;
import dev.zeitnot.lichess.model.Account;
import dev.zeitnot.lichess.model.TokenInfo;
import io.github.resilience4j.core.IntervalFunction;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The start-up checks of the token and the account, surviving an outage: network errors, 5xx and
 * 429 are waited out with backoff (from 1 s doubling to a minute, or the 429's own pause) until
 * the server answers or the bot is stopped. What waiting cannot mend ends the start: a token the
 * server does not know or that lacks {@code bot:play} ({@link TokenRefusedException}), or an
 * account that is not a BOT ({@link NotABotAccountException}).
 */
final class StartupCheck {

  private static final Logger log = LoggerFactory.getLogger(StartupCheck.class);
  static final IntervalFunction BACKOFF = IntervalFunction.ofExponentialRandomBackoff(
      Duration.ofSeconds(1), 2.0, 0.5, Duration.ofMinutes(1));

  private final LichessApi api;
  private final String serverUrl;
  private final CountDownLatch stopped;
  private final IntervalFunction backoff;

  /** Checks against {@code api} (on {@code serverUrl}) until done or {@code stopped} opens. */
  StartupCheck(LichessApi api, String serverUrl, CountDownLatch stopped, IntervalFunction backoff) {
    this.api = api;
    this.serverUrl = serverUrl.endsWith("/") ? serverUrl : serverUrl + "/";
    this.stopped = stopped;
    this.backoff = backoff;
  }

  /** The bot's account once the token and the account pass; empty if stopped while waiting. */
  Optional<Account> verify() throws InterruptedException {
    for (int attempt = 1; ; attempt++) {
      try {
        checkToken();
        return Optional.of(api.botAccount());
      } catch (LichessHttpException e) {
        if (e.isTokenRefused()) {
          throw refused(e);
        }
        if (!e.isServerError()) {
          throw e;
        }
        if (!waitBeforeTry(attempt, e, Duration.ofMillis(backoff.apply(attempt)))) {
          return Optional.empty();
        }
      } catch (RateLimitedException e) {
        if (!waitBeforeTry(attempt, e, e.retryAfter())) {
          return Optional.empty();
        }
      } catch (TokenRefusedException | NotABotAccountException e) {
        throw e;
      } catch (LichessException e) {
        if (!waitBeforeTry(attempt, e, Duration.ofMillis(backoff.apply(attempt)))) {
          return Optional.empty();
        }
      }
    }
  }

  private void checkToken() {
    TokenInfo token = api.testToken().orElseThrow(() -> new TokenRefusedException(
        "the server does not know the token (revoked, expired or mistyped)", serverUrl));
    if (!token.hasScope(TokenInfo.BOT_PLAY)) {
      throw new TokenRefusedException("the token of " + token.userId() + " lacks the bot:play "
          + "scope (it has: " + (token.scopes() == null || token.scopes().isBlank() ? "none"
          : token.scopes()) + ")", serverUrl);
    }
  }

  private TokenRefusedException refused(LichessHttpException e) {
    return new TokenRefusedException("the server refused the token (HTTP " + e.status() + " "
        + e.serverMessage() + ")", serverUrl);
  }

  /** Logs and waits; false when the bot was stopped meanwhile. */
  private boolean waitBeforeTry(int attempt, LichessException failure, Duration wait)
      throws InterruptedException {
    log.warn("cannot reach the server yet ({}); try {} in {} s", failure.getMessage(), attempt + 1,
        Math.max(1, wait.toSeconds()));
    return !stopped.await(wait.toNanos(), TimeUnit.NANOSECONDS);
  }
}
