package dev.zeitnot.bot.knowledge;

import dev.zeitnot.config.OnlineConfig;
import dev.zeitnot.config.OnlineSourceSettings;
import dev.zeitnot.config.ServerConfig;
import dev.zeitnot.config.TokenHosts;
import dev.zeitnot.lichess.online.OnlineSource;
import dev.zeitnot.lichess.online.OnlineSource.Credentials;
import java.util.function.LongSupplier;
import dev.zeitnot.lichess.online.OnlineHttp;

/**
 * The enabled online sources, shared by every game (one HTTP client, one 429 gate per source);
 * a disabled source is null. Only the opening explorer is given the bot's token (it requires
 * authentication), and only when its host is one {@link TokenHosts} allows (the server's, Lichess's own,
 * or one named in {@code online.send_token_to}); cloud eval and the tablebase are public, chessdb a third party.
 *
 * @param config the sources' settings
 * @param cloudEval the cloud evaluation, or null
 * @param explorer the opening explorer, or null
 * @param chessdb chessdb, or null
 * @param tablebase the tablebase, or null
 */
public record OnlineSources(OnlineConfig config, OnlineSource cloudEval, OnlineSource explorer,
    OnlineSource chessdb, OnlineSource tablebase) {

  /** No online source. */
  public static final OnlineSources NONE = new OnlineSources(OnlineConfig.DEFAULT, null, null, null, null);

  /**
   * The sources {@code config} enables for a bot on lichess.org; {@code nanoClock} is System::nanoTime
   * outside tests.
   */
  public static OnlineSources of(OnlineConfig config, OnlineHttp http, LongSupplier nanoClock) {
    return of(config, TokenHosts.of(new ServerConfig(ServerConfig.DEFAULT_URL, null), config), http, nanoClock);
  }

  /** The sources {@code config} enables, the explorer sending the token only to a host of {@code tokenHosts}. */
  public static OnlineSources of(OnlineConfig config, TokenHosts tokenHosts, OnlineHttp http, LongSupplier nanoClock) {
    Credentials explorer = tokenHosts.receives(config.explorer().source().url()) ? Credentials.TOKEN : Credentials.NONE;
    return new OnlineSources(config,
        source("cloud eval", config.cloudEval().source(), http, Credentials.NONE, nanoClock),
        source("explorer", config.explorer().source(), http, explorer, nanoClock),
        source("chessdb", config.chessdb().source(), http, Credentials.NONE, nanoClock),
        source("tablebase", config.tablebase().source(), http, Credentials.NONE, nanoClock));
  }

  private static OnlineSource source(String name, OnlineSourceSettings settings, OnlineHttp http,
      Credentials credentials, LongSupplier nanoClock) {
    return settings.enabled() ? new OnlineSource(name, settings.url(), http, credentials, nanoClock) : null;
  }
}
