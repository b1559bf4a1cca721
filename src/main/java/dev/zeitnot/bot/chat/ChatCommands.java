package dev.zeitnot.bot.chat;

import dev.zeitnot.config.CommandsConfig;
import dev.zeitnot.engine.Score;
import dev.zeitnot.engine.SearchInfo;
import dev.zeitnot.lichess.ChatRoom;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * The chat commands of one game ({@code !help}, {@code !name}, {@code !eval}, {@code !queue},
 * {@code !howto}): answers the enabled ones, at most one answer per room per cooldown, through
 * the {@link ChatSender} so the session never waits. {@code !eval} is told to spectators, and
 * to the opponent only once the game is over (as lichess-bot does).
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
    sender.send(gameId, room, answer.length() > 140 ? answer.substring(0, 140) : answer);
  }

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
      default -> null;
    };
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
