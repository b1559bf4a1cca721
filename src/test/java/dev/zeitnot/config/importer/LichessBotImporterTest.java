package dev.zeitnot.config.importer;

import dev.zeitnot.config.BookConfig;
import dev.zeitnot.config.BotConfig;
import dev.zeitnot.config.ByOpponentKind;
import dev.zeitnot.config.ChallengeConfig;
import dev.zeitnot.config.ChallengeQueueConfig;
import dev.zeitnot.config.ConfigException;
import dev.zeitnot.config.ConfigLoader;
import dev.zeitnot.config.CorrespondenceConfig;
import dev.zeitnot.config.DrawOfferPolicy;
import dev.zeitnot.config.DrawPolicy;
import dev.zeitnot.config.EngineConfig;
import dev.zeitnot.config.GoCommand;
import dev.zeitnot.config.MatchmakingConfig;
import dev.zeitnot.config.MatchmakingProfile;
import dev.zeitnot.config.Messages;
import dev.zeitnot.config.OnlineConfig;
import dev.zeitnot.config.OnlineSourceSettings;
import dev.zeitnot.config.PgnGrouping;
import dev.zeitnot.config.ResignPolicy;
import dev.zeitnot.config.SearchThreads;
import dev.zeitnot.config.ServerConfig;
import dev.zeitnot.config.ClockSetting;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.zeitnot.engine.builtin.EngineSettings;
import dev.zeitnot.engine.book.BookNormalization;
import dev.zeitnot.engine.book.BookSelection;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import dev.zeitnot.config.SyzygyConfig;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LichessBotImporterTest {

  private static String shippedConfig() throws IOException {
    try (InputStream in = LichessBotImporterTest.class.getResourceAsStream("lichess-bot-config.yml")) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  private static ImportedConfig imported(String yaml) {
    return LichessBotImporter.importYaml(yaml, program -> false);
  }

  @Test
  void shippedLichessBotConfigMapsKeyByKey() throws IOException {
    ImportedConfig imported = imported(shippedConfig());
    BotConfig config = imported.config();

    assertThat(config.server()).isEqualTo(new ServerConfig("https://lichess.org", null));
    assertThat(config.time().moveOverheadMs()).as("move_overhead 2000 + the engine's Move Overhead 100")
        .isEqualTo(2100);
    assertThat(config.time().noClockMoveMs()).as("correspondence.move_time 60 s").isEqualTo(60_000);
    assertThat(config.game().abortAfterSeconds()).isEqualTo(30);
    assertThat(config.game().pgnDirectory()).isEqualTo(Path.of("games"));
    assertThat(config.game().greeting()).isEqualTo(new Messages(
        "Hi! I'm {me}. Good luck! Type !help for a list of commands I can respond to.",
        "Hi! I'm {me}. Type !help for a list of commands I can respond to."));
    assertThat(config.game().goodbye()).isEqualTo(new Messages("Good game!", "Thanks for watching!"));
    assertThat(config.game().draw()).isEqualTo(ByOpponentKind.both(new DrawPolicy(true, 0, 10, 40)));
    assertThat(config.game().offerDraw()).isEqualTo(ByOpponentKind.both(new DrawOfferPolicy(true, 0, 10, 10)));
    assertThat(config.game().resign()).isEqualTo(ByOpponentKind.both(new ResignPolicy(false, 1000, 3)));

    ChallengeConfig challenge = config.challenge();
    assertThat(challenge.concurrency()).isEqualTo(1);
    assertThat(challenge.acceptBots()).isTrue();
    assertThat(challenge.acceptHumans()).isTrue();
    assertThat(challenge.filter().maxIncrementSeconds()).isEqualTo(20);
    assertThat(challenge.filter().minIncrementSeconds()).isZero();
    assertThat(challenge.filter().maxInitialSeconds()).isEqualTo(1800);
    assertThat(challenge.filter().minInitialSeconds()).isZero();
    assertThat(challenge.filter().variants()).containsExactly("standard");
    assertThat(challenge.filter().speeds()).containsExactly("bullet", "blitz", "rapid", "classical");
    assertThat(challenge.acceptsCorrespondence()).isFalse();
    assertThat(challenge.filter().acceptRated()).isTrue();
    assertThat(challenge.filter().acceptCasual()).isTrue();
    assertThat(challenge.maxGamesPerOpponent()).isEqualTo(5);
    assertThat(challenge.filter().minRating()).isZero();
    assertThat(challenge.filter().maxRating()).isEqualTo(4000);

    // engines/engine_name does not exist here: the built-in engine plays (its threads the cores
    // shared out among the one game at once), the uci section is kept
    assertThat(config.engine()).isEqualTo(new EngineConfig.Builtin(
        EngineSettings.DEFAULT.withPonder(true).withThreads(SearchThreads.auto(1))));
    assertThat(imported.yaml("config.yml")).contains("threads: auto");
    assertThat(imported.uci().command()).containsExactly("./engines/engine_name");
    assertThat(imported.uci().options()).containsExactlyInAnyOrderEntriesOf(Map.of(
        "Threads", "4", "Hash", "512", "SyzygyPath", "./syzygy/", "UCI_ShowWDL", "true",
        "Ponder", "true"));

    Map<String, String> pairs = Map.ofEntries(
        Map.entry("url", "server.url"),
        Map.entry("move_overhead", "time.move_overhead_ms"),
        Map.entry("abort_time", "game.abort_after_seconds"),
        Map.entry("engine.protocol", "engine.type"),
        Map.entry("engine.ponder", "engine.builtin.ponder"),
        Map.entry("engine.dir", "engine.uci.command"),
        Map.entry("engine.name", "engine.uci.command"),
        Map.entry("engine.uci_options.Hash", "engine.uci.options.Hash"),
        Map.entry("engine.working_dir", "engine.uci.working_dir"),
        Map.entry("engine.silence_stderr", "engine.uci.log_stderr"),
        Map.entry("engine.draw_or_resign.resign_enabled", "game.resign.enabled"),
        Map.entry("engine.draw_or_resign.resign_score", "game.resign.score_cp"),
        Map.entry("engine.draw_or_resign.offer_draw_moves", "game.draw.moves"),
        Map.entry("engine.draw_or_resign.offer_draw_score", "game.offer_draw.max_score_cp"),
        Map.entry("engine.draw_or_resign.offer_draw_pieces", "game.offer_draw.max_pieces"),
        Map.entry("challenge.accept_bot", "challenge.accept_bots"),
        Map.entry("challenge.only_bot", "challenge.accept_humans"),
        Map.entry("challenge.max_base", "challenge.max_initial_seconds"),
        Map.entry("challenge.max_simultaneous_games_per_user", "challenge.max_games_per_opponent"),
        Map.entry("greeting.hello_spectators", "game.greeting.spectator"),
        Map.entry("greeting.goodbye", "game.goodbye.player"));
    pairs.forEach((from, to) -> assertThat(imported.mapping(from, to)).as(from).isNotNull());
    assertThat(imported.mapping("challenge.max_base", "challenge.max_initial_seconds").zeitnotValue())
        .isEqualTo("1800");
  }

  @Test
  void matchmakingKeysBecomeZeitnotsMatchmaking() throws IOException {
    MatchmakingConfig matchmaking = imported(shippedConfig()).config().matchmaking();
    assertThat(matchmaking).isEqualTo(new MatchmakingConfig(false, 1800,
        List.of(new ClockSetting(60, 1), new ClockSetting(60, 2), new ClockSetting(180, 1), new ClockSetting(180, 2)),
        List.of("standard"), "random", 600, 4000, 300, List.of(), 30, false, 0, 100,
        MatchmakingConfig.RatingPreference.NONE, MatchmakingConfig.ChallengeFilterMode.NONE, false, 360));
    MatchmakingConfig on = imported("matchmaking:\n  allow_matchmaking: true\n  challenge_timeout: 5\n"
        + "  challenge_initial_time: 15\n  challenge_increment: [0, 1]\n  challenge_mode: rated\n"
        + "challenge:\n  variants: [standard, chess960, atomic]\n  games_reserved_for_humans: 1\n")
        .config().matchmaking();
    assertThat(on.enabled()).isTrue();
    assertThat(on.idleSeconds()).isEqualTo(300);
    assertThat(on.timeControls()).containsExactly(new ClockSetting(15, 1)); // 15+0 is ultraBullet
    assertThat(on.variants()).containsExactly("standard", "chess960", "atomic");
    assertThat(on.mode()).isEqualTo("rated");
    assertThat(on.gamesReservedForHumans()).isEqualTo(1);
  }

  @Test
  void variantSettingsKeepTheVariantsZeitnotPlaysAndLeaveUciVariantToTheBot() {
    ImportedConfig imported = imported("engine:\n  protocol: uci\n  dir: /opt/engines\n  name: fairy-stockfish\n"
        + "  uci_options:\n    UCI_Variant: kingofthehill\n    Threads: 1\n"
        + "challenge:\n  variants: [standard, kingOfTheHill, threeCheck, crazyhouse]\n"
        + "matchmaking:\n  challenge_variant: threeCheck\n");
    // Fairy-Stockfish is not found by this test's importer, so the built-in engine plays, crazyhouse too.
    assertThat(imported.config().challenge().filter().variants())
        .containsExactly("standard", "kingOfTheHill", "threeCheck", "crazyhouse");
    assertThat(imported.config().matchmaking().variants()).containsExactly("threeCheck");
    assertThat(imported.uci().options()).containsKey("Threads").doesNotContainKey("UCI_Variant");
    assertThat(imported.leftOut()).anySatisfy(m -> {
      assertThat(m.lichessBotKey()).isEqualTo("engine.uci_options.UCI_Variant");
      assertThat(m.remark()).contains("each game's variant");
    });
  }

  @Test
  void everyKeyOfTheShippedConfigIsMappedOrLeftOutWithAReason() throws IOException {
    ImportedConfig imported = imported(shippedConfig());
    LichessBotFile file = new LichessBotFile(new ObjectMapper(new YAMLFactory()).readTree(shippedConfig()));
    for (String path : file.leafPaths()) {
      assertThat(imported.mappings()).as(path).anyMatch(m -> path.equals(m.lichessBotKey())
          || path.startsWith(m.lichessBotKey() + "."));
    }
    assertThat(imported.leftOut()).allMatch(m -> !m.remark().isBlank());
    assertThat(imported.leftOut()).extracting(KeyMapping::lichessBotKey).containsExactlyInAnyOrder(
        "token", "rate_limiting_delay", "quit_after_all_games_finish");
    assertThat(imported.config().challenge().correspondence()).isEqualTo(new CorrespondenceConfig(5, 300, 150));
    assertThat(imported.leftOut()).extracting(KeyMapping::lichessBotKey)
        .doesNotContain("engine.draw_or_resign.offer_draw_pieces");
    assertThat(imported.config().challenge().queue().sortBy()).isEqualTo(ChallengeQueueConfig.SortBy.BEST);
    assertThat(imported.leftOut()).noneMatch(m -> m.remark().contains("not a key of lichess-bot"));
  }

  @Test
  void recentBotChallengeKeysBecomeTheThrottleOnlyWhenBothAreSet() {
    ChallengeConfig both = imported("challenge:\n  recent_bot_challenge_age: 90\n"
        + "  max_recent_bot_challenges: 3\n").config().challenge();
    assertThat(both.recentBots().max()).isEqualTo(3);
    assertThat(both.recentBots().ageSeconds()).isEqualTo(90);
    ImportedConfig onlyMax = imported("challenge:\n  max_recent_bot_challenges: 3\n");
    assertThat(onlyMax.config().challenge().recentBots().limits()).isFalse();
    assertThat(onlyMax.leftOut()).extracting(KeyMapping::lichessBotKey)
        .doesNotContain("challenge.max_recent_bot_challenges", "challenge.recent_bot_challenge_age");
  }

  @Test
  void matchmakingOverridesBecomeProfilesAndChallengeDaysCorrespondenceOffers() {
    ImportedConfig imported = imported("""
        matchmaking:
          challenge_initial_time: [60]
          challenge_increment: [1]
          challenge_days: [2, 4]
          overrides:
            daily960:
              challenge_variant: chess960
              challenge_initial_time: 0
              challenge_increment: 0
              challenge_days: 3
              opponent_min_rating: 1800
              rating_preference: high
            faster:
              challenge_initial_time: [30]
            impossible:
              challenge_initial_time: [1]
              challenge_increment: [0]
        challenge:
          variants: [standard, chess960]
        """);
    MatchmakingConfig matchmaking = imported.config().matchmaking();
    assertThat(matchmaking.days()).as("4 days is not a Lichess choice").containsExactly(2);
    assertThat(matchmaking.timeControls()).containsExactly(new ClockSetting(60, 1));
    assertThat(matchmaking.profiles()).containsOnlyKeys("daily960", "faster", "impossible");
    assertThat(matchmaking.profiles().get("impossible").timeControls()).as("1+0 s is no clock: the section's")
        .containsExactly(new ClockSetting(60, 1));
    MatchmakingProfile daily = matchmaking.profiles().get("daily960");
    assertThat(daily.variants()).containsExactly("chess960");
    assertThat(daily.days()).containsExactly(3);
    assertThat(daily.minRating()).isEqualTo(1800);
    assertThat(daily.timeControls()).as("0+0 is no clock a bot may offer").isEmpty();
    MatchmakingProfile faster = matchmaking.profiles().get("faster");
    assertThat(faster.timeControls()).containsExactly(new ClockSetting(30, 1));
    assertThat(faster.days()).as("kept from the section").containsExactly(2);
    assertThat(imported.leftOut()).extracting(KeyMapping::lichessBotKey)
        .containsExactly("matchmaking.overrides.daily960.rating_preference");
    assertThat(ConfigLoader.parse(imported.yaml("config.yml")).matchmaking()).isEqualTo(matchmaking);
  }

  @Test
  void goCommandsBecomeTheFixedSearchLimitsOfEverySpeed() {
    ImportedConfig imported = imported("""
        engine:
          uci_options:
            Threads: 2
            go_commands: {depth: 12, nodes: 300000, movetime: 5000}
        """);
    GoCommand expected = new GoCommand(12, 300_000, 5000);
    for (String speed : ChallengeConfig.SPEEDS) {
      assertThat(imported.config().time().goCommands().forSpeed(speed)).as(speed).isEqualTo(expected);
    }
    assertThat(imported.uci().options()).doesNotContainKey("go_commands");
    assertThat(imported.mapping("engine.uci_options.go_commands.movetime",
        "time.go_commands.<each speed>.movetime_ms").zeitnotValue()).isEqualTo("5000");
    assertThat(imported.leftOut()).isEmpty();
  }

  @Test
  void theOnlineMoveOptionsBecomeEachSourcesMoveQualityAndSort() throws IOException {
    OnlineConfig shipped = imported(shippedConfig()).config().online();
    assertThat(shipped.cloudEval().moveQuality()).isEqualTo(OnlineConfig.MoveQuality.BEST);
    assertThat(shipped.cloudEval().maxScoreDifferenceCp()).isEqualTo(50);
    assertThat(shipped.cloudEval().minKnodes()).isZero();
    assertThat(shipped.chessdb().moveQuality()).isEqualTo(OnlineConfig.MoveQuality.GOOD);
    assertThat(shipped.explorer().sort()).isEqualTo(OnlineConfig.ExplorerSort.WINRATE);
    assertThat(shipped.tablebase().moveQuality()).isEqualTo(OnlineConfig.MoveQuality.BEST);
    ImportedConfig imported = imported("""
        engine:
          online_moves:
            lichess_cloud_analysis: {move_quality: good, max_score_difference: 20, min_knodes: 800}
            lichess_opening_explorer: {sort: games}
            online_egtb: {move_quality: suggest}
        """);
    OnlineConfig online = imported.config().online();
    assertThat(online.cloudEval()).isEqualTo(new OnlineConfig.CloudEval(online.cloudEval().source(),
        20, 5, OnlineConfig.MoveQuality.GOOD, 20, 800));
    assertThat(online.explorer().sort()).isEqualTo(OnlineConfig.ExplorerSort.GAMES);
    assertThat(online.tablebase().moveQuality()).isEqualTo(OnlineConfig.MoveQuality.GOOD);
    assertThat(imported.mapping("engine.online_moves.online_egtb.move_quality", "online.tablebase.move_quality")
        .remark()).contains("no list");
    assertThat(ConfigLoader.parse(imported.yaml("config.yml"))).isEqualTo(imported.config());
  }

  @Test
  void greetingPlaceholdersAreKeptAndAnUnknownOneBecomesItsWord() {
    ImportedConfig imported = imported("greeting:\n  hello: \"{me} greets {opponent} from {country}\"\n");
    assertThat(imported.config().game().greeting().player()).isEqualTo("{me} greets {opponent} from country");
    assertThat(imported.mapping("greeting.hello", "game.greeting.player").remark())
        .isEqualTo("{country} is not a placeholder: written as the word country");
    assertThat(ConfigLoader.parse(imported.yaml("config.yml")).game().greeting())
        .isEqualTo(imported.config().game().greeting());
  }

  @Test
  void pgnFileGroupingKeepsLichessBotsGrouping() {
    assertThat(imported("pgn_file_grouping: opponent\n").config().game().pgnFileGrouping())
        .isEqualTo(PgnGrouping.OPPONENT);
    assertThat(imported("pgn_file_grouping: all\n").config().game().pgnFileGrouping()).isEqualTo(PgnGrouping.ALL);
    ImportedConfig odd = imported("pgn_file_grouping: weekly\n");
    assertThat(odd.config().game().pgnFileGrouping()).isEqualTo(PgnGrouping.GAME);
    assertThat(odd.mapping("pgn_file_grouping", "game.pgn_file_grouping").remark()).contains("not a lichess-bot");
  }

  @Test
  void polyglotAndOnlineMovesBecomeTheBookAndTheOnlineSources() {
    ImportedConfig imported = imported("""
        engine:
          polyglot:
            enabled: true
            book:
              standard: [engines/a.bin, engines/b.bin]
              atomic: [engines/atomic.bin]
              giveaway: [engines/anti.bin]
              3check: [engines/3check.bin]
              shogi: [engines/shogi.bin]
            selection: best_move
            max_depth: 12
            normalization: sum
            min_weight: 250
          draw_or_resign:
            resign_for_egtb_minus_two: false
          online_moves:
            max_out_of_book_moves: 7
            lichess_cloud_analysis: {enabled: true, min_time: 30, min_depth: 25}
            lichess_opening_explorer: {enabled: true, source: player, player_name: "", min_games: 3}
            online_egtb: {enabled: true, source: chessdb, max_pieces: 8}
        """);
    BotConfig config = imported.config();
    assertThat(config.book()).isEqualTo(new BookConfig(true, BookSelection.BEST, 100, 12,
        Map.of("standard", List.of(Path.of("engines/a.bin"), Path.of("engines/b.bin")),
            "atomic", List.of(Path.of("engines/atomic.bin")), "antichess", List.of(Path.of("engines/anti.bin")),
            "threeCheck", List.of(Path.of("engines/3check.bin"))), Map.of(), BookNormalization.SUM, 0));
    assertThat(imported.mapping("engine.polyglot.min_weight", "book.min_weight").remark())
        .contains("outside zeitnot's range").contains("percentage");
    assertThat(imported.leftOut()).extracting(KeyMapping::lichessBotKey).containsExactly("engine.polyglot.book.shogi");
    OnlineConfig online = config.online();
    assertThat(online.cloudEval()).isEqualTo(new OnlineConfig.CloudEval(
        new OnlineSourceSettings(true, "https://lichess.org", 1000, 30_000, 10_800_000, 7, 2), 25, 1));
    assertThat(online.explorer().source().enabled()).as("player without a name").isFalse();
    assertThat(online.explorer().minGames()).isEqualTo(3);
    assertThat(online.tablebase()).as("only the Lichess tablebase").isEqualTo(new OnlineConfig.Tablebase(
        new OnlineSourceSettings(false, "https://tablebase.lichess.org", 1000, 20_000, 10_800_000, 7, 2), 8, false,
        true));
    assertThat(imported.mapping("engine.draw_or_resign.offer_draw_for_egtb_zero",
        "online.tablebase.offer_draw_when_drawn").remark()).contains("online tablebase");
  }

  @Test
  void missingKeysTakeTheDefaultsLichessBotsCodeApplies() {
    ImportedConfig imported = imported("token: x\n");
    BotConfig config = imported.config();
    assertThat(config.time().moveOverheadMs()).isEqualTo(1000);
    assertThat(config.time().noClockMoveMs()).as("lichess-bot's correspondence move_time").isEqualTo(60_000);
    assertThat(config.game().abortAfterSeconds()).isEqualTo(20);
    assertThat(config.challenge().acceptBots()).isFalse();
    assertThat(config.challenge().filter().maxInitialSeconds()).isEqualTo(10_800);
    assertThat(config.challenge().filter().maxIncrementSeconds()).isEqualTo(180);
    assertThat(config.challenge().maxGamesPerOpponent()).isEqualTo(5);
    assertThat(config.challenge().filter().speeds()).containsExactly("bullet", "blitz", "rapid", "classical");
    assertThat(config.challenge().filter().variants()).containsExactly("standard");
    assertThat(config.game().draw()).isEqualTo(ByOpponentKind.both(new DrawPolicy(false, 0, 5, 40)));
    assertThat(config.game().offerDraw()).isEqualTo(ByOpponentKind.both(new DrawOfferPolicy(false, 0, 5, 10)));
    assertThat(config.game().resign()).isEqualTo(ByOpponentKind.both(new ResignPolicy(false, 1000, 3)));
    assertThat(config.game().greeting()).isEqualTo(Messages.NONE);
    assertThat(((EngineConfig.Builtin) config.engine()).settings().ponder()).isFalse();
    assertThat(imported.mapping("move_overhead", "time.move_overhead_ms").remark())
        .contains("missing: lichess-bot uses 1000");
  }

  @Test
  void importedFileIsAValidConfigWithTheSameValues() throws IOException {
    ImportedConfig imported = imported(shippedConfig());
    String yaml = imported.yaml("config.yml");
    assertThat(ConfigLoader.parse(yaml)).isEqualTo(imported.config());
    assertThat(yaml).contains("# Left out").contains("LICHESS_BOT_TOKEN")
        .contains("command:\n    - ./engines/engine_name");
  }

  @Test
  void tokenIsNeverCopied() {
    ImportedConfig imported = imported("token: lip_verysecret123\n");
    assertThat(imported.yaml("config.yml")).doesNotContain("verysecret");
    assertThat(imported.mapping("token", null).remark()).contains("LICHESS_BOT_TOKEN")
        .contains("server.token_file");
  }

  @Test
  void aYamlSyntaxErrorDoesNotQuoteTheTokensLine() {
    assertThatThrownBy(() -> LichessBotImporter.importYaml("token: lip_verysecret123: x\n", program -> true))
        .isInstanceOf(ConfigException.class).hasMessageContaining("at line 1, column")
        .hasMessageNotContaining("verysecret");
  }

  @Test
  void anEngineThatExistsBecomesTheUciEngineWithItsInterpreterAndOptions() {
    String yaml = "engine:\n  dir: /opt/engines\n  name: fish.jar\n  interpreter: java\n"
        + "  interpreter_options: [-jar]\n  engine_options: {cpuct: 3.1}\n"
        + "  uci_options: {Threads: 2, Move Overhead: 300}\n";
    ImportedConfig imported = LichessBotImporter.importYaml(yaml, program -> program.equals("java"));
    assertThat(imported.config().engine()).isEqualTo(new EngineConfig.Uci(
        List.of("java", "-jar", "/opt/engines/fish.jar", "--cpuct=3.1"), Map.of("Threads", "2")));
    assertThat(ConfigLoader.parse(imported.yaml("c.yml")).engine()).isEqualTo(imported.config().engine());
  }

  @Test
  void unknownVariantsUnknownKeysAndOutOfRangeValuesAreReported() {
    ImportedConfig imported = imported("move_overhead: 60000\nchallenge:\n  variants: [atomic, chess960, bughouse]\n"
        + "  time_controls: [blitz, correspondence]\n  block_list: [Spammer]\nshiny_new_key: 1\n");
    ChallengeConfig challenge = imported.config().challenge();
    assertThat(challenge.filter().variants()).containsExactly("atomic", "chess960");
    assertThat(challenge.acceptsCorrespondence()).isTrue();
    assertThat(challenge.filter().speeds()).containsExactly("blitz", "correspondence");
    assertThat(challenge.blockList()).containsExactly("spammer");
    assertThat(imported.config().time().moveOverheadMs()).isEqualTo(10_000);
    assertThat(imported.mapping("challenge.variants", "challenge.variants").remark()).contains("left out bughouse");
    assertThat(imported.mapping("shiny_new_key", null).remark()).contains("not a key of lichess-bot");
    assertThat(ConfigLoader.parse(imported.yaml("c.yml"))).isEqualTo(imported.config());
  }

  @Test
  void theShippedConfigsNewerKeysFindTheirCounterparts() throws IOException {
    ImportedConfig imported = imported(shippedConfig());
    assertThat(imported.mapping("engine.debug", "engine.uci.debug").zeitnotValue()).isEqualTo("false");
    assertThat(imported.mapping("engine.polyglot.normalization", "book.normalization").zeitnotValue())
        .isEqualTo("none");
    assertThat(imported.mapping("correspondence.ponder", "time.no_clock_ponder").zeitnotValue()).isEqualTo("false");
    assertThat(imported.mapping("engine.uci_options.Move Overhead", "time.move_overhead_ms").zeitnotValue())
        .isEqualTo("2100");
    assertThat(imported.uci().options()).doesNotContainKey("Move Overhead");
    assertThat(imported.config().syzygy()).as("syzygy off").isEqualTo(new SyzygyConfig(List.of(), 7, true, true));
    assertThat(imported.mapping("engine.lichess_bot_tbs.gaviota", "knowledge.syzygy").remark()).contains("off");
  }

  @Test
  void anEnabledSyzygySectionBecomesTheLocalTablesWithItsDirectoriesThatExistHere(@TempDir Path tables) {
    ImportedConfig imported = imported("""
        engine:
          debug: true
          lichess_bot_tbs:
            syzygy: {enabled: true, paths: [%s, /nowhere/syzygy], max_pieces: 6, move_quality: suggest}
            gaviota: {enabled: true, paths: [engines/gaviota]}
          draw_or_resign: {resign_for_egtb_minus_two: false}
        correspondence: {ponder: true}
        """.formatted(tables));
    BotConfig config = imported.config();
    assertThat(config.syzygy()).isEqualTo(new SyzygyConfig(List.of(tables), 6, false, true));
    assertThat(imported.mapping("engine.lichess_bot_tbs.syzygy.paths", "knowledge.syzygy.paths").remark())
        .contains("/nowhere/syzygy");
    assertThat(config.time().noClockPonder()).isTrue();
    assertThat(imported.uci().debug()).isTrue();
    assertThat(imported.leftOut()).extracting(KeyMapping::lichessBotKey)
        .containsExactly("engine.lichess_bot_tbs.gaviota");
  }
}
