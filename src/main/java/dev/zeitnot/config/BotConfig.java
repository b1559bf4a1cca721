package dev.zeitnot.config;

import dev.zeitnot.chess.Variant;

/**
 * Everything the bot is configured with, read from one YAML file by {@link ConfigLoader}.
 *
 * @param server where to play
 * @param engine which engine plays
 * @param time client-side time management
 * @param challenge which challenges are accepted
 * @param game behaviour inside games
 * @param book the opening books
 * @param online the online knowledge sources
 * @param matchmaking when and whom the bot challenges on its own
 * @param ops the optional health and metrics endpoint
 * @param tournaments the arena tournaments the bot joins
 * @param variantEngines the engines chosen per variant and per speed ({@code engine.variants},
 *     {@code engine.speeds}), beside the main one
 * @param syzygy the local Syzygy tablebases ({@code knowledge.syzygy})
 */
public record BotConfig(
    ServerConfig server, EngineConfig engine, TimeConfig time, ChallengeConfig challenge,
    GameConfig game, BookConfig book, OnlineConfig online, MatchmakingConfig matchmaking, OpsConfig ops,
    TournamentsConfig tournaments, VariantEngines variantEngines, SyzygyConfig syzygy) {

  /** No local tablebases. */
  public BotConfig(ServerConfig server, EngineConfig engine, TimeConfig time, ChallengeConfig challenge,
      GameConfig game, BookConfig book, OnlineConfig online, MatchmakingConfig matchmaking, OpsConfig ops,
      TournamentsConfig tournaments, VariantEngines variantEngines) {
    this(server, engine, time, challenge, game, book, online, matchmaking, ops, tournaments, variantEngines,
        SyzygyConfig.DEFAULT);
  }

  /** Every variant game played by the main engine. */
  public BotConfig(ServerConfig server, EngineConfig engine, TimeConfig time, ChallengeConfig challenge,
      GameConfig game, BookConfig book, OnlineConfig online, MatchmakingConfig matchmaking, OpsConfig ops,
      TournamentsConfig tournaments) {
    this(server, engine, time, challenge, game, book, online, matchmaking, ops, tournaments, VariantEngines.NONE);
  }

  /** The engine for a game of {@code variant}: the one {@code engine.variants} names, or the main engine. */
  public EngineConfig engineFor(Variant variant) {
    return variantEngines.forVariant(variant, engine);
  }

  /**
   * The engine for a game of {@code variant} at {@code speed} (null: unknown), the first set of
   * {@code engine.variants.<key>.speeds.<speed>}, {@code engine.variants.<key>}, {@code engine.speeds.<speed>}
   * and the main engine.
   */
  public EngineConfig engineFor(Variant variant, String speed) {
    return variantEngines.forGame(variant, speed, engine);
  }

  /** The engine for {@code game}: the choice with the most conditions that hold ({@link KindCondition}). */
  public EngineConfig engineFor(GameKind game) {
    return variantEngines.forGame(game, engine);
  }

  /** The defaults against {@code url} (e.g. a local arena): for tests and the demo. */
  public static BotConfig forServer(String url) {
    String problem = ServerConfig.urlProblem(url);
    if (problem != null) {
      throw new ConfigException("server.url: " + ServerConfig.shown(url) + " " + problem);
    }
    return new BotConfig(new ServerConfig(url, null), EngineConfig.Builtin.DEFAULT,
        TimeConfig.DEFAULT, ChallengeConfig.DEFAULT, GameConfig.DEFAULT, BookConfig.DEFAULT, OnlineConfig.DEFAULT,
        MatchmakingConfig.DEFAULT, OpsConfig.DEFAULT, TournamentsConfig.DEFAULT);
  }

  public BotConfig withChallenge(ChallengeConfig value) {
    return new BotConfig(server, engine, time, value, game, book, online, matchmaking, ops, tournaments,
        variantEngines, syzygy);
  }

  public BotConfig withGame(GameConfig value) {
    return new BotConfig(server, engine, time, challenge, value, book, online, matchmaking, ops, tournaments,
        variantEngines, syzygy);
  }

  public BotConfig withTime(TimeConfig value) {
    return new BotConfig(server, engine, value, challenge, game, book, online, matchmaking, ops, tournaments,
        variantEngines, syzygy);
  }

  public BotConfig withEngine(EngineConfig value) {
    return new BotConfig(server, value, time, challenge, game, book, online, matchmaking, ops, tournaments,
        variantEngines, syzygy);
  }

  public BotConfig withBook(BookConfig value) {
    return new BotConfig(server, engine, time, challenge, game, value, online, matchmaking, ops, tournaments,
        variantEngines, syzygy);
  }

  public BotConfig withOnline(OnlineConfig value) {
    return new BotConfig(server, engine, time, challenge, game, book, value, matchmaking, ops, tournaments,
        variantEngines, syzygy);
  }

  public BotConfig withMatchmaking(MatchmakingConfig value) {
    return new BotConfig(server, engine, time, challenge, game, book, online, value, ops, tournaments, variantEngines,
        syzygy);
  }

  public BotConfig withOps(OpsConfig value) {
    return new BotConfig(server, engine, time, challenge, game, book, online, matchmaking, value,
        tournaments, variantEngines, syzygy);
  }

  public BotConfig withVariantEngines(VariantEngines value) {
    return new BotConfig(server, engine, time, challenge, game, book, online, matchmaking, ops, tournaments, value,
        syzygy);
  }

  public BotConfig withTournaments(TournamentsConfig value) {
    return new BotConfig(server, engine, time, challenge, game, book, online, matchmaking, ops, value, variantEngines,
        syzygy);
  }

  public BotConfig withSyzygy(SyzygyConfig value) {
    return new BotConfig(server, engine, time, challenge, game, book, online, matchmaking, ops, tournaments,
        variantEngines, value);
  }
}
