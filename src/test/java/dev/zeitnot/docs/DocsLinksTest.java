package dev.zeitnot.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** README.md and every page under docs/: no relative link to a missing file or a missing #anchor. */
class DocsLinksTest {

  @Test
  void everyRelativeLinkOfTheReadmeAndTheDocsReachesAFileAndItsAnchor() throws IOException {
    List<String> broken = new ArrayList<>();
    for (Path page : pages()) {
      MarkdownPage markdown = MarkdownPage.read(page);
      for (String link : markdown.links()) {
        problem(page, markdown, link).ifPresent(broken::add);
      }
    }
    assertThat(broken).isEmpty();
  }

  @Test
  void theCheckSeesTheGuidesAndTheirLinks() throws IOException {
    assertThat(pages()).contains(Path.of("README.md"), Path.of("docs/troubleshooting.md"));
    assertThat(MarkdownPage.read(Path.of("README.md")).links()).contains("docs/troubleshooting.md");
  }

  @Test
  void anchorsFollowGitHubsRules() {
    assertThat(MarkdownPage.anchor("Runtime control (`zeitnot control`)")).isEqualTo("runtime-control-zeitnot-control");
    assertThat(MarkdownPage.anchor("train (the evaluation network)")).isEqualTo("train-the-evaluation-network");
    assertThat(MarkdownPage.anchor("Docker Compose (`docker-compose.yml`)"))
        .isEqualTo("docker-compose-docker-composeyml");
    assertThat(MarkdownPage.anchor("datagen, relabel and tune")).isEqualTo("datagen-relabel-and-tune");
    assertThat(MarkdownPage.anchor("Local Syzygy tables (`knowledge.syzygy`)"))
        .isEqualTo("local-syzygy-tables-knowledgesyzygy");
  }

  @Test
  void aLinkToAMissingFileOrAnchorIsReported(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
    Path page = Files.writeString(dir.resolve("page.md"), "# Title\n## Part two\n"
        + "[ok](#part-two) [gone](other.md) [bad anchor](#part-three) `[code](nowhere.md)`\n"
        + "```\n[in a block](nowhere.md)\n```\n");
    MarkdownPage markdown = MarkdownPage.read(page);
    assertThat(markdown.links()).containsExactly("#part-two", "other.md", "#part-three");
    assertThat(problem(page, markdown, "#part-two")).isEmpty();
    assertThat(problem(page, markdown, "other.md")).hasValueSatisfying(p -> assertThat(p).contains("no file"));
    assertThat(problem(page, markdown, "#part-three")).hasValueSatisfying(p -> assertThat(p).contains("no heading"));
  }

  private static java.util.Optional<String> problem(Path page, MarkdownPage markdown, String link) {
    if (link.matches("^[a-zA-Z][a-zA-Z0-9+.-]*:.*")) {
      return java.util.Optional.empty(); // https:, mailto: ...: not ours to check
    }
    int hash = link.indexOf('#');
    String path = hash < 0 ? link : link.substring(0, hash);
    String anchor = hash < 0 ? null : link.substring(hash + 1);
    Path target = path.isEmpty() ? page : page.resolveSibling(path).normalize();
    if (!Files.exists(target)) {
      return java.util.Optional.of(page + ": " + link + ": no file " + target);
    }
    if (anchor != null && !target.toString().endsWith(".md")) {
      return java.util.Optional.of(page + ": " + link + ": an anchor into a file that is not Markdown");
    }
    if (anchor != null) {
      MarkdownPage linked = path.isEmpty() ? markdown : MarkdownPage.read(target);
      if (!linked.anchors().contains(anchor)) {
        return java.util.Optional.of(page + ": " + link + ": no heading of " + target + " has the anchor #" + anchor
            + " (it has " + linked.anchors() + ")");
      }
    }
    return java.util.Optional.empty();
  }

  private static List<Path> pages() throws IOException {
    List<Path> pages = new ArrayList<>(List.of(Path.of("README.md")));
    try (Stream<Path> docs = Files.walk(Path.of("docs"))) {
      docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
    }
    return pages;
  }
}
