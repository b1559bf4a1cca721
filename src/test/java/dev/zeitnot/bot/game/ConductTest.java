package dev.zeitnot.bot.game;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Color;
import dev.zeitnot.config.ByOpponentKind;
import dev.zeitnot.config.DrawOfferPolicy;
import dev.zeitnot.config.DrawPolicy;
import dev.zeitnot.config.GameConfig;
import dev.zeitnot.config.ResignPolicy;
import dev.zeitnot.engine.Score;
import dev.zeitnot.lichess.model.Account;
import dev.zeitnot.lichess.model.GameClock;
import dev.zeitnot.lichess.model.GameFull;
import dev.zeitnot.lichess.model.GameState;
import dev.zeitnot.lichess.model.GameStatus;
import dev.zeitnot.lichess.model.Player;
import dev.zeitnot.testing.Eventually;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ConductTest {

  private static final Player HUMAN = new Player("alice", "Alice", null, 1900, false, null);
  private static final Player BOT = new Player("rival", "Rival", "BOT", 1900, false, null);
  private static final ResignPolicy RESIGN_AT_ONCE = new ResignPolicy(true, 1000, 1);

  private final FakeLichessApi api = new FakeLichessApi(
      new Account("zeitnot", "zeitnot", "BOT", null, null, Map.of()), () -> 0L);
  /** The game of the last conduct made, to tell it a later state. */
  private StreamedGame game;

  /** We play White against {@code opponent}, with {@code ourMs} and {@code theirMs} left and this increment. */
  private Conduct conduct(GameConfig config, Player opponent, long ourMs, long theirMs, long incrementMs) {
    return conduct(config, opponent, ourMs, theirMs, incrementMs, "e2e4 e7e5");
  }

  private Conduct conduct(GameConfig config, Player opponent, long ourMs, long theirMs, long incrementMs,
      String moves) {
    Player us = new Player("zeitnot", "zeitnot", "BOT", 2000, false, null);
    GameState state = new GameState(moves, ourMs, theirMs, incrementMs, incrementMs, GameStatus.STARTED,
        null, false, true, false, false, null, null);
    GameFull full = new GameFull(GameEvents.ID, GameEvents.STANDARD, "bullet", null, false, 1_735_000_000_000L,
        us, opponent, "startpos", new GameClock(60_000, incrementMs), null, null, state);
    game = new StreamedGame(Color.WHITE, opponent.name(), 0);
    game.take(full, 0);
    return new Conduct(config, new GameCommands(api, GameEvents.ID), Color.WHITE, opponent.name(), game);
  }

  private static GameConfig resign(ByOpponentKind<ResignPolicy> resign) {
    return GameConfig.DEFAULT.withResign(resign);
  }

  @Test
  void resignsAgainstABotButNotAHumanWhenTheHumansPolicySaysNever() {
    GameConfig config = resign(new ByOpponentKind<>(new ResignPolicy(false, 1000, 1), RESIGN_AT_ONCE));
    assertThat(conduct(config, HUMAN, 60_000, 60_000, 0).resignsInsteadOfMoving(Score.cp(-2000))).isFalse();
    assertThat(conduct(config, BOT, 60_000, 60_000, 0).resignsInsteadOfMoving(Score.cp(-2000))).isTrue();
  }

  @Test
  void neitherResignsNorOffersADrawToAnOpponentRatedBelowTheMinimum() {
    GameConfig high = resign(ByOpponentKind.both(new ResignPolicy(true, 1000, 1, 2000)))
        .withOfferDraw(new DrawOfferPolicy(true, 20, 1, 32, 2000));
    Conduct conduct = conduct(high, HUMAN, 60_000, 60_000, 0);
    assertThat(conduct.resignsInsteadOfMoving(Score.cp(0))).isFalse();
    assertThat(conduct.offersDraw(30, 32, false)).as("1900 is below 2000").isFalse();
    GameConfig reached = resign(ByOpponentKind.both(new ResignPolicy(true, 1000, 1, 1900)))
        .withOfferDraw(new DrawOfferPolicy(true, 20, 1, 32, 1900));
    Conduct level = conduct(reached, HUMAN, 60_000, 60_000, 0);
    assertThat(level.resignsInsteadOfMoving(Score.cp(0))).isFalse();
    assertThat(level.offersDraw(30, 32, false)).isTrue();
    assertThat(conduct(reached, HUMAN, 60_000, 60_000, 0).resignsInsteadOfMoving(Score.cp(-2000))).isTrue();
  }

  @Test
  void neverResignsNorOffersOrAcceptsADrawWhileANoIncrementOpponentIsShortOfTime() {
    GameConfig config = resign(ByOpponentKind.both(RESIGN_AT_ONCE)).withDraw(new DrawPolicy(true, 20, 1, 0));
    Conduct conduct = conduct(config, HUMAN, 50_000, 20_000, 0);
    assertThat(conduct.opponentInTimeTrouble()).isTrue();
    assertThat(conduct.resignsInsteadOfMoving(Score.cp(-2000))).isFalse();
    assertThat(conduct.resignsInsteadOfMoving(Score.cp(0))).as("a level score: the draw policy holds").isFalse();
    conduct.answerDrawOffer(offer(50_000, 20_000), 4);
    assertThat(conduct.acceptsOfferAsDrawn(offer(50_000, 20_000), 4, true)).as("even drawn by the tablebase")
        .isFalse();
    assertThat(conduct.offersDraw(30, 32, true)).isFalse();
    // With 40 s the opponent is out of trouble and the same offer is accepted: the one acceptance sent.
    game.take(offer(50_000, 40_000), 0);
    assertThat(conduct.opponentInTimeTrouble()).isFalse();
    conduct.answerDrawOffer(offer(50_000, 40_000), 5);
    Eventually.until(() -> api.commands.contains("draw " + GameEvents.ID + " true"));
    assertThat(api.commands).containsOnlyOnce("draw " + GameEvents.ID + " true");
  }

  @Test
  void anOpponentShortOfTimeStillSeesUsResignWithIncrementOrMoreTimeThanUsOrTheRuleOff() {
    GameConfig config = resign(ByOpponentKind.both(RESIGN_AT_ONCE));
    assertThat(conduct(config, HUMAN, 50_000, 20_000, 2_000).resignsInsteadOfMoving(Score.cp(-2000)))
        .as("with increment").isTrue();
    assertThat(conduct(config, HUMAN, 10_000, 20_000, 0).resignsInsteadOfMoving(Score.cp(-2000)))
        .as("we have less time").isTrue();
    assertThat(conduct(config.withOpponentTimeTroubleSeconds(0), HUMAN, 50_000, 20_000, 0)
        .resignsInsteadOfMoving(Score.cp(-2000))).as("opponent_time_trouble_seconds: 0").isTrue();
  }

  @Test
  void waitPutsOffAbortingAnUnstartedGameBySixtySecondsAndIsRefusedOnceStarted() {
    long second = 1_000_000_000L;
    Conduct conduct = conduct(GameConfig.DEFAULT, HUMAN, 60_000, 60_000, 0, "e2e4");
    assertThat(conduct.waitForOpponent(20 * second)).isTrue();
    conduct.checkAbort(game, 31 * second);
    assertThat(conduct.waitForOpponent(30 * second)).as("not aborted at 31 s: still waiting").isTrue();
    conduct.checkAbort(game, 89 * second);
    assertThat(conduct.waitForOpponent(30 * second)).as("nor at 89 s").isTrue();
    conduct.checkAbort(game, 90 * second);
    assertThat(conduct.waitForOpponent(90 * second)).as("aborted at 90 s").isFalse();
    Eventually.until(() -> api.commands.contains("abort " + GameEvents.ID));
    assertThat(conduct(GameConfig.DEFAULT, HUMAN, 60_000, 60_000, 0, "e2e4 e7e5").waitForOpponent(second))
        .as("both sides have moved").isFalse();
  }

  /** Black (the opponent) offers a draw; White has {@code ourMs}, Black {@code theirMs}. */
  private static GameState offer(long ourMs, long theirMs) {
    return new GameState("e2e4 e7e5", ourMs, theirMs, 0, 0, GameStatus.STARTED, null, false, true, false, false,
        null, null);
  }
}
