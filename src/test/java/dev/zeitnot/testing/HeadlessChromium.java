package dev.zeitnot.testing;

import java.nio.file.Path;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Debian's Chromium, headless, driven by Selenium for the pages' browser tests; a test that opens
 * it is skipped where chromium or chromedriver is not installed ({@link ExternalProgram}; `.ci/run` installs both).
 */
public final class HeadlessChromium {

  /** Selenium warns through java.util.logging when it has no DevTools for this Chromium: not needed here. */
  private static final Logger SELENIUM_LOG = Logger.getLogger("org.openqa.selenium");

  static {
    SELENIUM_LOG.setLevel(Level.OFF);
  }

  private HeadlessChromium() { }

  /** A new browser; skips the calling test when Chromium or its driver is missing. */
  public static WebDriver open() {
    Path chromium = ExternalProgram.CHROMIUM.require();
    Path chromedriver = ExternalProgram.CHROMEDRIVER.require();
    ChromeOptions options = new ChromeOptions().setBinary(chromium.toFile())
        .addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu");
    ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(chromedriver.toFile())
        .build();
    return new ChromeDriver(service, options);
  }
}
