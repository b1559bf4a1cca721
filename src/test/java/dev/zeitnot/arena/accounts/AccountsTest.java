package dev.zeitnot.arena.accounts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AccountsTest {

  @TempDir
  Path dir;

  @Test
  void readsBotsAndHumansFromAYamlFile() throws IOException {
    Path file = dir.resolve("accounts.yml");
    Files.writeString(file, """
        accounts:
          - {username: MyBot, token: lip_mybot, title: BOT, rating: 1800}
          - {username: Bob, token: lip_bob}
        """);
    Accounts accounts = Accounts.load(file);
    ArenaAccount bot = accounts.byToken("lip_mybot").orElseThrow();
    assertThat(bot.id()).isEqualTo("mybot");
    assertThat(bot.isBot()).isTrue();
    assertThat(bot.rating()).isEqualTo(1800);
    assertThat(accounts.byName("BOB").orElseThrow().isBot()).isFalse();
  }

  @Test
  void readsTheScopesOfATokenAndRevokesATokenByItsUser() throws IOException {
    Path file = dir.resolve("accounts.yml");
    Files.writeString(file, """
        accounts:
          - {username: Scopeless, token: lip_scopeless, title: BOT, scopes: [challenge:read]}
        """);
    Accounts accounts = Accounts.load(file);
    ArenaAccount bot = accounts.byToken("lip_scopeless").orElseThrow();
    assertThat(bot.hasScope("challenge:read")).isTrue();
    assertThat(bot.hasScope("bot:play")).isFalse();
    assertThat(accounts.revoke("scopeless")).isTrue();
    assertThat(accounts.byToken("lip_scopeless")).isEmpty();
    assertThat(accounts.byName("Scopeless")).isPresent();
    assertThat(accounts.revoke("nobody")).isFalse();
  }

  @Test
  void refusesAFileWithoutAccountsListAndATokenLichessWouldNotIssue() throws IOException {
    Path empty = dir.resolve("empty.yml");
    Files.writeString(empty, "users: []\n");
    assertThatThrownBy(() -> Accounts.load(empty)).hasMessageContaining("'accounts'");
    Path badToken = dir.resolve("bad.yml");
    Files.writeString(badToken, "accounts:\n  - {username: X, token: 'a b'}\n");
    assertThatThrownBy(() -> Accounts.load(badToken)).hasMessageContaining("[A-Za-z0-9_]+");
  }

  @Test
  void theTokenNeverAppearsInAnAccountsText() {
    assertThat(ArenaAccount.bot("Z", "lip_secret", 1500).toString()).doesNotContain("lip_secret");
  }
}
