package dev.zeitnot.arena.tournaments;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.arena.tournaments.TournamentSheet.Result;
import org.junit.jupiter.api.Test;

class TournamentSheetTest {

  @Test
  void scoresTwoForAWinOneForADrawAndDoubleOnFireAfterTwoWinsInARow() {
    TournamentSheet sheet = new TournamentSheet();

    assertThat(sheet.add(Result.WIN)).isEqualTo(2);
    assertThat(sheet.add(Result.WIN)).isEqualTo(2);
    assertThat(sheet.onFire()).isTrue();
    assertThat(sheet.add(Result.WIN)).isEqualTo(4);
    assertThat(sheet.add(Result.DRAW)).isEqualTo(2); // still on fire for this game; the fire ends with it
    assertThat(sheet.onFire()).isFalse();
    assertThat(sheet.add(Result.DRAW)).isEqualTo(1);
    assertThat(sheet.add(Result.LOSS)).isZero();

    assertThat(sheet.score()).isEqualTo(11);
    assertThat(sheet.games()).isEqualTo(6);
    assertThat(sheet.scores()).isEqualTo("224210");
  }
}
