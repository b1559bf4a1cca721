package dev.zeitnot.ops;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.bot.report.GameReport;
import dev.zeitnot.bot.report.LobbyReport;
import dev.zeitnot.bot.report.PositionReport;
import dev.zeitnot.config.OpsConfig;
import dev.zeitnot.testing.HeadlessChromium;
import dev.zeitnot.testing.SecretFiles;
import dev.zeitnot.testing.UsesExternalPrograms;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.Wait;
import org.openqa.selenium.support.ui.WebDriverWait;

/** The bot's page in a real browser (headless Chromium); skipped where chromium or chromedriver is absent. */
@UsesExternalPrograms
class BotPageBrowserTest {

  private static final String AFTER_E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
  private static final String AFTER_E5 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";

  private OpsServer ops;
  private WebDriver browser;

  @BeforeEach
  void open() {
    browser = HeadlessChromium.open();
    ops = OpsServer.start(OpsConfig.DEFAULT.listeningOn("127.0.0.1", 0),
        "https://lichess.org", System::nanoTime);
  }

  @AfterEach
  void close() {
    if (browser != null) {
      browser.quit();
    }
    if (ops != null) {
      ops.close();
    }
  }

  @Test
  void theBoardShowsEachMoveWithinTwoSecondsTheClockTicksAndAFinishedGameLeaves() {
    ops.observer().signedIn("ZeitnotBot");
    ops.observer().eventStreamConnected();
    browser.get("http://127.0.0.1:" + ops.port() + "/");
    // The page re-renders on every update: an element read as it is replaced is read again.
    Wait<WebDriver> wait = new WebDriverWait(browser, Duration.ofSeconds(2))
        .ignoring(StaleElementReferenceException.class);
    wait.until(b -> b.findElement(By.id("connection")).getText().equals("connected"));
    wait.until(b -> b.findElement(By.id("account")).getText().contains("ZeitnotBot"));

    ops.observer().position(new PositionReport("g1", "white", "Rival", AFTER_E4, "e2e4", 60_000, 60_000));
    wait.until(b -> !b.findElements(By.cssSelector("#game-g1 svg[data-fen='" + AFTER_E4 + "']")).isEmpty());
    wait.until(b -> b.findElement(By.cssSelector("#game-g1 .clock-black")).getText().equals("black 0:59"));
    wait.until(b -> b.findElement(By.cssSelector("#game-g1 .clock-white")).getText().equals("white 1:00"));
    ops.observer().position(new PositionReport("g1", "white", "Rival", AFTER_E5, "e7e5", 59_000, 58_000));
    wait.until(b -> !b.findElements(By.cssSelector("#game-g1 svg[data-fen='" + AFTER_E5 + "']")).isEmpty());
    wait.until(b -> b.findElement(By.cssSelector("#game-g1 .last-move")).getText().contains("e7e5"));

    ops.observer().gameEnded(new GameReport("g1", "bullet", GameReport.Outcome.WIN, false));
    wait.until(b -> b.findElements(By.id("game-g1")).isEmpty());
    wait.until(b -> b.findElement(By.cssSelector("#results a[href='https://lichess.org/g1']")).getText().equals("g1"));
    wait.until(b -> b.findElement(By.cssSelector("#results .result")).getText().contains("Rival bullet win"));
  }

  @Test
  void theQueueMatchmakingAndTournamentsShowAsTheBotReportsThem() {
    browser.get("http://127.0.0.1:" + ops.port() + "/");
    Wait<WebDriver> wait = new WebDriverWait(browser, Duration.ofSeconds(2))
        .ignoring(StaleElementReferenceException.class);
    wait.until(b -> b.findElement(By.id("queue-empty")).isDisplayed());
    ops.observer().lobby(new LobbyReport(List.of(new LobbyReport.QueuedChallenge("Human", 1500, "3+2", 4)),
        "looking for an opponent", List.of("Hourly Bullet Arena (abc123), running")));
    wait.until(b -> b.findElement(By.cssSelector("#queue li")).getText().equals("Human (1500), 3+2, waiting 4 s"));
    wait.until(b -> b.findElement(By.id("matchmaking")).getText().equals("looking for an opponent"));
    wait.until(b -> b.findElement(By.cssSelector("#tournaments li")).getText().contains("Hourly Bullet Arena"));
    wait.until(b -> !b.findElement(By.id("queue-empty")).isDisplayed());
  }

  @Test
  void behindAPasswordThePageAndItsLiveFeedWorkOnceTheBrowserHasIt(@TempDir Path dir) throws Exception {
    Path password = SecretFiles.write(dir.resolve("password"), "s3cret-page-pw\n");
    try (OpsServer guarded = OpsServer.start(OpsConfig.DEFAULT.listeningOn("127.0.0.1", 0).withPasswordFile(password),
        "https://lichess.org", System::nanoTime)) {
      guarded.observer().signedIn("GuardedBot");
      browser.get("http://owner:s3cret-page-pw@127.0.0.1:" + guarded.port() + "/");
      Wait<WebDriver> wait = new WebDriverWait(browser, Duration.ofSeconds(2))
          .ignoring(StaleElementReferenceException.class);
      wait.until(b -> b.findElement(By.id("account")).getText().contains("GuardedBot"));
      guarded.observer().position(new PositionReport("g2", "black", "Rival", AFTER_E4, "e2e4", 60_000, 60_000));
      wait.until(b -> !b.findElements(By.cssSelector("#game-g2 svg[data-fen='" + AFTER_E4 + "']")).isEmpty());
      assertThat(browser.getPageSource()).doesNotContain("s3cret-page-pw");
    }
  }
}
