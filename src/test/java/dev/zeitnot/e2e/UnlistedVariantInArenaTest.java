package dev.zeitnot.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.arena.Arena;
import dev.zeitnot.arena.accounts.Accounts;
import dev.zeitnot.arena.lobby.ArenaChallenge;
import dev.zeitnot.arena.opponents.RandomOpponent;
import dev.zeitnot.arena.settings.ArenaSettings;
import dev.zeitnot.config.BotConfig;
import dev.zeitnot.config.ConfigLoader;
import dev.zeitnot.config.EngineConfig;
import dev.zeitnot.testing.VariantListingEngine;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real bot whose variant engine and main engine (fake UCI programs) do not list a variant in
 * their {@code UCI_Variant}: the bot declines that variant's challenges with {@code variant} though
 * {@code challenge.variants} lists it, and accepts the ones the variant engine lists.
 */
class UnlistedVariantInArenaTest {

  @TempDir
  Path dir;

  @Test
  void declinesAVariantItsEngineDoesNotListWithTheVariantReason() throws Exception {
    Path fairy = VariantListingEngine.write(dir, "old-fairy", List.of("chess", "3check", "horde"));
    Path stockfish = VariantListingEngine.write(dir, "stockfish", List.of());
    BotConfig listed = ConfigLoader.parse("challenge:\n  variants: [standard, atomic, horde]\n"
        + "engine:\n  variants:\n    atomic: {type: uci, uci: {command: [" + fairy + "]}}\n"
        + "    horde: {type: uci, uci: {command: [" + fairy + "]}}\n");
    try (Arena arena = Arena.start(0, Accounts.defaults(), ArenaSettings.DEFAULT.withKeepAliveMillis(300))) {
      arena.addOpponent("Random", () -> new RandomOpponent(7));
      RunningBot bot = new RunningBot(arena, Accounts.BOT_TOKEN, Files.createDirectories(dir.resolve("pgn")),
          System::nanoTime, config -> config.withEngine(new EngineConfig.Uci(List.of(stockfish.toString()), Map.of()))
              .withChallenge(listed.challenge())
              .withVariantEngines(listed.variantEngines())).awaitOnline();
      try {
        assertThat(answer(arena, "atomic").declineReasonKey()).isEqualTo("variant");
        ArenaChallenge horde = answer(arena, "horde");
        assertThat(horde.status()).as("the engine lists horde").isEqualTo("accepted");
      } finally {
        bot.close();
      }
    }
  }

  private static ArenaChallenge answer(Arena arena, String variant) {
    ArenaChallenge challenge = arena.challenge("Random", "zeitnot", Map.of("clock.limit", "60",
        "clock.increment", "1", "variant", variant));
    Await.until("the bot answers the " + variant + " challenge",
        () -> !arena.lobby().challenge(challenge.id()).orElseThrow().isPending());
    return arena.lobby().challenge(challenge.id()).orElseThrow();
  }
}
