package dev.zeitnot.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zeitnot.chess.Variant;
import dev.zeitnot.engine.time.TimeParams;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class ConfigLoaderTest {

  private static List<String> problemsOf(String yaml) {
    try {
      ConfigLoader.parse(yaml);
    } catch (ConfigException e) {
      return e.problems();
    }
    throw new AssertionError("expected the config to be refused:\n" + yaml);
  }

  @Test
  void exampleFileDocumentsExactlyTheDefaults() {
    BotConfig example = ConfigLoader.load(Path.of("config/bot.example.yml"));
    assertThat(example).isEqualTo(BotConfig.forServer("https://lichess.org"));
  }

  @Test
  void minimalArenaConfigPointsAtALoopbackServer() {
    BotConfig config = ConfigLoader.load(Path.of("config/bot.yml"));
    assertThat(config.server().url()).startsWith("http://127.0.0.1:");
    assertThat(config.server().isLoopback()).isTrue();
  }

  @Test
  void emptyFileMeansAllDefaults() {
    assertThat(ConfigLoader.parse("")).isEqualTo(BotConfig.forServer(ServerConfig.DEFAULT_URL));
  }

  @Test
  void badTimeControlNamesItsIndexTheValueAndHowToWriteIt() {
    assertThat(problemsOf("challenge:\n  time_controls: [\"1+0\", \"5+x\"]\n")).containsExactly(
        "challenge.time_controls[1]: \"5+x\" is not a time control; write minutes+seconds like \"3+2\"");
  }

  @Test
  void timeControlsAcceptFractionsOfAMinute() {
    BotConfig config = ConfigLoader.parse("challenge:\n  time_controls: [\"0.5+0\", \"3+2\"]\n");
    assertThat(config.challenge().filter().timeControls())
        .containsExactly(new ClockSetting(30, 0), new ClockSetting(180, 2));
  }

  @Test
  void recentBotChallengeLimitIsReadAndANegativeMaximumIsRefused() {
    BotConfig config = ConfigLoader.parse("challenge:\n  max_recent_bot_challenges: 2\n"
        + "  recent_bot_challenge_age: 120\n");
    assertThat(config.challenge().recentBots()).isEqualTo(new RecentBotChallengeLimit(2, 120));
    assertThat(problemsOf("challenge:\n  max_recent_bot_challenges: -1\n"))
        .anyMatch(p -> p.startsWith("challenge.max_recent_bot_challenges"));
  }

  @Test
  void resignAndDrawPoliciesAreSetApartForHumansAndBotsWithAMinimumOpponentRating() {
    GameConfig game = ConfigLoader.parse("game:\n  resign:\n    enabled: true\n    min_opponent_rating: 2000\n"
        + "    humans: {enabled: false}\n  offer_draw:\n    enabled: true\n    bots: {max_score_cp: 30}\n"
        + "  opponent_time_trouble_seconds: 20\n").game();
    assertThat(game.resign().against(false)).isEqualTo(new ResignPolicy(false, 1000, 5, 2000));
    assertThat(game.resign().against(true)).isEqualTo(new ResignPolicy(true, 1000, 5, 2000));
    assertThat(game.offerDraw().against(false).maxScoreCp()).isZero();
    assertThat(game.offerDraw().against(true).maxScoreCp()).isEqualTo(30);
    assertThat(game.draw()).isEqualTo(ByOpponentKind.both(DrawPolicy.DEFAULT));
    assertThat(game.opponentTimeTroubleSeconds()).isEqualTo(20);
    assertThat(problemsOf("game:\n  resign:\n    bots: {score: 5}\n")).containsExactly(
        "game.resign.bots.score: unknown key; known keys here: enabled, score_cp, moves, min_opponent_rating");
  }

  @Test
  void matchmakingProfilesChangeOnlyTheKeysTheyNameAndNeedAClockOrDays() {
    MatchmakingConfig config = ConfigLoader.parse("""
        matchmaking:
          time_controls: ["1+1"]
          days: [3]
          min_rating: 1500
          target_rating_difference: 100
          profile_order: in_turn
          profiles:
            blitz960: {time_controls: ["3+2"], variants: [chess960], weight: 2}
        """).matchmaking();
    MatchmakingProfile blitz = config.profiles().get("blitz960");
    assertThat(blitz).isEqualTo(new MatchmakingProfile(2, List.of(new ClockSetting(180, 2)), List.of(3),
        List.of("chess960"), "casual", 1500, 4000, 300, 100));
    assertThat(config.choices()).extracting(MatchmakingConfig.Choice::name).containsExactly("default", "blitz960");
    assertThat(config.profileOrder()).isEqualTo(MatchmakingConfig.ProfileOrder.IN_TURN);
    assertThat(problemsOf("matchmaking:\n  profiles:\n    none: {time_controls: [], days: [4], mood: x}\n"))
        .containsExactly(
            "matchmaking.profiles.none.days[0]: 4 is not a number of days per move the server offers; "
                + "allowed 1, 2, 3, 5, 7, 10, 14",
            "matchmaking.profiles.none.time_controls: and days are both empty; list at least one clock like "
                + "\"3+2\" or days per move like [2]",
            "matchmaking.profiles.none.mood: unknown key; did you mean \"mode\"?");
    assertThat(problemsOf("matchmaking:\n  weight: 0\n")).containsExactly(
        "matchmaking.weight: is 0 here and in every profile, so no challenge could be made; give one a weight");
  }

  @Test
  void unknownKeyIsAnErrorWithADidYouMean() {
    assertThat(problemsOf("time:\n  move_overhead: 80\n")).containsExactly(
        "time.move_overhead: unknown key; did you mean \"move_overhead_ms\"?");
  }

  @Test
  void theRemovedReserveMovesKeyIsRefusedNamingWhatReplacedIt() {
    assertThat(problemsOf("time:\n  reserve_moves: 60\n")).containsExactly(
        "time.reserve_moves: was removed; delete it: the bot now keeps back the trips of the moves"
            + " it expects still to play (its game-length model), no fixed count");
  }

  @Test
  void unknownSectionListsTheKnownOnes() {
    assertThat(problemsOf("swiss:\n  enabled: true\n")).singleElement().asString()
        .startsWith("swiss: unknown key; known keys here: server, engine, time");
  }

  @Test
  void outOfRangeNumberNamesTheAllowedRange() {
    assertThat(problemsOf("challenge:\n  concurrency: 0\n")).containsExactly(
        "challenge.concurrency: 0 is out of range; allowed 1..100");
  }

  @Test
  void drawOffersAreReadFromGameOfferDrawAndABadPieceCountIsNamed() {
    assertThat(ConfigLoader.parse("game:\n  offer_draw:\n    enabled: true\n    max_score_cp: 5\n    moves: 3\n"
        + "    max_pieces: 8\n").game().offerDraw()).isEqualTo(ByOpponentKind.both(new DrawOfferPolicy(true, 5, 3, 8)));
    assertThat(problemsOf("game:\n  offer_draw:\n    max_pieces: 40\n")).containsExactly(
        "game.offer_draw.max_pieces: 40 is out of range; allowed 2..32");
  }

  @Test
  void wrongTypeSaysWhatIsExpected() {
    assertThat(problemsOf("time:\n  adaptive_overhead: sometimes\n")).containsExactly(
        "time.adaptive_overhead: \"sometimes\" is not true or false; write adaptive_overhead: true "
            + "or adaptive_overhead: false");
  }

  @Test
  void unknownVariantSuggestsTheClosestPlayableOne() {
    assertThat(problemsOf("challenge:\n  variants: [standard, chess690]\n")).containsExactly(
        "challenge.variants[1]: \"chess690\" is not a variant zeitnot plays; did you mean "
            + "\"chess960\"? allowed: " + String.join(", ", ChallengeConfig.PLAYABLE_VARIANTS));
  }

  @Test
  void everyVariantWhoseRulesExistIsAcceptedByItsServerKey() {
    String keys = Arrays.stream(Variant.values()).map(Variant::lichessKey).collect(Collectors.joining(", "));
    ChallengeFilter filter = ConfigLoader.parse("challenge:\n  variants: [" + keys + "]\n").challenge().filter();
    assertThat(filter.variants()).containsExactlyElementsOf(
        Arrays.stream(Variant.values()).map(Variant::lichessKey).toList());
    assertThat(ChallengeConfig.PLAYABLE_VARIANTS).contains("standard", "chess960", "fromPosition");
  }

  @Test
  void anUnknownVariantIsRefusedNamingItAndTheKnownOnes() {
    assertThat(problemsOf("challenge:\n  variants: [standard, bughouse]\n")).singleElement().asString()
        .startsWith("challenge.variants[1]: \"bughouse\" is not a variant zeitnot plays")
        .contains(ChallengeConfig.PLAYABLE_VARIANTS.toArray(String[]::new));
  }

  @Test
  void plainHttpIsRefusedForARemoteHost() {
    assertThat(problemsOf("server:\n  url: http://lichess.org\n")).singleElement().asString()
        .startsWith("server.url: \"http://lichess.org\" uses plain http")
        .contains("use https");
  }

  @Test
  void aUrlWithAUserNameOrPasswordIsRefusedNamingTheKeyWithoutShowingThePassword() {
    assertThat(problemsOf("server:\n  url: https://bot:s3cret@lichess.org\n")).singleElement().asString()
        .startsWith("server.url: \"https://***@lichess.org\" holds a user name or password")
        .doesNotContain("s3cret");
    assertThat(problemsOf("server:\n  url: https://bot@lichess.org\n")).singleElement().asString()
        .startsWith("server.url: \"https://***@lichess.org\" holds a user name or password");
  }

  @Test
  void aUrlWithAQueryOrAFragmentIsRefusedNamingTheKey() {
    assertThat(problemsOf("server:\n  url: https://lichess.org/?x=1\n")).singleElement().asString()
        .isEqualTo("server.url: \"https://lichess.org/?x=1\" has a query (?) or a fragment (#), which would go "
            + "with every request and into the PGN Site tags; write only scheme, host, port and path");
    assertThat(problemsOf("server:\n  url: \"https://lichess.org#top\"\n")).singleElement().asString()
        .startsWith("server.url: \"https://lichess.org#top\" has a query (?) or a fragment (#)");
    assertThatThrownBy(() -> BotConfig.forServer("https://u:p@127.0.0.1:9000"))
        .isInstanceOf(ConfigException.class).hasMessageStartingWith("server.url: \"https://***@127.0.0.1:9000\"");
  }

  @Test
  void plainHttpIsAllowedForThisMachine() {
    assertThat(ConfigLoader.parse("server:\n  url: http://localhost:9000/\n").server().url())
        .isEqualTo("http://localhost:9000");
  }

  @Test
  void tokenInTheFileIsRefusedWithWhereToPutIt() {
    assertThat(problemsOf("server:\n  token: lip_abc\n")).singleElement().asString()
        .startsWith("server.token: the token never goes into the config file")
        .contains("LICHESS_BOT_TOKEN")
        .doesNotContain("lip_abc");
  }

  @Test
  void everyProblemIsReportedAtOnce() {
    assertThat(problemsOf("time:\n  move_overhead_ms: -1\nchallenge:\n  min_rating: 2000\n"
        + "  max_rating: 1500\n")).hasSize(2);
  }

  @Test
  void minimumAboveMaximumIsRefused() {
    assertThat(problemsOf("challenge:\n  min_initial_seconds: 600\n  max_initial_seconds: 60\n"))
        .containsExactly("challenge.min_initial_seconds: 600 is above max_initial_seconds 60; "
            + "make the minimum at most the maximum");
  }

  @Test
  void engineTimeParametersAreReadIntoTheEngineSettings() {
    BotConfig config = ConfigLoader.parse(
        "engine:\n  builtin:\n    hash_mb: 16\n    time:\n      moves_horizon: 40\n");
    EngineConfig.Builtin builtin = (EngineConfig.Builtin) config.engine();
    assertThat(builtin.settings().hashMb()).isEqualTo(16);
    assertThat(builtin.settings().timeParams())
        .isEqualTo(TimeParams.DEFAULT.with("MovesHorizon", 40));
  }

  @Test
  void searchThreadsAreTheCoresSharedOutAmongTheGamesUnlessANumberIsWritten() {
    int cores = Runtime.getRuntime().availableProcessors();
    assertThat(builtinThreads("")).isEqualTo(SearchThreads.auto(cores, 1));
    assertThat(builtinThreads("engine:\n  builtin:\n    threads: auto\nchallenge:\n  concurrency: 2\n"))
        .isEqualTo(SearchThreads.auto(cores, 2));
    assertThat(builtinThreads("challenge:\n  concurrency: 3\n")).isEqualTo(SearchThreads.auto(cores, 3));
    assertThat(builtinThreads("engine:\n  builtin:\n    threads: 3\n")).isEqualTo(3);
    BotConfig perSpeed = ConfigLoader.parse("engine:\n  speeds:\n    bullet:\n      type: builtin\n");
    assertThat(((EngineConfig.Builtin) perSpeed.variantEngines().bySpeed().get("bullet")).settings().threads())
        .isEqualTo(SearchThreads.auto(cores, 1));
  }

  @Test
  void searchThreadsThatAreNeitherANumberInRangeNorAutoAreRefusedSayingWhatToWrite() {
    assertThat(problemsOf("engine:\n  builtin:\n    threads: many\n")).singleElement().asString()
        .startsWith("engine.builtin.threads: \"many\" is neither a number nor auto; write a number of threads 1..64");
    assertThat(problemsOf("engine:\n  builtin:\n    threads: 0\n"))
        .containsExactly("engine.builtin.threads: 0 is out of range; allowed 1..64");
    assertThat(problemsOf("engine:\n  builtin:\n    threads: [2]\n")).singleElement().asString()
        .startsWith("engine.builtin.threads: is not a single value");
  }

  private static int builtinThreads(String yaml) {
    return ((EngineConfig.Builtin) ConfigLoader.parse(yaml).engine()).settings().threads();
  }

  @Test
  void theBuiltinEngineEvaluatesWithTheHandWrittenEvaluationUnlessTheConfigNamesANetwork() {
    BotConfig config = ConfigLoader.parse("engine:\n  builtin:\n    hash_mb: 16\n");
    assertThat(((EngineConfig.Builtin) config.engine()).settings().evaluation())
        .isInstanceOf(dev.zeitnot.engine.builtin.Evaluation.HandWritten.class);
    BotConfig embedded = ConfigLoader.parse("engine:\n  builtin:\n    evaluation: net\n");
    assertThat(((EngineConfig.Builtin) embedded.engine()).settings().evaluation())
        .hasToString(dev.zeitnot.engine.builtin.Evaluation.NETWORK)
        .isInstanceOf(dev.zeitnot.engine.builtin.Evaluation.Neural.class);
    assertThat(problemsOf("engine:\n  builtin:\n    evaluation: /no/such/net.nnue\n")).singleElement().asString()
        .startsWith("engine.builtin.evaluation: ").contains("/no/such/net.nnue")
        .contains("write classic, net or the path");
  }

  @Test
  void engineTimeParameterOutOfRangeUsesTheEnginesRange() {
    assertThat(problemsOf("engine:\n  builtin:\n    time:\n      max_clock_share_percent: 99\n"))
        .containsExactly("engine.builtin.time.max_clock_share_percent: 99 is out of range; allowed 1..95");
  }

  @Test
  void uciEngineNeedsACommand() {
    assertThat(problemsOf("engine:\n  type: uci\n")).singleElement().asString()
        .startsWith("engine.uci.command: is missing");
  }

  @Test
  void uciEngineKeepsItsOptions() {
    BotConfig config = ConfigLoader.parse("engine:\n  type: uci\n  uci:\n"
        + "    command: [/bin/sh, -c, stockfish]\n    options: {Threads: 2, Hash: 32}\n");
    assertThat(config.engine()).isEqualTo(new EngineConfig.Uci(
        List.of("/bin/sh", "-c", "stockfish"), java.util.Map.of("Threads", "2", "Hash", "32")));
  }

  @Test
  void uciOptionsWithALineBreakAreRefusedBeforeTheyCanInjectCommands() {
    assertThat(problemsOf("engine:\n  type: uci\n  uci:\n    command: [/bin/sh]\n"
        + "    options: {Hash: \"32\\nquit\"}\n"))
        .singleElement().asString()
        .startsWith("engine.uci.options: option \"Hash\" contains a line break");
    assertThat(problemsOf("engine:\n  uci:\n    options: {\"Skill\\nLevel\": 3}\n"))
        .singleElement().asString()
        .startsWith("engine.uci.options: option \"Skill\\nLevel\" contains a line break");
  }

  @Test
  void uciEngineProgramMustExist() {
    assertThat(problemsOf("engine:\n  type: uci\n  uci:\n    command: [/no/such/stockfish]\n"))
        .singleElement().asString()
        .startsWith("engine.uci.command: \"/no/such/stockfish\" is not an executable program");
  }

  @Test
  void unknownEngineTypeListsTheTypes() {
    assertThat(problemsOf("engine:\n  type: stockfish\n")).containsExactly(
        "engine.type: \"stockfish\" is not an engine type; allowed: builtin, uci");
  }

  @Test
  void brokenYamlSaysWhere() {
    assertThatThrownBy(() -> ConfigLoader.parse("server:\n  url: [unclosed\n"))
        .isInstanceOf(ConfigException.class).hasMessageContaining("not valid YAML")
        .hasMessageContaining("line");
  }

  @Test
  void brokenYamlKeepsLineAndColumnButNotTheQuotedTextOrATokenLikeWord() {
    assertThatThrownBy(() -> ConfigLoader.parse("server:\n  url: [lip_AbCdEf0123456789xyz\n"))
        .isInstanceOf(ConfigException.class).hasMessageContaining("while parsing a flow sequence at line 2, column 8")
        .hasMessageNotContaining("AbCdEf0123456789xyz");
    assertThat(ConfigLoader.withoutQuotedText("found undefined alias lip_AbCdEf0123456789xyz"))
        .isEqualTo("found undefined alias lip_****");
  }

  @Test
  void missingFileSaysHowToStart() {
    assertThatThrownBy(() -> ConfigLoader.load(Path.of("no/such/bot.yml")))
        .isInstanceOf(ConfigException.class).hasMessageContaining("bot.example.yml");
  }

  @Test
  void refusesTheOldCorrespondenceSwitchAndPointsToTheSpeedThatReplacesIt() {
    assertThatThrownBy(() -> ConfigLoader.parse("challenge:\n  correspondence: true\n"))
        .isInstanceOf(ConfigException.class)
        .hasMessageContaining("challenge.correspondence")
        .hasMessageContaining("challenge.speeds includes correspondence");
    assertThat(ConfigLoader.parse("challenge:\n  correspondence:\n    concurrency: 2\n").challenge()
        .correspondence().concurrency()).isEqualTo(2);
  }

  @Test
  void unknownChatCommandsAreNamedWithTheAllowedOnes() {
    assertThatThrownBy(() -> ConfigLoader.parse("game:\n  commands:\n    enabled: [help, evil]\n"))
        .isInstanceOf(ConfigException.class)
        .hasMessageContaining("game.commands.enabled[1]: \"evil\" is not a chat command; allowed: help, name");
    assertThat(ConfigLoader.parse("game:\n  commands:\n    enabled: [\"!eval\"]\n").game().commands().enabled())
        .containsExactly("eval");
  }

  @Test
  void readsThePgnFileGroupingAndNamesABadOne() {
    assertThat(ConfigLoader.parse("game:\n  pgn_file_grouping: day\n").game().pgnFileGrouping())
        .isEqualTo(PgnGrouping.DAY);
    assertThat(problemsOf("game:\n  pgn_file_grouping: week\n")).containsExactly(
        "game.pgn_file_grouping: \"week\" is not allowed; use one of: game, opponent, day, all");
  }

  @Test
  void readsTheUciWorkingDirectoryAndStderrSwitchAndNamesAMissingDirectory() {
    BotConfig config = ConfigLoader.parse("engine:\n  type: uci\n  uci:\n    command: [/bin/sh]\n"
        + "    working_dir: \"" + Path.of("").toAbsolutePath() + "\"\n    log_stderr: false\n");
    EngineConfig.Uci uci = (EngineConfig.Uci) config.engine();
    assertThat(uci.workingDir()).isEqualTo(Path.of("").toAbsolutePath().toString());
    assertThat(uci.logStderr()).isFalse();
    assertThat(problemsOf("engine:\n  uci:\n    working_dir: /no/such/dir\n")).containsExactly(
        "engine.uci.working_dir: \"/no/such/dir\" is not a directory; name an existing one, "
            + "or \"\" for the bot's own");
  }
}
