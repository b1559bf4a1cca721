package dev.zeitnot.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

class MessagesTest {

  @Test
  void fillsEveryPlaceholderOfTheRoomsLine() {
    Messages messages = new Messages("Hi {opponent}, {me} here ({engine}, {cpu}, {ram})", "{me} vs {opponent}");
    Map<String, String> values = Map.of("opponent", "Alice", "me", "zeitnot", "engine", "Stockfish 17",
        "cpu", "2 CPUs", "ram", "7.6 GB RAM");
    assertThat(messages.forRoom("player", values))
        .isEqualTo("Hi Alice, zeitnot here (Stockfish 17, 2 CPUs, 7.6 GB RAM)");
    assertThat(messages.forRoom("spectator", values)).isEqualTo("zeitnot vs Alice");
  }

  @Test
  void readsTheKnownPlaceholdersAndNamesAnUnknownOneByItsKey() {
    assertThat(ConfigLoader.parse("game:\n  greeting:\n    player: \"I am {me} on {cpu}\"\n").game().greeting()
        .player()).isEqualTo("I am {me} on {cpu}");
    assertThatThrownBy(() -> ConfigLoader.parse("game:\n  goodbye:\n    spectator: \"Bye from {bot}\"\n"))
        .isInstanceOf(ConfigException.class).hasMessage("game.goodbye.spectator: {bot} is not a placeholder; use "
            + "{opponent}, {me}, {engine}, {cpu}, {ram}");
  }
}
