package dev.zeitnot.arena.accounts;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/** The arena's users, found by token (for requests) or by id (for challenges). Thread-safe. */
public final class Accounts {

  /** Token of the default bot account {@code zeitnot}. */
  public static final String BOT_TOKEN = "lip_zeitnot";
  /** Token of the second default bot account {@code rival}, for bot-vs-bot games. */
  public static final String RIVAL_TOKEN = "lip_rival";
  /** Token of the default human account {@code alice}. */
  public static final String HUMAN_TOKEN = "lip_alice";

  private static final Pattern TOKEN = Pattern.compile("[A-Za-z0-9_]+");

  private final Map<String, ArenaAccount> byToken = new ConcurrentHashMap<>();
  private final Map<String, ArenaAccount> byId = new ConcurrentHashMap<>();

  /** The default users: bots {@code zeitnot} and {@code rival}, human {@code alice}. */
  public static Accounts defaults() {
    Accounts accounts = new Accounts();
    accounts.add(ArenaAccount.bot("zeitnot", BOT_TOKEN, 1500));
    accounts.add(ArenaAccount.bot("Rival", RIVAL_TOKEN, 1500));
    accounts.add(ArenaAccount.human("Alice", HUMAN_TOKEN, 1600));
    return accounts;
  }

  /**
   * Reads users from a YAML (or JSON) file: {@code accounts: [{username, token, title, rating,
   * scopes}]} where {@code title: BOT} makes a bot and {@code scopes} (a list) replaces the
   * account kind's usual scopes, e.g. a bot token without {@code bot:play}.
   */
  public static Accounts load(Path file) throws IOException {
    JsonNode root = new ObjectMapper(new YAMLFactory()).readTree(file.toFile());
    JsonNode list = root == null ? null : root.get("accounts");
    if (list == null || !list.isArray()) {
      throw new IOException(file + ": expected a list under 'accounts' "
          + "(each with username, token and optional title: BOT, rating)");
    }
    Accounts accounts = new Accounts();
    for (JsonNode entry : list) {
      String username = entry.path("username").asText("");
      String token = entry.path("token").asText("");
      int rating = entry.path("rating").asInt(1500);
      if (username.isEmpty()) {
        throw new IOException(file + ": an account has no 'username'");
      }
      ArenaAccount account = "BOT".equalsIgnoreCase(entry.path("title").asText(""))
          ? ArenaAccount.bot(username, token, rating) : ArenaAccount.human(username, token, rating);
      JsonNode scopes = entry.get("scopes");
      if (scopes != null) {
        if (!scopes.isArray()) {
          throw new IOException(file + ": 'scopes' of " + username
              + " must be a list, e.g. [bot:play, challenge:read]");
        }
        Set<String> given = new HashSet<>();
        scopes.forEach(scope -> given.add(scope.asText()));
        account = new ArenaAccount(account.username(), account.title(), account.token(), given,
            account.rating());
      }
      accounts.add(account);
    }
    return accounts;
  }

  /** Adds a user; its token must be a valid Lichess token and both token and id unused. */
  public void add(ArenaAccount account) {
    if (!TOKEN.matcher(account.token()).matches()) {
      throw new IllegalArgumentException("Token of " + account.username()
          + " must match [A-Za-z0-9_]+ like a Lichess token");
    }
    if (byId.containsKey(account.id()) || byToken.containsKey(account.token())) {
      throw new IllegalArgumentException("Account " + account.username() + " or its token exists");
    }
    byId.put(account.id(), account);
    byToken.put(account.token(), account);
  }

  /**
   * Revokes the user's token, as the owner does on Lichess: every later request with it gets 401
   * (open streams go on until they are closed). False if there is no such user.
   */
  public boolean revoke(String name) {
    return byName(name).map(account -> byToken.remove(account.token(), account)).orElse(false);
  }

  public Optional<ArenaAccount> byToken(String token) {
    return Optional.ofNullable(byToken.get(token));
  }

  /** The user with this id or username (case-insensitive). */
  public Optional<ArenaAccount> byName(String name) {
    return Optional.ofNullable(byId.get(name.toLowerCase(java.util.Locale.ROOT)));
  }

  public Collection<ArenaAccount> all() {
    return new ArrayList<>(byId.values());
  }

  /** Usernames, for log lines. */
  public List<String> usernames() {
    return all().stream().map(ArenaAccount::username).sorted().toList();
  }
}
