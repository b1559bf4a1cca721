package dev.zeitnot.lab.datagen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zeitnot.engine.Engine;
import dev.zeitnot.engine.Score;
import dev.zeitnot.engine.SearchInfo;
import dev.zeitnot.engine.SearchRequest;
import dev.zeitnot.engine.SearchResult;
import dev.zeitnot.engine.SearchListener;
import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RelabelTest {

  private static final String WHITE = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1";
  private static final String BLACK = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
  private static final String MATING = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1";
  private static final String HUGE = "6k1/5ppp/8/8/8/8/5PPP/RQ4K1 b - - 0 1";

  @TempDir
  Path dir;

  /** A judge that gives each FEN a fixed score for the side to move and records what it was asked. */
  private static final class Judge implements Engine {
    final Map<String, Score> scores;
    final List<String> calls = new ArrayList<>();

    Judge(Map<String, Score> scores) {
      this.scores = scores;
    }

    @Override
    public String name() {
      return "judge";
    }

    @Override
    public void newGame() {
      calls.add("newgame");
    }

    @Override
    public SearchResult search(SearchRequest request, SearchListener listener) {
      calls.add("depth " + request.limits().depth() + " " + request.initialFen());
      return new SearchResult("a1a2", null,
          new SearchInfo(request.limits().depth(), 0, scores.get(request.initialFen()), 1, 1, 1, 0, List.of()));
    }

    @Override
    public void stop() { }

    @Override
    public void ponderHit() { }

    @Override
    public void close() { }
  }

  private Path write(String name, List<Sample> samples) throws IOException {
    Path file = dir.resolve(name);
    try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(file)))) {
      for (Sample sample : samples) {
        SampleFormat.write(out, sample);
      }
    }
    return file;
  }

  private static final List<Sample> SAMPLES = List.of(
      new Sample(0, WHITE, 11, 2), new Sample(0, BLACK, 12, 2), new Sample(1, MATING, 13, 1),
      new Sample(1, HUGE, 14, 0));
  private static final Map<String, Score> SCORES = Map.of(
      WHITE, Score.cp(40), BLACK, Score.cp(25), MATING, Score.mate(3), HUGE, Score.cp(-5000));

  @Test
  void everyPositionGetsTheJudgesScoreFromWhitesViewWithItsResultKept() throws IOException {
    Path in = write("in.bin", SAMPLES);
    Path out = dir.resolve("out.bin");
    Judge judge = new Judge(SCORES);
    Relabel.Summary summary = Relabel.run(in, out, judge, 7, line -> { });
    assertThat(summary).isEqualTo(new Relabel.Summary(4, 4));
    assertThat(SampleFile.readAll(out)).containsExactly(
        new Sample(0, WHITE, 40, 2), new Sample(0, BLACK, -25, 2), new Sample(1, MATING, Relabel.DECISIVE_CP, 1),
        new Sample(1, HUGE, Relabel.DECISIVE_CP, 0));
    assertThat(judge.calls).containsExactly("newgame", "depth 7 " + WHITE, "depth 7 " + BLACK, "newgame",
        "depth 7 " + MATING, "depth 7 " + HUGE);
  }

  @Test
  void aRerunContinuesAfterTheWholeRecordsTheOutputHolds() throws IOException {
    Path in = write("in.bin", SAMPLES);
    Path out = write("out.bin", List.of(new Sample(0, WHITE, 40, 2), new Sample(0, BLACK, -25, 2)));
    Files.write(out, new byte[5], StandardOpenOption.APPEND);
    Judge judge = new Judge(SCORES);
    assertThat(Relabel.run(in, out, judge, 3, line -> { })).isEqualTo(new Relabel.Summary(2, 4));
    assertThat(judge.calls).containsExactly("newgame", "depth 3 " + MATING, "depth 3 " + HUGE);
    assertThat(SampleFile.readAll(out)).hasSize(4).last().isEqualTo(new Sample(1, HUGE, Relabel.DECISIVE_CP, 0));
  }

  @Test
  void anOutputLongerThanItsInputIsRefused() throws IOException {
    Path in = write("in.bin", SAMPLES.subList(0, 1));
    Path out = write("out.bin", SAMPLES);
    assertThatThrownBy(() -> Relabel.run(in, out, new Judge(SCORES), 3, line -> { }))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("another file");
  }
}
