import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A PNG of a page in headless Chromium once it shows what it should (a live page needs its event
 * stream first, which Chromium's own --screenshot does not wait for):
 * {@code java -cp SELENIUM Screenshot.java URL FILE WIDTH HEIGHT CSS_SELECTOR}.
 */
public final class Screenshot {

  public static void main(String[] args) throws Exception {
    ChromeOptions options = new ChromeOptions().setBinary("/usr/bin/chromium")
        .addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
            "--hide-scrollbars");
    ChromeDriverService service = new ChromeDriverService.Builder()
        .usingDriverExecutable(Path.of("/usr/bin/chromedriver").toFile()).build();
    ChromeDriver browser = new ChromeDriver(service, options);
    try {
      browser.manage().window().setSize(new Dimension(Integer.parseInt(args[2]), Integer.parseInt(args[3])));
      browser.get(args[0]);
      new WebDriverWait(browser, Duration.ofSeconds(10))
          .until(b -> !b.findElements(By.cssSelector(args[4])).isEmpty());
      Thread.sleep(500); // one more render of the clocks
      Files.write(Path.of(args[1]), browser.getScreenshotAs(OutputType.BYTES));
    } finally {
      browser.quit();
    }
  }
}
