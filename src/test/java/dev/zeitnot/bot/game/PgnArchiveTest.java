package dev.zeitnot.bot.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zeitnot.chess.Game;
import dev.zeitnot.lichess.model.GameFull;
import dev.zeitnot.lichess.model.GameStatus;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PgnArchiveTest {

  @TempDir
  Path root;

  private static GameFull withId(String id) {
    GameFull game = GameEvents.full("white", GameEvents.state("", GameStatus.ABORTED, null));
    return new GameFull(id, game.variant(), game.speed(), game.perf(), game.rated(), game.createdAt(),
        game.white(), game.black(), game.initialFen(), game.clock(), game.daysPerTurn(), game.tournamentId(),
        game.state());
  }

  private Path write(Path directory, String id) throws IOException {
    return new PgnArchive(directory, "https://lichess.org")
        .write(withId(id), Game.startpos(), List.of(), new GameResult(GameStatus.ABORTED, null));
  }

  private List<Path> filesUnder(Path path) throws IOException {
    try (Stream<Path> files = Files.walk(path)) {
      return files.filter(Files::isRegularFile).toList();
    }
  }

  @Test
  void writesTheGameAsItsIdDotPgnInTheDirectory() throws IOException {
    Path pgn = root.resolve("pgn");
    assertThat(write(pgn, "Qw7Rt2Yu")).isEqualTo(pgn.resolve("Qw7Rt2Yu.pgn"));
    assertThat(Files.readString(pgn.resolve("Qw7Rt2Yu.pgn"))).contains("[Site \"https://lichess.org/Qw7Rt2Yu\"]");
  }

  @Test
  void refusesAnIdThatWouldLeadOutOfTheDirectoryAndWritesNothing() throws IOException {
    Path pgn = Files.createDirectories(root.resolve("pgn"));
    for (String id : List.of("../x", "../../etc/cron.d/x", "/tmp/abs", "a/b", "..", "Qw7Rt2Y", "Qw7Rt2Yu9",
        "Qw7Rt2Y\n", "Qw7Rt2Y.")) {
      assertThatThrownBy(() -> write(pgn, id)).as(id)
          .isInstanceOf(IOException.class).hasMessageContaining("is not a Lichess game id (8 letters and digits)");
    }
    assertThat(filesUnder(root)).isEmpty();
  }

  @Test
  void namesTheRefusedIdQuotedWithControlCharactersMasked() {
    assertThatThrownBy(() -> write(root, "../x\nFAKE"))
        .hasMessageContaining("\"../x?FAKE\"");
  }
}
