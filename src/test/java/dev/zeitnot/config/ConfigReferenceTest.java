package dev.zeitnot.config;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * docs/configuration.md against the loader: the keys the loader asks for while reading the example
 * config, an empty one and one with every owner-named section are exactly the keys the page lists.
 */
class ConfigReferenceTest {

  private static final ConfigReference REFERENCE = read();

  @Test
  void everyKeyTheLoaderAcceptsIsDocumented() throws IOException {
    List<String> undocumented = leaves().keySet().stream()
        .filter(path -> REFERENCE.entryFor(path).isEmpty())
        .toList();
    assertThat(undocumented).as("keys the loader reads that docs/configuration.md does not list").isEmpty();
  }

  @Test
  void everyDocumentedKeyIsOneTheLoaderAsksFor() throws IOException {
    Map<String, ConfigKey> asked = askedKeys();
    List<String> unknown = new ArrayList<>();
    for (ConfigReference.Entry entry : REFERENCE.entries()) {
      for (String key : entry.keys()) {
        ConfigReference.Entry one = new ConfigReference.Entry(entry.section(), List.of(key), "", "");
        if (asked.keySet().stream().noneMatch(one::documents)) {
          unknown.add(key);
        }
      }
    }
    assertThat(unknown).as("keys docs/configuration.md lists that the loader never asks for").isEmpty();
  }

  @Test
  void eachRowsDefaultNamesWhatTheLoaderFallsBackTo() throws IOException {
    List<String> wrong = new ArrayList<>();
    for (ConfigKey key : leaves().values()) {
      boolean plain = key.takes().startsWith("a whole number") || key.takes().equals("true or false")
          || key.takes().startsWith("one of");
      ConfigReference.Entry entry = REFERENCE.entryFor(key.path()).orElseThrow();
      if (plain && entry.keys().stream().noneMatch(k -> k.endsWith(".*"))
          && !entry.fallback().matches(".*(^|[^0-9A-Za-z.])" + Pattern.quote(key.fallback())
              + "($|[^0-9A-Za-z]).*")) {
        wrong.add(key.path() + ": the loader's default " + key.fallback() + ", the page's " + entry.fallback());
      }
    }
    assertThat(wrong).isEmpty();
  }

  @Test
  void theExampleConfigShowsEveryDocumentedKey() throws IOException {
    String example = Files.readString(Path.of("config/bot.example.yml"));
    Set<String> written = new HashSet<>();
    collect(new ObjectMapper(new YAMLFactory()).readTree(example), "", written);
    List<String> missing = REFERENCE.entries().stream()
        .filter(e -> !e.section().equals("Refused keys"))
        .flatMap(e -> e.keys().stream())
        .filter(key -> !key.contains("<") && !key.contains("*") && !written.contains(key))
        .filter(key -> !example.matches("(?s).*#\\s*" + key.substring(key.lastIndexOf('.') + 1) + ":.*"))
        .toList();
    assertThat(missing).as("documented keys config/bot.example.yml neither sets nor shows commented out").isEmpty();
  }

  @Test
  void aRowsKeysResolveBesideItsFirstAndMatchPlaceholders() {
    ConfigReference reference = ConfigReference.parse("## time\n| key | default | meaning |\n|---|---|---|\n"
        + "| `time.go_commands.<speed>.depth`, `.nodes` | none | limits |\n"
        + "| `challenge.bots.*` | none | filters |\n");
    assertThat(reference.keys()).containsExactly("time.go_commands.<speed>.depth", "time.go_commands.<speed>.nodes",
        "challenge.bots.*");
    assertThat(reference.entryFor("time.go_commands.bullet.nodes")).isPresent();
    assertThat(reference.entryFor("time.go_commands.bullet.moves")).isEmpty();
    assertThat(reference.entryFor("challenge.bots.speeds")).isPresent();
    assertThat(reference.entryFor("challenge.bots")).isEmpty();
    assertThat(reference.entries().get(0).containsBelow("time.go_commands.bullet")).isTrue();
  }

  @Test
  void theJarCarriesThePageItself() throws IOException {
    assertThat(ConfigReference.bundled()).isEqualTo(read());
  }

  /** Every key asked for in the three configs, by path. */
  private static Map<String, ConfigKey> askedKeys() throws IOException {
    Map<String, ConfigKey> asked = new LinkedHashMap<>();
    for (String yaml : List.of(Files.readString(Path.of("config/bot.example.yml")), "",
        Files.readString(Path.of("src/test/resources/dev/zeitnot/config/every-section.yml")))) {
      ConfigLoader.keysAsked(yaml).forEach(key -> asked.putIfAbsent(key.path(), key));
    }
    return asked;
  }

  /** The keys that hold values: not sections, nor above a key the page documents (a speed's go_commands). */
  private static Map<String, ConfigKey> leaves() throws IOException {
    Map<String, ConfigKey> asked = askedKeys();
    Map<String, ConfigKey> leaves = new LinkedHashMap<>();
    asked.forEach((path, key) -> {
      boolean section = key.takes().equals(ConfigKey.SECTION)
          || asked.keySet().stream().anyMatch(other -> other.startsWith(path + "."))
          || REFERENCE.entries().stream().anyMatch(e -> e.containsBelow(path) && !e.documents(path));
      if (!section) {
        leaves.put(path, key);
      }
    });
    return leaves;
  }

  private static void collect(JsonNode node, String prefix, Set<String> paths) {
    node.properties().forEach(entry -> {
      paths.add(prefix + entry.getKey());
      collect(entry.getValue(), prefix + entry.getKey() + ".", paths);
    });
  }

  private static ConfigReference read() {
    try {
      return ConfigReference.parse(Files.readString(Path.of("docs/configuration.md")));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
