package dev.zeitnot.bot.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zeitnot.bot.stats.PgnRecord;
import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.Variant;
import dev.zeitnot.config.PgnGrouping;
import dev.zeitnot.lichess.model.GameFull;
import dev.zeitnot.lichess.model.GameStatus;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
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
        .write(withId(id), Game.startpos(), List.of(), new GameResult(GameStatus.ABORTED, null), "alice");
  }

  private Path write(PgnGrouping grouping, String id, String opponentId) throws IOException {
    return new PgnArchive(root, "https://lichess.org", grouping)
        .write(withId(id), Game.startpos(), List.of(), new GameResult(GameStatus.ABORTED, null), opponentId);
  }

  private List<Path> filesUnder(Path path) throws IOException {
    try (Stream<Path> files = Files.walk(path)) {
      return files.filter(Files::isRegularFile).toList();
    }
  }

  @Test
  void aVariantGameCarriesTheVariantTagAsTheServerNamesIt() throws IOException {
    GameFull full = GameEvents.full("white", GameEvents.state("e2e3", GameStatus.VARIANT_END, "white"),
        GameEvents.KING_OF_THE_HILL);
    Game game = new Game("startpos", false, Variant.KING_OF_THE_HILL);
    game.play("e2e3");
    Path file = new PgnArchive(root, "https://lichess.org").write(full, game, List.of(),
        new GameResult(GameStatus.VARIANT_END, "white"), "alice");
    assertThat(Files.readString(file)).contains("[Variant \"King of the Hill\"]", "[Result \"1-0\"]",
        "[Termination \"variantEnd\"]");
  }

  @Test
  void aStandardGameHasNoVariantTag() throws IOException {
    assertThat(Files.readString(write(root, "Qw7Rt2Yu"))).doesNotContain("[Variant");
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

  @Test
  void groupedByOpponentEachOpponentsGamesShareAFileOneAfterTheOther() throws IOException {
    assertThat(write(PgnGrouping.OPPONENT, "Qw7Rt2Yu", "alice")).isEqualTo(root.resolve("vs-alice.pgn"));
    write(PgnGrouping.OPPONENT, "Ab3De4Fg", "bob");
    write(PgnGrouping.OPPONENT, "Zz9Yy8Xx", "alice");
    assertThat(PgnRecord.readAll(Files.readString(root.resolve("vs-alice.pgn"))))
        .extracting(r -> r.tag("Site")).containsExactly("https://lichess.org/Qw7Rt2Yu", "https://lichess.org/Zz9Yy8Xx");
    assertThat(PgnRecord.readAll(Files.readString(root.resolve("vs-bob.pgn")))).hasSize(1);
  }

  @Test
  void groupedByDayOrAllTheFileIsTheGamesUtcDayOrOneFile() throws IOException {
    String day = DateTimeFormatter.ofPattern("yyyy-MM-dd").withZone(ZoneOffset.UTC)
        .format(Instant.ofEpochMilli(withId("Qw7Rt2Yu").createdAt()));
    assertThat(write(PgnGrouping.DAY, "Qw7Rt2Yu", "alice")).isEqualTo(root.resolve(day + ".pgn"));
    write(PgnGrouping.ALL, "Qw7Rt2Yu", "alice");
    write(PgnGrouping.ALL, "Ab3De4Fg", "bob");
    assertThat(PgnRecord.readAll(Files.readString(root.resolve("games.pgn")))).hasSize(2);
  }

  @Test
  void anOpponentIdThatIsNotAUserIdNamesNoFileOfItsOwn() throws IOException {
    assertThat(write(PgnGrouping.OPPONENT, "Qw7Rt2Yu", "../etc")).isEqualTo(root.resolve("vs-unknown.pgn"));
    assertThat(write(PgnGrouping.OPPONENT, "Ab3De4Fg", null)).isEqualTo(root.resolve("vs-unknown.pgn"));
  }
}
