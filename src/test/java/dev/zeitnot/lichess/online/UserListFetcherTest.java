package dev.zeitnot.lichess.online;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class UserListFetcherTest {

  @Test
  void readsOneLowerCaseNameALineSkippingCommentsAndBlanks() {
    assertThat(UserListFetcher.names("# list\nRival\r\n\n  Some_Bot  # why\n#x\nrival\n"))
        .containsExactly("rival", "some_bot");
  }
}
