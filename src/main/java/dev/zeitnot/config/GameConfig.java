package dev.zeitnot.config;

import java.nio.file.Path;

/**
 * How the bot behaves inside a game.
 *
 * @param greeting chat lines at the start of a game
 * @param goodbye chat lines at the end of a game
 * @param abortAfterSeconds abort a game whose opponent has not made a first move after this long
 * @param draw when draw offers are accepted
 * @param offerDraw when the bot offers a draw with its move
 * @param resign when the bot resigns
 * @param claimVictory claim the win when the server says the opponent has left long enough
 * @param pgnDirectory where a PGN of every finished game is written
 * @param commands the chat commands answered in the game's rooms
 * @param maxTakebacksAccepted takeback requests granted per game to a human opponent (a bot's are
 *     always declined)
 * @param pgnFileGrouping which games share a PGN file
 */
public record GameConfig(
    Messages greeting, Messages goodbye, int abortAfterSeconds, DrawPolicy draw,
    DrawOfferPolicy offerDraw, ResignPolicy resign, boolean claimVictory, Path pgnDirectory, CommandsConfig commands,
    int maxTakebacksAccepted, PgnGrouping pgnFileGrouping) {

  public static final GameConfig DEFAULT = new GameConfig(
      new Messages("Hi {opponent}, zeitnot here. Good luck!", ""),
      new Messages("Thanks for the game!", ""),
      30, DrawPolicy.DEFAULT, DrawOfferPolicy.DEFAULT, ResignPolicy.DEFAULT, true, Path.of("games"),
      CommandsConfig.DEFAULT, 0, PgnGrouping.GAME);

  /** One PGN file per game. */
  public GameConfig(Messages greeting, Messages goodbye, int abortAfterSeconds, DrawPolicy draw,
      DrawOfferPolicy offerDraw, ResignPolicy resign, boolean claimVictory, Path pgnDirectory, CommandsConfig commands,
      int maxTakebacksAccepted) {
    this(greeting, goodbye, abortAfterSeconds, draw, offerDraw, resign, claimVictory, pgnDirectory, commands,
        maxTakebacksAccepted, PgnGrouping.GAME);
  }

  static GameConfig read(ConfigNode node) {
    GameConfig config = new GameConfig(
        Messages.read(node.section("greeting"), DEFAULT.greeting),
        Messages.read(node.section("goodbye"), DEFAULT.goodbye),
        (int) node.integer("abort_after_seconds", DEFAULT.abortAfterSeconds, 5, 3600),
        DrawPolicy.read(node.section("draw")),
        DrawOfferPolicy.read(node.section("offer_draw")),
        ResignPolicy.read(node.section("resign")),
        node.bool("claim_victory", DEFAULT.claimVictory),
        Path.of(node.string("pgn_directory", DEFAULT.pgnDirectory.toString())),
        CommandsConfig.read(node.section("commands")),
        (int) node.integer("max_takebacks_accepted", DEFAULT.maxTakebacksAccepted, 0, 100),
        node.choice("pgn_file_grouping", DEFAULT.pgnFileGrouping));
    node.finish();
    return config;
  }

  public GameConfig withGreeting(Messages value) {
    return new GameConfig(value, goodbye, abortAfterSeconds, draw, offerDraw, resign, claimVictory,
        pgnDirectory, commands, maxTakebacksAccepted, pgnFileGrouping);
  }

  public GameConfig withDraw(DrawPolicy value) {
    return new GameConfig(greeting, goodbye, abortAfterSeconds, value, offerDraw, resign, claimVictory,
        pgnDirectory, commands, maxTakebacksAccepted, pgnFileGrouping);
  }

  public GameConfig withOfferDraw(DrawOfferPolicy value) {
    return new GameConfig(greeting, goodbye, abortAfterSeconds, draw, value, resign, claimVictory,
        pgnDirectory, commands, maxTakebacksAccepted, pgnFileGrouping);
  }

  public GameConfig withResign(ResignPolicy value) {
    return new GameConfig(greeting, goodbye, abortAfterSeconds, draw, offerDraw, value, claimVictory,
        pgnDirectory, commands, maxTakebacksAccepted, pgnFileGrouping);
  }

  public GameConfig withMaxTakebacksAccepted(int value) {
    return new GameConfig(greeting, goodbye, abortAfterSeconds, draw, offerDraw, resign, claimVictory,
        pgnDirectory, commands, value, pgnFileGrouping);
  }

  public GameConfig withPgnDirectory(Path directory) {
    return new GameConfig(greeting, goodbye, abortAfterSeconds, draw, offerDraw, resign, claimVictory,
        directory, commands, maxTakebacksAccepted, pgnFileGrouping);
  }

  public GameConfig withPgnFileGrouping(PgnGrouping value) {
    return new GameConfig(greeting, goodbye, abortAfterSeconds, draw, offerDraw, resign, claimVictory,
        pgnDirectory, commands, maxTakebacksAccepted, value);
  }
}
