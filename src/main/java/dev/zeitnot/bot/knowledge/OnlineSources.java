package dev.zeitnot.bot.knowledge;

import dev.zeitnot.config.OnlineConfig;
import dev.zeitnot.config.OnlineSourceSettings;
import dev.zeitnot.lichess.online.OnlineSource;
import java.util.function.LongSupplier;
import dev.zeitnot.lichess.online.OnlineHttp;

/**
 * The enabled online sources, shared by every game (one HTTP client, one 429 gate per source);
 * a disabled source is null.
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

  /** The sources {@code config} enables; {@code nanoClock} is System::nanoTime outside tests. */
  public static OnlineSources of(OnlineConfig config, OnlineHttp http, LongSupplier nanoClock) {
    return new OnlineSources(config,
        source("cloud eval", config.cloudEval().source(), http, nanoClock),
        source("explorer", config.explorer().source(), http, nanoClock),
        source("chessdb", config.chessdb().source(), http, nanoClock),
        source("tablebase", config.tablebase().source(), http, nanoClock));
  }

  private static OnlineSource source(String name, OnlineSourceSettings settings, OnlineHttp http,
      LongSupplier nanoClock) {
    return settings.enabled() ? new OnlineSource(name, settings.url(), http, nanoClock) : null;
  }
}
