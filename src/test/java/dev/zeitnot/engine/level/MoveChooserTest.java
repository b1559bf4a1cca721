package dev.zeitnot.engine.level;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.zeitnot.engine.Score;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class MoveChooserTest {

  private static final List<RootCandidate> CANDIDATES = List.of(
      new RootCandidate("e2e4", Score.cp(40)),
      new RootCandidate("d2d4", Score.cp(30)),
      new RootCandidate("g1f3", Score.cp(0)),
      new RootCandidate("a2a4", Score.cp(-200)));

  @Test
  void aMoveTemperatureCentipawnsWorseIsChosenETimesLessOften() {
    double[] p = MoveChooser.probabilities(CANDIDATES, 40, 1000);
    assertThat(p[0] / p[2]).isCloseTo(Math.E, within(1e-9));
    assertThat(p[0] / p[1]).isCloseTo(Math.exp(10 / 40.0), within(1e-9));
    assertThat(p[0] + p[1] + p[2] + p[3]).isCloseTo(1.0, within(1e-9));
  }

  @Test
  void aMoveOutsideTheWindowIsNeverChosen() {
    double[] p = MoveChooser.probabilities(CANDIDATES, 1000, 100);
    assertThat(p[3]).isZero();
    SplittableRandom random = new SplittableRandom(7);
    for (int i = 0; i < 2000; i++) {
      assertThat(MoveChooser.choose(CANDIDATES, 1000, 100, random).move()).isNotEqualTo("a2a4");
    }
  }

  @Test
  void seededChoicesFollowTheSoftmaxProbabilities() {
    double[] p = MoveChooser.probabilities(CANDIDATES, 30, 300);
    Map<String, Integer> counts = new HashMap<>();
    SplittableRandom random = new SplittableRandom(12);
    int draws = 20_000;
    for (int i = 0; i < draws; i++) {
      counts.merge(MoveChooser.choose(CANDIDATES, 30, 300, random).move(), 1, Integer::sum);
    }
    for (int i = 0; i < CANDIDATES.size(); i++) {
      double seen = counts.getOrDefault(CANDIDATES.get(i).move(), 0) / (double) draws;
      assertThat(seen).as(CANDIDATES.get(i).move()).isCloseTo(p[i], within(0.015));
    }
  }

  @Test
  void aMateIsAlwaysPreferredToAnyMaterialGain() {
    List<RootCandidate> withMate = List.of(
        new RootCandidate("d1d8", Score.mate(1)), new RootCandidate("d1d5", Score.cp(900)));
    assertThat(MoveChooser.probabilities(withMate, 90, 350)[0]).isEqualTo(1.0);
  }

  @Test
  void theSameSeedGivesTheSameChoices() {
    SplittableRandom a = new SplittableRandom(3);
    SplittableRandom b = new SplittableRandom(3);
    for (int i = 0; i < 100; i++) {
      assertThat(MoveChooser.choose(CANDIDATES, 50, 300, a)).isEqualTo(MoveChooser.choose(CANDIDATES, 50, 300, b));
    }
  }
}
