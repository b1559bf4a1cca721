package dev.zeitnot.lab.datagen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Uci;
import dev.zeitnot.engine.Score;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class GameRecordTest {

  /** 1. e4 d5 2. exd5 Qxd5 3. Nc3 Qe5+ 4. Be2: two captures, a check, and four quiet moves. */
  private static GameRecord game() {
    Position pos = Position.startpos();
    String[] uci = {"e2e4", "d7d5", "e4d5", "d8d5", "b1c3", "d5e5", "f1e2"};
    int[] moves = new int[uci.length];
    for (int i = 0; i < uci.length; i++) {
      moves[i] = Uci.parse(pos, uci[i]);
      pos.makeMove(moves[i]);
    }
    short[] scores = {30, -25, 40, -20, GameRecord.NO_SCORE, 15, 35};
    return new GameRecord(7, Position.STARTPOS_FEN, 2, moves, scores);
  }

  @Test
  void aGameReadsBackAsWritten() throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    GameRecordFormat.write(new DataOutputStream(bytes), game());
    assertThat((long) bytes.size()).isEqualTo(GameRecordFormat.size(game()));
    GameRecord read = GameRecordFormat.read(new DataInputStream(new ByteArrayInputStream(bytes.toByteArray())));
    assertThat(read.index()).isEqualTo(7);
    assertThat(read.startFen()).isEqualTo(Position.STARTPOS_FEN);
    assertThat(read.whiteHalfPoints()).isEqualTo(2);
    assertThat(read.moves()).isEqualTo(game().moves());
    assertThat(read.scores()).isEqualTo(game().scores());
  }

  @Test
  void aCutGameIsTheEndOfTheStream() throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    GameRecordFormat.write(new DataOutputStream(bytes), game());
    byte[] cut = Arrays.copyOf(bytes.toByteArray(), bytes.size() - 3);
    assertThatThrownBy(() -> GameRecordFormat.read(new DataInputStream(new ByteArrayInputStream(cut))))
        .isInstanceOf(EOFException.class);
  }

  @Test
  void onlyQuietPositionsWithAScoreAreTrainingPositionsWithScoresFromWhitesView() {
    List<Sample> samples = game().quietSamples();
    // Left out: 2. exd5 and 2... Qxd5 (captures), 3. Nc3 (no score), 4. Be2 (played in check).
    assertThat(samples).extracting(Sample::whiteScore).containsExactly(30, 25, -15);
    assertThat(samples).allMatch(sample -> sample.game() == 7 && sample.whiteHalfPoints() == 2);
    assertThat(samples.get(0).fen()).isEqualTo(Position.STARTPOS_FEN);
  }

  @Test
  void aMoveThatIsNotLegalWhereItWasPlayedIsAnErrorNamingTheGame() {
    GameRecord bad = new GameRecord(3, Position.STARTPOS_FEN, 1, new int[] {game().moves()[1]}, new short[] {0});
    assertThatThrownBy(bad::quietSamples).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("game 3");
  }

  @Test
  void mateScoresAreNotRecorded() {
    assertThat(GameRecord.recorded(Score.mate(3))).isEqualTo(GameRecord.NO_SCORE);
    assertThat(GameRecord.recorded(null)).isEqualTo(GameRecord.NO_SCORE);
    assertThat(GameRecord.recorded(Score.cp(40_000))).isEqualTo(Short.MAX_VALUE);
  }
}
