package dev.zeitnot.bot.chat;

import dev.zeitnot.chess.Position;
import dev.zeitnot.config.CommandsConfig;
import dev.zeitnot.config.DrawOfferPolicy;
import dev.zeitnot.config.DrawPolicy;
import dev.zeitnot.engine.Score;
import dev.zeitnot.engine.SearchInfo;
import dev.zeitnot.lichess.ChatRoom;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;
import java.util.function.LongSupplier;

/**
 * The chat commands of one game ({@code !help}, {@code !name}, {@code !eval}, {@code !queue},
 * {@code !howto}, {@code !wait}, {@code !ping}, {@code !pv}, {@code !draw}, {@code !takeback}):
 * answers the enabled ones, at most one answer per room per cooldown, through the
 * {@link ChatSender} so the session never waits. {@code !eval} and {@code !pv} are told to
 * spectators, and to the opponent only once the game is over (as lichess-bot and BotLi do);
 * {@code !wait} puts off aborting a game the opponent has not started (lichess-bot's 60 s);
 * {@code !draw} and {@code !takeback} say what this game's rules allow (BotLi's answers).
 */
public final class ChatCommands {

  private final CommandsConfig config;
  private final String gameId;
  private final GameFacts facts;
  private final WaitingChallenges waiting;
  private final ChatSender sender;
  private final LongSupplier nanoClock;
  private final Map<ChatRoom, Long> lastAnswerNanos = new EnumMap<>(ChatRoom.class);

  public ChatCommands(CommandsConfig config, String gameId, GameFacts facts,
      WaitingChallenges waiting, ChatSender sender, LongSupplier nanoClock) {
    this.config = config;
    this.gameId = gameId;
    this.facts = facts;
    this.waiting = waiting;
    this.sender = sender;
    this.nanoClock = nanoClock;
  }

  /** A line {@code username} wrote in {@code roomKey}; answers it if it is an enabled command. */
  public void heard(String roomKey, String username, String text) {
    ChatRoom room = "spectator".equals(roomKey) ? ChatRoom.SPECTATOR
        : "player".equals(roomKey) ? ChatRoom.PLAYER : null;
    String us = facts.ourName();
    if (room == null || text == null || username == null || username.equalsIgnoreCase(us)
        || username.equalsIgnoreCase("lichess")) {
      return;
    }
    String answer = answer(text.trim(), room);
    if (answer == null) {
      return;
    }
    long now = nanoClock.getAsLong();
    Long last = lastAnswerNanos.get(room);
    if (last != null && now - last < config.cooldownSeconds() * 1_000_000_000L) {
      return;
    }
    lastAnswerNanos.put(room, now);
    sender.send(gameId, room, answer.length() > MAX_CHARS ? answer.substring(0, MAX_CHARS) : answer);
  }

  /** Lichess's longest chat line. */
  static final int MAX_CHARS = 140;

  /** The answer to {@code text} in {@code room}, or null when it is no enabled command. */
  String answer(String text, ChatRoom room) {
    if (!text.startsWith("!")) {
      return null;
    }
    String command = text.substring(1).split("\\s+", 2)[0].toLowerCase(Locale.ROOT);
    if (!config.answers(command)) {
      return null;
    }
    return switch (command) {
      case "help" -> "Supported commands: "
          + String.join(", ", config.enabled().stream().map(c -> "!" + c).toList());
      case "name" -> (facts.ourName() == null ? "I am" : facts.ourName()) + " running " + facts.engineName()
          + " (zeitnot " + version() + ")";
      case "eval" -> eval(room);
      case "queue" -> queue();
      case "howto" -> config.howto();
      case "wait" -> waitAnswer();
      case "ping" -> ping();
      case "pv" -> pv(room);
      case "draw" -> draws();
      case "takeback" -> takebacks();
      default -> null;
    };
  }

  private String waitAnswer() {
    int seconds = facts.waitForOpponent();
    return seconds > 0 ? "Waiting " + seconds + " seconds..." : "The game has started: nothing to wait for.";
  }

  private String ping() {
    OptionalLong trip = facts.lastRoundTripMs();
    return trip.isPresent() ? "Ping: " + trip.getAsLong() + " ms (my last move's trip to the server and back)."
        : "Pong. No move of mine has been timed yet.";
  }

  private String pv(ChatRoom room) {
    if (room == ChatRoom.PLAYER && !facts.over()) {
      return "I don't tell that to my opponent, sorry.";
    }
    SearchInfo info = facts.lastSearch();
    Position start = facts.lastSearchPosition();
    String line = info == null || start == null ? ""
        : PvLine.format(start, info.pv(), MAX_CHARS - "PV: ".length());
    return line.isEmpty() ? "No PV yet." : "PV: " + line;
  }

  private String draws() {
    DrawPolicy accept = facts.drawPolicy();
    DrawOfferPolicy offer = facts.drawOfferPolicy();
    if (!accept.enabled() && !offer.enabled()) {
      return "I neither accept nor offer draws in this game.";
    }
    String accepting = !accept.enabled() ? "I accept none" : "I accept from move " + (accept.minPly() / 2 + 1)
        + " if my eval stayed within " + pawns(accept.maxScoreCp()) + " for " + accept.moves() + " moves";
    String offering = !offer.enabled() ? "I offer none" : "I offer at " + offer.maxPieces()
        + " pieces or fewer if within " + pawns(offer.maxScoreCp()) + " for " + offer.moves() + " moves";
    return "Draws: " + accepting + "; " + offering + ".";
  }

  private String takebacks() {
    int most = facts.maxTakebacks();
    return most == 0 ? "I grant no takebacks in this game."
        : "I grant up to " + most + " takeback" + (most == 1 ? "" : "s") + " a game; " + facts.takebacksGranted()
            + " used so far.";
  }

  private static String pawns(int centipawns) {
    return String.format(Locale.ROOT, "%.2f", centipawns / 100.0);
  }

  private String eval(ChatRoom room) {
    if (room == ChatRoom.PLAYER && !facts.over()) {
      return "I don't tell that to my opponent, sorry.";
    }
    SearchInfo info = facts.lastSearch();
    if (info == null) {
      return "No evaluation yet.";
    }
    Score score = info.score();
    String value = score.isMate() ? (score.mateIn() > 0 ? "mate in " : "mated in ") + Math.abs(score.mateIn())
        : String.format(Locale.ROOT, "%+.2f", score.centipawns() / 100.0);
    return "My last eval: " + value + (score.isMate() ? "" : " for me") + ", depth " + info.depth() + ".";
  }

  private String queue() {
    List<String> challenges = waiting.describe();
    return challenges.isEmpty() ? "No challenges waiting."
        : "Challenges waiting: " + String.join(", ", challenges) + ".";
  }

  private static String version() {
    String version = ChatCommands.class.getPackage().getImplementationVersion();
    return version == null ? "dev" : version;
  }
}
