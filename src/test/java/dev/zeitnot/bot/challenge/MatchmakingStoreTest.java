package dev.zeitnot.bot.challenge;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MatchmakingStoreTest {

  @TempDir
  Path dir;

  @Test
  void keepsTheDaysCountsAndTheDeclinesIncludingNeverAgain() {
    MatchmakingStore store = new MatchmakingStore(dir.resolve("games/matchmaking-state.json"));
    MatchmakingMemory memory = new MatchmakingMemory(LocalDate.parse("2026-11-30"), 7, 31,
        Map.of("nobotbot", Instant.MAX, "later", Instant.parse("2026-11-30T19:00:00Z")),
        Map.of("picky|clock|60+1", Instant.parse("2026-12-01T18:00:00Z")));

    store.save(memory);

    assertThat(new MatchmakingStore(dir.resolve("games/matchmaking-state.json")).load()).contains(memory);
  }

  @Test
  void startsAfreshFromAMissingOrUnreadableFile() throws Exception {
    Path file = dir.resolve("matchmaking-state.json");
    assertThat(new MatchmakingStore(file).load()).isEmpty();
    Files.writeString(file, "{not json");
    assertThat(new MatchmakingStore(file).load()).isEmpty();
  }
}
