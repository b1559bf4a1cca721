package dev.zeitnot.bot.game;

import dev.zeitnot.lichess.model.GameClock;
import dev.zeitnot.lichess.model.GameFull;
import dev.zeitnot.lichess.model.GameInfo;
import dev.zeitnot.lichess.model.GameState;
import dev.zeitnot.lichess.model.GameStatus;
import dev.zeitnot.lichess.model.Opponent;
import dev.zeitnot.lichess.model.Player;
import dev.zeitnot.lichess.model.VariantInfo;

/** Server messages for bot tests: game {@value #ID}, zeitnot against Alice, one minute each. */
public final class GameEvents {

  public static final String ID = "Qw7Rt2Yu";
  public static final VariantInfo STANDARD = new VariantInfo("standard", "Standard", "Std");
  public static final VariantInfo KING_OF_THE_HILL = new VariantInfo("kingOfTheHill", "King of the Hill", "KotH");
  public static final VariantInfo THREE_CHECK = new VariantInfo("threeCheck", "Three-check", "3check");

  private GameEvents() {}

  public static GameInfo start(String ourColor) {
    return new GameInfo(ID, ID + "k3Lm", ourColor, "", "", false, ourColor.equals("white"), false,
        "friend", GameStatus.STARTED, STANDARD, "bullet", null, new Opponent("alice", "Alice", 1900, null, null),
        60, 2000, null, null, null, null, null);
  }

  /** The start of an arena pairing (tournament {@code Arena123}) on our side. */
  public static GameInfo arenaStart(String ourColor) {
    GameInfo game = start(ourColor);
    return new GameInfo(game.gameId(), game.fullId(), ourColor, "", "", false, game.myTurn(), true, "arena",
        GameStatus.STARTED, STANDARD, "bullet", null, game.opponent(), 60, 2000, null, null, "Arena123", null, null);
  }

  public static GameState state(String moves) {
    return state(moves, GameStatus.STARTED, null);
  }

  public static GameState state(String moves, GameStatus status, String winner) {
    return new GameState(moves, 60_000, 60_000, 0, 0, status, winner, false, false, false, false, null, null);
  }

  /** A running game's state with these clocks (ms) and no increment. */
  public static GameState state(String moves, long wtime, long btime) {
    return new GameState(moves, wtime, btime, 0, 0, GameStatus.STARTED, null, false, false, false, false, null, null);
  }

  public static GameState blackOffersDraw(String moves) {
    return new GameState(moves, 60_000, 60_000, 0, 0, GameStatus.STARTED, null, false, true, false, false,
        null, null);
  }

  /** A correspondence game ({@code daysPerTurn} 3, no clock): the states' times are deadlines. */
  public static GameFull correspondence(String ourColor, GameState state) {
    GameFull game = full(ourColor, state);
    return new GameFull(game.id(), game.variant(), "correspondence", null, false, game.createdAt(),
        game.white(), game.black(), game.initialFen(), null, 3, null, state);
  }

  /** A game of {@code variant} (the server's variant object), otherwise as {@link #full}. */
  public static GameFull full(String ourColor, GameState state, VariantInfo variant) {
    GameFull game = full(ourColor, state);
    return new GameFull(game.id(), variant, game.speed(), game.perf(), game.rated(), game.createdAt(),
        game.white(), game.black(), game.initialFen(), game.clock(), game.daysPerTurn(), game.tournamentId(), state);
  }

  public static GameFull full(String ourColor, GameState state) {
    Player us = new Player("zeitnot", "zeitnot", "BOT", 2000, false, null);
    Player alice = new Player("alice", "Alice", null, 1900, false, null);
    boolean white = ourColor.equals("white");
    return new GameFull(ID, STANDARD, "bullet", null, false, 1_735_000_000_000L, white ? us : alice,
        white ? alice : us, "startpos", new GameClock(60_000, 0), null, null, state);
  }
}
