package dev.zeitnot.arena.tv;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.arena.Arena;
import dev.zeitnot.arena.accounts.Accounts;
import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.testing.HeadlessChromium;
import dev.zeitnot.testing.UsesExternalPrograms;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.Wait;
import org.openqa.selenium.support.ui.WebDriverWait;

/** The arena's page in a real browser (headless Chromium); skipped where chromium or chromedriver is absent. */
@UsesExternalPrograms
class ArenaTvBrowserTest {

  private static final String AFTER_E4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
  private static final String AFTER_E5 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";

  private Arena arena;
  private WebDriver browser;

  @BeforeEach
  void open() throws Exception {
    browser = HeadlessChromium.open();
    arena = Arena.start();
  }

  @AfterEach
  void close() {
    if (browser != null) {
      browser.quit();
    }
    if (arena != null) {
      arena.close();
    }
  }

  @Test
  void eachMoveShowsWithinTwoSecondsWithTheMoveListTheClocksTickAndAFinishedGameLeaves() {
    ArenaAccount rival = arena.accounts().byName("Rival").orElseThrow();
    ArenaAccount zeitnot = arena.accounts().byName("zeitnot").orElseThrow();
    browser.get(arena.tvUrl());
    // The page re-renders every 200 ms: an element read as it is replaced is read again.
    Wait<WebDriver> wait = new WebDriverWait(browser, Duration.ofSeconds(2))
        .ignoring(StaleElementReferenceException.class);
    wait.until(b -> b.findElement(By.id("feed")).getText().equals("live"));

    String id = arena.challenge("Rival", "zeitnot", 60, 1, "white").id();
    ArenaGame game = arena.lobby().accept(id, zeitnot);
    wait.until(b -> !b.findElements(By.id("game-" + id)).isEmpty());
    assertThat(game.move(rival, "e2e4", null)).isEmpty();
    wait.until(b -> !b.findElements(By.cssSelector("#game-" + id + " svg[data-fen='" + AFTER_E4 + "']")).isEmpty());
    assertThat(game.move(zeitnot, "e7e5", null)).isEmpty();
    wait.until(b -> !b.findElements(By.cssSelector("#game-" + id + " svg[data-fen='" + AFTER_E5 + "']")).isEmpty());
    wait.until(b -> b.findElement(By.cssSelector("#game-" + id + " .moves")).getText().equals("1. e4 e5"));

    // White's clock runs from the second ply: the page counts it down between snapshots.
    String before = wait.until(b -> b.findElement(By.cssSelector("#game-" + id + " .clock-white")).getText());
    wait.until(b -> !b.findElement(By.cssSelector("#game-" + id + " .clock-white")).getText().equals(before));
    wait.until(b -> b.findElement(By.cssSelector("#game-" + id + " .clock-black")).getText().equals("1:00"));

    String page = browser.getPageSource();
    assertThat(page).contains("Rival", "zeitnot").doesNotContain(Accounts.BOT_TOKEN, Accounts.RIVAL_TOKEN,
        Accounts.HUMAN_TOKEN, game.setup().whiteSecret(), game.setup().blackSecret());

    assertThat(game.resign(zeitnot)).isEmpty();
    wait.until(b -> b.findElements(By.id("game-" + id)).isEmpty());
  }
}
