package dev.zeitnot.bot.challenge;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.config.OnlineListsConfig;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class OnlineUserListsTest {

  private final Map<String, Set<String>> served = new HashMap<>();

  private Set<String> fetch(String url) {
    Set<String> names = served.get(url);
    if (names == null) {
      throw new IllegalStateException("HTTP 503");
    }
    return names;
  }

  @Test
  void blocksAndAllowsTheNamesOfEveryListAndKeepsTheLastGoodCopy() {
    OnlineUserLists lists = new OnlineUserLists(new OnlineListsConfig(List.of("https://a/1", "https://a/2"),
        List.of("https://a/allow"), 600), this::fetch);
    served.put("https://a/1", Set.of("rival"));
    served.put("https://a/2", Set.of("troll"));
    served.put("https://a/allow", Set.of("friend"));
    lists.onConnected();
    assertThat(lists.blocks("rival")).isTrue();
    assertThat(lists.blocks("troll")).isTrue();
    assertThat(lists.allows("friend")).isTrue();
    assertThat(lists.hasAllowList()).isTrue();
    served.remove("https://a/2");
    served.put("https://a/1", Set.of("other"));
    lists.tick();
    assertThat(lists.blocks("troll")).as("kept from the last good read").isTrue();
    assertThat(lists.blocks("rival")).as("no longer on the list").isFalse();
    assertThat(lists.blocks("other")).isTrue();
    assertThat(lists.period()).hasSeconds(600);
  }

  @Test
  void aListThatIsNotAnHttpUrlIsRefusedNamingTheKey() {
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> dev.zeitnot.config.ConfigLoader.parse(
        "challenge:\n  online_lists:\n    block: [ftp://x/list, https://ok.example/list]\n    refresh_seconds: 5\n"))
        .hasMessageContaining("challenge.online_lists.block[0]: \"ftp://x/list\" is not an http(s) URL")
        .hasMessageContaining("challenge.online_lists.refresh_seconds: 5 is out of range");
  }
}
