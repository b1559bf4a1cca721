package dev.zeitnot.bot.chat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.config.CommandsConfig;
import dev.zeitnot.engine.Score;
import dev.zeitnot.engine.SearchInfo;
import dev.zeitnot.lichess.ChatRoom;
import java.util.List;
import org.junit.jupiter.api.Test;

class ChatCommandsTest {

  private SearchInfo last = new SearchInfo(12, 20, Score.cp(-35), 1000, 1000, 10, 0, List.of("e2e4"));
  private boolean over;

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
    public boolean over() {
      return over;
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
        .isEqualTo("Supported commands: !help, !name, !eval, !queue, !howto");
  }

  @Test
  void disabledCommandsAndOrdinaryLinesGetNoAnswer() {
    ChatCommands commands = commands(new CommandsConfig(List.of("help"), "how", 5));
    assertThat(commands.answer("!eval", ChatRoom.SPECTATOR)).isNull();
    assertThat(commands.answer("good luck!", ChatRoom.PLAYER)).isNull();
    assertThat(commands.answer("!help", ChatRoom.PLAYER)).isEqualTo("Supported commands: !help");
  }
}
