package dev.zeitnot.config;

import java.nio.file.Path;

/**
 * How the bot behaves inside a game.
 *
 * @param greeting chat lines at the start of a game
 * @param goodbye chat lines at the end of a game
 * @param abortAfterSeconds abort a game whose opponent has not made a first move after this long
 * @param draw when draw offers are accepted, against humans and against bots
 * @param offerDraw when the bot offers a draw with its move, to humans and to bots
 * @param resign when the bot resigns, against humans and against bots
 * @param claimVictory claim the win when the server says the opponent has left long enough
 * @param pgnDirectory where a PGN of every finished game is written
 * @param commands the chat commands answered in the game's rooms
 * @param maxTakebacksAccepted takeback requests granted per game to a human opponent (a bot's are
 *     always declined)
 * @param pgnFileGrouping which games share a PGN file
 * @param opponentTimeTroubleSeconds in a game without increment, while the opponent has less than
 *     this many seconds and less time than we do, the bot neither resigns nor offers or accepts a
 *     draw, whatever the policies or tablebases say: the opponent may yet lose on time (0: off; BotLi's rule)
 */
public record GameConfig(
    Messages greeting, Messages goodbye, int abortAfterSeconds, ByOpponentKind<DrawPolicy> draw,
    ByOpponentKind<DrawOfferPolicy> offerDraw, ByOpponentKind<ResignPolicy> resign, boolean claimVictory,
    Path pgnDirectory, CommandsConfig commands, int maxTakebacksAccepted, PgnGrouping pgnFileGrouping,
    int opponentTimeTroubleSeconds) {

  /** BotLi's line: an opponent with less than 30 s and no increment may still lose on time. */
  public static final int OPPONENT_TIME_TROUBLE_SECONDS = 30;

  public static final GameConfig DEFAULT = new GameConfig(
      new Messages("Hi {opponent}, zeitnot here. Good luck!", ""),
      new Messages("Thanks for the game!", ""),
      30, ByOpponentKind.both(DrawPolicy.DEFAULT), ByOpponentKind.both(DrawOfferPolicy.DEFAULT),
      ByOpponentKind.both(ResignPolicy.DEFAULT), true, Path.of("games"),
      CommandsConfig.DEFAULT, 0, PgnGrouping.GAME, OPPONENT_TIME_TROUBLE_SECONDS);

  /** One PGN file per game; each policy the same against humans and bots. */
  public GameConfig(Messages greeting, Messages goodbye, int abortAfterSeconds, DrawPolicy draw,
      DrawOfferPolicy offerDraw, ResignPolicy resign, boolean claimVictory, Path pgnDirectory, CommandsConfig commands,
      int maxTakebacksAccepted) {
    this(greeting, goodbye, abortAfterSeconds, ByOpponentKind.both(draw), ByOpponentKind.both(offerDraw),
        ByOpponentKind.both(resign), claimVictory, pgnDirectory, commands, maxTakebacksAccepted, PgnGrouping.GAME,
        OPPONENT_TIME_TROUBLE_SECONDS);
  }

  static GameConfig read(ConfigNode node) {
    GameConfig config = new GameConfig(
        Messages.read(node.section("greeting"), DEFAULT.greeting),
        Messages.read(node.section("goodbye"), DEFAULT.goodbye),
        (int) node.integer("abort_after_seconds", DEFAULT.abortAfterSeconds, 5, 3600),
        ByOpponentKind.read(node.section("draw"), DrawPolicy.DEFAULT, DrawPolicy::read),
        ByOpponentKind.read(node.section("offer_draw"), DrawOfferPolicy.DEFAULT, DrawOfferPolicy::read),
        ByOpponentKind.read(node.section("resign"), ResignPolicy.DEFAULT, ResignPolicy::read),
        node.bool("claim_victory", DEFAULT.claimVictory),
        Path.of(node.string("pgn_directory", DEFAULT.pgnDirectory.toString())),
        CommandsConfig.read(node.section("commands")),
        (int) node.integer("max_takebacks_accepted", DEFAULT.maxTakebacksAccepted, 0, 100),
        node.choice("pgn_file_grouping", DEFAULT.pgnFileGrouping),
        (int) node.integer("opponent_time_trouble_seconds", DEFAULT.opponentTimeTroubleSeconds, 0, 3600));
    node.finish();
    return config;
  }

  public GameConfig withGreeting(Messages value) {
    return new GameConfig(value, goodbye, abortAfterSeconds, draw, offerDraw, resign, claimVictory,
        pgnDirectory, commands, maxTakebacksAccepted, pgnFileGrouping,
        opponentTimeTroubleSeconds);
  }

  /** {@code value} against humans and bots alike. */
  public GameConfig withDraw(DrawPolicy value) {
    return withDraw(ByOpponentKind.both(value));
  }

  public GameConfig withDraw(ByOpponentKind<DrawPolicy> value) {
    return new GameConfig(greeting, goodbye, abortAfterSeconds, value, offerDraw, resign, claimVictory,
        pgnDirectory, commands, maxTakebacksAccepted, pgnFileGrouping, opponentTimeTroubleSeconds);
  }

  /** {@code value} to humans and bots alike. */
  public GameConfig withOfferDraw(DrawOfferPolicy value) {
    return withOfferDraw(ByOpponentKind.both(value));
  }

  public GameConfig withOfferDraw(ByOpponentKind<DrawOfferPolicy> value) {
    return new GameConfig(greeting, goodbye, abortAfterSeconds, draw, value, resign, claimVictory,
        pgnDirectory, commands, maxTakebacksAccepted, pgnFileGrouping, opponentTimeTroubleSeconds);
  }

  /** {@code value} against humans and bots alike. */
  public GameConfig withResign(ResignPolicy value) {
    return withResign(ByOpponentKind.both(value));
  }

  public GameConfig withResign(ByOpponentKind<ResignPolicy> value) {
    return new GameConfig(greeting, goodbye, abortAfterSeconds, draw, offerDraw, value, claimVictory,
        pgnDirectory, commands, maxTakebacksAccepted, pgnFileGrouping, opponentTimeTroubleSeconds);
  }

  public GameConfig withOpponentTimeTroubleSeconds(int value) {
    return new GameConfig(greeting, goodbye, abortAfterSeconds, draw, offerDraw, resign, claimVictory,
        pgnDirectory, commands, maxTakebacksAccepted, pgnFileGrouping, value);
  }

  public GameConfig withMaxTakebacksAccepted(int value) {
    return new GameConfig(greeting, goodbye, abortAfterSeconds, draw, offerDraw, resign, claimVictory,
        pgnDirectory, commands, value, pgnFileGrouping, opponentTimeTroubleSeconds);
  }

  public GameConfig withPgnDirectory(Path directory) {
    return new GameConfig(greeting, goodbye, abortAfterSeconds, draw, offerDraw, resign, claimVictory,
        directory, commands, maxTakebacksAccepted, pgnFileGrouping, opponentTimeTroubleSeconds);
  }

  public GameConfig withPgnFileGrouping(PgnGrouping value) {
    return new GameConfig(greeting, goodbye, abortAfterSeconds, draw, offerDraw, resign, claimVictory,
        pgnDirectory, commands, maxTakebacksAccepted, value, opponentTimeTroubleSeconds);
  }
}
