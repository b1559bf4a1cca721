package dev.zeitnot.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.arena.accounts.Accounts;
import dev.zeitnot.arena.Arena;
import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.settings.ArenaSettings;
import dev.zeitnot.arena.lobby.ArenaChallenge;
import dev.zeitnot.arena.opponents.RandomOpponent;
import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.PgnGame;
import dev.zeitnot.chess.San;
import dev.zeitnot.config.BookConfig;
import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.SearchListener;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import dev.zeitnot.engine.book.BookBuilder;
import dev.zeitnot.engine.book.PolyglotWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The real bot in the arena with an opening book: its first moves come from the book, not from a search. */
class BotBookInArenaTest {
  @TempDir
  Path dir;

  /** Every search the bot's engines were asked for: the number of moves played before it. */
  private final List<Integer> searchedAtPly = new CopyOnWriteArrayList<>();

  @Test
  void playsItsFirstMovesFromTheBookWithoutSearching() throws Exception {
    // The book answers 1.e4 and, after each of Black's 20 replies, 2.Nc3.
    BookBuilder builder = new BookBuilder(100, 1, false);
    Game start = Game.startpos();
    start.play("e2e4");
    int[] replies = new int[256];
    int n = start.position().generateLegal(replies);
    for (int i = 0; i < n; i++) {
      Game game = Game.startpos();
      game.play("e2e4");
      String reply = San.format(game.position(), replies[i]);
      game.play(replies[i]);
      builder.add(new PgnGame(Map.of(), List.of("e4", reply, "Nc3"), "1-0"));
    }
    Path book = dir.resolve("e4.bin");
    PolyglotWriter.write(book, builder.entries());

    try (Arena arena = Arena.start(0, Accounts.defaults(), ArenaSettings.DEFAULT.withKeepAliveMillis(300))) {
      arena.addOpponent("Random", () -> new RandomOpponent(7));
      RunningBot bot = new RunningBot(arena, Accounts.BOT_TOKEN, dir, System::nanoTime, RunningBot.QUICK_ENGINE,
          this::counting, config -> config.withBook(BookConfig.DEFAULT.withBooks(true,
              Map.of("standard", List.of(book)))));
      try {
        bot.awaitOnline();
        ArenaChallenge challenge = arena.challenge("Random", "zeitnot", 60, 1, "black");
        Await.until("the bot accepts", () -> arena.lobby().game(challenge.id()).isPresent());
        ArenaGame game = arena.lobby().game(challenge.id()).orElseThrow();
        Await.until("the bot's first three moves", () -> game.ply() >= 6 || game.isOver());
        List<String> moves = game.snapshot().moves();
        assertThat(moves.get(0)).isEqualTo("e2e4");
        assertThat(game.colorOf(bot.account())).isZero();
        assertThat(moves.get(2)).isEqualTo("b1c3");
        assertThat(searchedAtPly).as("searches before the book ran out")
            .allSatisfy(ply -> assertThat(ply).isGreaterThanOrEqualTo(4));
        Await.until("the game ends", game::isOver);
        assertThat(game.rejectedMoves(game.colorOf(bot.account()))).isZero();
        assertThat(searchedAtPly).as("the engine plays once the book runs out").isNotEmpty();
      } finally {
        bot.close();
      }
    }
  }

  private Engine counting(Engine engine) {
    return new Engine() {
      @Override
      public String name() {
        return engine.name();
      }

      @Override
      public void newGame() {
        engine.newGame();
      }

      @Override
      public SearchResult search(SearchRequest request, SearchListener listener) {
        if (!request.limits().ponder()) {
          searchedAtPly.add(request.moves().size());
        }
        return engine.search(request, listener);
      }

      @Override
      public void stop() {
        engine.stop();
      }

      @Override
      public void ponderHit() {
        engine.ponderHit();
      }

      @Override
      public void close() {
        engine.close();
      }
    };
  }
}
