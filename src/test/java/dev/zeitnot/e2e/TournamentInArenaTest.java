package dev.zeitnot.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.accounts.Accounts;
import dev.zeitnot.arena.Arena;
import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.settings.ArenaSettings;
import dev.zeitnot.arena.tournaments.ArenaTournament;
import dev.zeitnot.arena.opponents.OpponentSpec;
import dev.zeitnot.arena.opponents.RandomOpponent;
import dev.zeitnot.config.EngineConfig;
import dev.zeitnot.config.TournamentsConfig;
import dev.zeitnot.engine.builtin.EngineSettings;
import dev.zeitnot.engine.time.TimeParams;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An arena tournament of our bot, two random movers and an engine player of the arena, 0.5+0 for
 * 120 s: our bot joins it from its config, plays its pairings (answering a spectator's chat command
 * in one), withdraws when it is stopped (and is paired no more), and the tournament ends with a
 * standings table of all four. Once our bot is out, the arena's time jumps to the tournament's end
 * rather than waiting it out.
 */
class TournamentInArenaTest {

  /** An engine whose moves take some tens of milliseconds at 0.5+0. */
  private static final EngineConfig FAST = new EngineConfig.Builtin(new EngineSettings(8, 1, false,
      TimeParams.DEFAULT.withMoveOverheadMs(0).with("MovesHorizon", 100)
          .with("IncrementPercent", 0).with("Stability0Percent", 10).with("Stability1Percent", 10)
          .with("Stability2Percent", 10).with("Stability3Percent", 10).with("Stability4Percent", 10)));

  private static final int TOURNAMENT_SECONDS = 120;

  @Test
  void ourBotPlaysItsPairingsAnswersChatWithdrawsOnStopAndTheArenaEndsWithStandings(@TempDir Path pgn)
      throws Exception {
    SkippableTime time = new SkippableTime();
    try (Arena arena = Arena.start(0, Accounts.defaults(),
        ArenaSettings.DEFAULT.withKeepAliveMillis(300).withTime(time))) {
      arena.addOpponent("Random1", 1500, () -> new RandomOpponent(1));
      arena.addOpponent("Random2", 1600, () -> new RandomOpponent(2));
      arena.addOpponent("Engine", 1800, OpponentSpec.parse("builtin,depth=1").factory());
      ArenaAccount owner = arena.accounts().byName("Alice").orElseThrow();
      ArenaTournament tournament = arena.tournaments().create(owner, Map.of("name", "Bot Bullet Arena",
          "clockTime", "0.5", "clockIncrement", "0", "seconds", Integer.toString(TOURNAMENT_SECONDS), "waitSeconds",
              "3",
          "conditions.bots", "true", "rated", "false"));
      String id = tournament.id();
      for (String player : List.of("Random1", "Random2", "Engine")) {
        arena.joinTournament(id, player);
      }
      TournamentsConfig joinIt = new TournamentsConfig(List.of(id), Map.of(), Map.of(), false,
          TournamentsConfig.DEFAULT.speeds(), TournamentsConfig.DEFAULT.variants(), "any", 1, 60, 1);
      RunningBot zeitnot = new RunningBot(arena, Accounts.BOT_TOKEN, pgn, System::nanoTime, FAST,
          UnaryOperator.identity(), config -> config.withTournaments(joinIt)).awaitOnline();
      ArenaAccount us = zeitnot.account();
      try {
        Await.until("our bot joins the arena from its config", () -> tournament.isActive(us));
        ArenaAccount spectator = arena.accounts().byName("Alice").orElseThrow();
        Set<String> asked = new HashSet<>();
        Await.until("our bot answers !name from a spectator of one of its pairings", () -> {
          for (ArenaGame game : ourGames(arena, id, us)) {
            if (!game.isOver() && asked.add(game.id())) {
              game.chat(spectator, "spectator", "!name");
            }
          }
          return ourGames(arena, id, us).stream().flatMap(game -> game.chatLines().stream())
              .anyMatch(line -> line.username().equals(us.username()) && line.room().equals("spectator")
                  && line.text().contains("(zeitnot "));
        }, 90_000);
        Await.until("our bot has played two pairings", () -> ourGames(arena, id, us).stream()
            .filter(ArenaGame::isOver).count() >= 2, 90_000);

        zeitnot.bot().shutdown(); // the owner's first Ctrl-C
        Await.until("our bot withdraws", () -> !tournament.isActive(us));
        int ourPairings = ourGames(arena, id, us).size();
        zeitnot.awaitIdle();
        Await.until("our bot stops", () -> !arena.lobby().isOnline(us));

        time.skip(TOURNAMENT_SECONDS * 1_000L);
        Await.until("the arena is over", () -> tournament.isFinished(arena.tournaments().now()));
        assertThat(ourGames(arena, id, us)).hasSize(ourPairings).allMatch(ArenaGame::isOver);
        List<ArenaTournament.Standing> standings = tournament.standings();
        assertThat(standings).extracting(s -> s.account().username())
            .containsExactlyInAnyOrder("zeitnot", "Random1", "Random2", "Engine");
        assertThat(standings).extracting(ArenaTournament.Standing::rank).containsExactly(1, 2, 3, 4);
        assertThat(standings).extracting(ArenaTournament.Standing::score).isSortedAccordingTo((a, b) -> b - a);
        ArenaTournament.Standing ours = standings.stream().filter(s -> s.account().id().equals(us.id()))
            .findFirst().orElseThrow();
        assertThat(ours.withdrawn()).isTrue();
        assertThat(ours.games()).isEqualTo(ourPairings);
        assertThat(ours.sheet()).hasSize(ourPairings); // every pairing scored
        assertThat(standings.stream().mapToInt(ArenaTournament.Standing::games).sum())
            .isEqualTo(2 * tournament.gamesPlayed());
        assertThat(arena.lobby().limitRefusals()).isZero();
      } finally {
        zeitnot.close();
      }
    }
  }

  private static List<ArenaGame> ourGames(Arena arena, String tournamentId, ArenaAccount us) {
    return arena.lobby().games().stream()
        .filter(game -> tournamentId.equals(game.setup().tournamentId()) && game.colorOf(us) >= 0).toList();
  }
}
