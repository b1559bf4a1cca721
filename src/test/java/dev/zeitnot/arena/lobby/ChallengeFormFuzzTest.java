package dev.zeitnot.arena.lobby;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.http.ApiError;
import dev.zeitnot.arena.http.FormFields;

/** Any challenge form the arena is sent is a challenge or a 400 (ApiError), never a 500. */
class ChallengeFormFuzzTest {

  private static final ArenaAccount US = ArenaAccount.bot("zeitnot", "lip_a", 1500);
  private static final ArenaAccount THEM = ArenaAccount.bot("rival", "lip_b", 1500);

  @FuzzTest(maxDuration = "30s")
  void anyFormIsAChallengeOrABadRequest(FuzzedDataProvider data) {
    String body = data.consumeRemainingAsString();
    try {
      ChallengeForm.parse("abcdefgh", US, THEM, FormFields.parse(body));
    } catch (ApiError expected) {
      // answered 400 with the server's message
    }
  }
}
