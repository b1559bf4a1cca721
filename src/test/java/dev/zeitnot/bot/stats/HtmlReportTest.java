package dev.zeitnot.bot.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class HtmlReportTest {

  private static final Pattern SERIES =
      Pattern.compile("<g class=\"series\" data-name=\"([^\"]*)\" data-values=\"([^\"]*)\">");

  private static String report() throws IOException {
    try (InputStream in = HtmlReportTest.class.getResourceAsStream("report-fixture.pgn")) {
      return HtmlReport.of(PgnRecord.readAll(new String(in.readAllBytes(), StandardCharsets.UTF_8)), "zeitnot");
    }
  }

  /** Each series of the chart {@code id} as "name = x:y x:y". */
  private static List<String> series(String html, String id) {
    int start = html.indexOf("id=\"" + id + "\"");
    String chart = html.substring(start, html.indexOf("</svg>", start));
    Matcher m = SERIES.matcher(chart);
    return m.results().map(r -> r.group(1) + " = " + r.group(2)).toList();
  }

  @Test
  void chartsTheScoreByDayOurRatingTheClockLeftAndTheThinkTimePerSpeed() throws IOException {
    String html = report();
    long nov30 = LocalDate.of(2026, 11, 30).toEpochDay();
    long dec1 = LocalDate.of(2026, 12, 1).toEpochDay();
    assertThat(series(html, "chart-score")).containsExactly("bullet = " + nov30 + ":50", "blitz = " + dec1 + ":50");
    assertThat(series(html, "chart-rating")).containsExactly("bullet = 1:1500 2:1510", "blitz = 3:1700");
    assertThat(series(html, "chart-clock")).containsExactly("bullet = 1:55 2:0", "blitz = 3:170");
    // bullet: move 2 took 60 - 58 + 1 s in one game and 60 - 0 + 1 s in the other; move 3 took 58 - 55 + 1 s
    assertThat(series(html, "chart-think")).containsExactly("bullet = 2:32 3:4", "blitz = 2:12");
  }

  @Test
  void chartsBookAndTablebaseSharesAndLossesOnTimeAndKeepsTheTextTable() throws IOException {
    String html = report();
    assertThat(series(html, "chart-sources")).containsExactly("book = 0:33.3", "tablebase = 0:0");
    assertThat(series(html, "chart-time-losses")).containsExactly("games = 0:2 1:1", "losses on time = 0:1 1:0");
    assertThat(html).contains("<h1>zeitnot: 3 games</h1>", "<pre>zeitnot: 3 games")
        .doesNotContain("<script", "http://", "https://").containsPattern("bullet +bot +1 +1");
  }

  @Test
  void aMoveWithoutBothClocksIsLeftOutOfTheThinkTimes() {
    String pgn = "[Event \"Rated bullet game\"]\n[White \"zeitnot\"]\n[Black \"rival\"]\n[Result \"1-0\"]\n"
        + "[TimeControl \"60+0\"]\n\n1. e4 { [%clk 0:01:00] } 1... e5 2. Nf3 { [%clk 0:00:58] } 2... Nc6 "
        + "3. Bc4 3... Nf6 4. Ng5 { [%clk 0:00:50] } 4... d5 5. exd5 { [%clk 0:00:45] } 5... Nxd5 1-0\n";
    // move 2 took 2 s, moves 3 and 4 have no clock before or after, move 5 took 5 s
    assertThat(series(HtmlReport.of(PgnRecord.readAll(pgn), "zeitnot"), "chart-think"))
        .containsExactly("bullet = 2:2 5:5");
  }
}
