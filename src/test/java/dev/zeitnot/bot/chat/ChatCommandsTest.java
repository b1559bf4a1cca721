package dev.zeitnot.bot.chat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Variant;
import dev.zeitnot.config.CommandsConfig;
import dev.zeitnot.config.DrawOfferPolicy;
import dev.zeitnot.config.DrawPolicy;
import dev.zeitnot.engine.Score;
import dev.zeitnot.engine.SearchInfo;
import dev.zeitnot.lichess.ChatRoom;
import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

class ChatCommandsTest {

  private SearchInfo last = new SearchInfo(12, 20, Score.cp(-35), 1000, 1000, 10, 0, List.of("e2e4"));
  private boolean over;
  private Position searchedFrom = Position.fromFen(Position.STARTPOS_FEN, false, Variant.STANDARD);
  private OptionalLong trip = OptionalLong.empty();
  private DrawPolicy draw = new DrawPolicy(true, 15, 5, 40);
  private DrawOfferPolicy offer = new DrawOfferPolicy(false, 0, 10, 10);
  private int maxTakebacks;
  private int waitSeconds;

  private final GameFacts facts = new GameFacts() {
    @Override
    public String ourName() {
      return "zeitnot";
    }

    @Override
    public String engineName() {
      return "Stockfish 16";
    }

    @Override
    public SearchInfo lastSearch() {
      return last;
    }

    @Override
    public Position lastSearchPosition() {
      return searchedFrom;
    }

    @Override
    public boolean over() {
      return over;
    }

    @Override
    public OptionalLong lastRoundTripMs() {
      return trip;
    }

    @Override
    public DrawPolicy drawPolicy() {
      return draw;
    }

    @Override
    public DrawOfferPolicy drawOfferPolicy() {
      return offer;
    }

    @Override
    public int maxTakebacks() {
      return maxTakebacks;
    }

    @Override
    public int takebacksGranted() {
      return 1;
    }

    @Override
    public int waitForOpponent() {
      return waitSeconds;
    }
  };

  private ChatCommands commands(CommandsConfig config) {
    return new ChatCommands(config, "g1", facts, () -> List.of(), null, () -> 0L);
  }

  @Test
  void evalIsForSpectatorsDuringTheGameAndForEveryoneAfterIt() {
    ChatCommands commands = commands(CommandsConfig.DEFAULT);
    assertThat(commands.answer("!eval", ChatRoom.PLAYER)).isEqualTo("I don't tell that to my opponent, sorry.");
    assertThat(commands.answer("!eval", ChatRoom.SPECTATOR)).isEqualTo("My last eval: -0.35 for me, depth 12.");
    over = true;
    last = new SearchInfo(30, 30, Score.mate(3), 1, 1, 1, 0, List.of());
    assertThat(commands.answer("!EVAL", ChatRoom.PLAYER)).isEqualTo("My last eval: mate in 3, depth 30.");
  }

  @Test
  void nameQueueAndHelpSayWhatTheBotRunsAndWhatWaits() {
    ChatCommands commands = commands(CommandsConfig.DEFAULT);
    assertThat(commands.answer("!name", ChatRoom.PLAYER)).startsWith("zeitnot running Stockfish 16 (zeitnot ");
    assertThat(commands.answer("!queue", ChatRoom.PLAYER)).isEqualTo("No challenges waiting.");
    assertThat(commands.answer("!help", ChatRoom.SPECTATOR))
        .isEqualTo("Supported commands: !help, !name, !eval, !queue, !howto, !wait, !ping, !pv, !draw, !takeback");
  }

  @Test
  void disabledCommandsAndOrdinaryLinesGetNoAnswer() {
    ChatCommands commands = commands(new CommandsConfig(List.of("help"), "how", 5));
    assertThat(commands.answer("!eval", ChatRoom.SPECTATOR)).isNull();
    assertThat(commands.answer("good luck!", ChatRoom.PLAYER)).isNull();
    assertThat(commands.answer("!help", ChatRoom.PLAYER)).isEqualTo("Supported commands: !help");
  }

  @Test
  void waitPutsOffTheAbortOnlyBeforeTheGameHasStarted() {
    ChatCommands commands = commands(CommandsConfig.DEFAULT);
    waitSeconds = 60;
    assertThat(commands.answer("!wait", ChatRoom.PLAYER)).isEqualTo("Waiting 60 seconds...");
    waitSeconds = 0;
    assertThat(commands.answer("!wait", ChatRoom.PLAYER)).isEqualTo("The game has started: nothing to wait for.");
  }

  @Test
  void pingTellsOurLastMovesRoundTrip() {
    ChatCommands commands = commands(CommandsConfig.DEFAULT);
    assertThat(commands.answer("!ping", ChatRoom.SPECTATOR)).isEqualTo("Pong. No move of mine has been timed yet.");
    trip = OptionalLong.of(84);
    assertThat(commands.answer("!ping", ChatRoom.PLAYER))
        .isEqualTo("Ping: 84 ms (my last move's trip to the server and back).");
  }

  @Test
  void pvIsOurLastSearchsLineInSanForSpectatorsAndForTheOpponentOnceOver() {
    ChatCommands commands = commands(CommandsConfig.DEFAULT);
    last = new SearchInfo(12, 20, Score.cp(30), 1, 1, 1, 0, List.of("e2e4", "e7e5", "g1f3", "b8c6"));
    assertThat(commands.answer("!pv", ChatRoom.SPECTATOR)).isEqualTo("PV: 1. e4 e5 2. Nf3 Nc6");
    assertThat(commands.answer("!pv", ChatRoom.PLAYER)).isEqualTo("I don't tell that to my opponent, sorry.");
    over = true;
    assertThat(commands.answer("!pv", ChatRoom.PLAYER)).isEqualTo("PV: 1. e4 e5 2. Nf3 Nc6");
    last = null;
    assertThat(commands.answer("!pv", ChatRoom.PLAYER)).isEqualTo("No PV yet.");
  }

  @Test
  void drawAndTakebackSayWhatThisGamesRulesAllow() {
    ChatCommands commands = commands(CommandsConfig.DEFAULT);
    assertThat(commands.answer("!draw", ChatRoom.PLAYER))
        .isEqualTo("Draws: I accept from move 21 if my eval stayed within 0.15 for 5 moves; I offer none.");
    draw = new DrawPolicy(false, 15, 5, 40);
    assertThat(commands.answer("!draw", ChatRoom.PLAYER)).isEqualTo("I neither accept nor offer draws in this game.");
    offer = new DrawOfferPolicy(true, 20, 3, 8);
    assertThat(commands.answer("!draw", ChatRoom.PLAYER))
        .isEqualTo("Draws: I accept none; I offer at 8 pieces or fewer if within 0.20 for 3 moves.");
    assertThat(commands.answer("!takeback", ChatRoom.PLAYER)).isEqualTo("I grant no takebacks in this game.");
    maxTakebacks = 2;
    assertThat(commands.answer("!takeback", ChatRoom.PLAYER))
        .isEqualTo("I grant up to 2 takebacks a game; 1 used so far.");
  }
}
