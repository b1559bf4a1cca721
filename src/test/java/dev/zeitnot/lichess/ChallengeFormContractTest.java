package dev.zeitnot.lichess;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zeitnot.contract.OfficialSchemas;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The challenge form the client sends, checked against the official description of
 * {@code POST /api/challenge/{username}}: the branch of the time control (real-time or
 * correspondence) and the fields common to both. (The description joins the branches with a
 * {@code oneOf} whose "unlimited" branch accepts any object, so no form can match exactly one of
 * them; each branch is checked on its own instead.)
 */
class ChallengeFormContractTest {
  private static final String PATH = "challenges/api-challenge-username";
  private static final String FORM = "/post/requestBody/content/application~1x-www-form-urlencoded/schema";

  private static List<String> problems(ChallengeRequest request, String branch) {
    var form = OfficialSchemas.form(request.formFields());
    return java.util.stream.Stream.concat(
        OfficialSchemas.problemsAt(PATH, FORM + "/allOf/0/oneOf/" + branch, form).stream(),
        OfficialSchemas.problemsAt(PATH, FORM + "/allOf/1", form).stream()).toList();
  }

  @Test
  void aRealTimeChallengeWithKeepAliveMatchesTheDescription() {
    ChallengeRequest request = ChallengeRequest.clock("OtherBot", 60, 1).withRated(true).withColor("white")
        .withVariant("chess960");
    assertThat(request.formFields()).containsEntry("keepAliveStream", "true");
    assertThat(problems(request, "0")).isEmpty();
  }

  @Test
  void aCorrespondenceChallengeMatchesTheDescription() {
    assertThat(problems(ChallengeRequest.correspondence("OtherBot", 3), "1")).isEmpty();
  }

  @Test
  void theCheckRefusesWhatTheDescriptionForbids() {
    assertThat(problems(ChallengeRequest.correspondence("OtherBot", 4), "1")).isNotEmpty();
    assertThat(problems(ChallengeRequest.clock("OtherBot", 60, 1).withVariant("bughouse"), "0")).isNotEmpty();
  }
}
