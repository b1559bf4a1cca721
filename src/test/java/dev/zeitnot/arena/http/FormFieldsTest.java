package dev.zeitnot.arena.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class FormFieldsTest {

  @Test
  void readsFieldsDecodingEscapesAndPlusSigns() {
    assertThat(FormFields.parse("clock.limit=60&color=white&fen=8%2F8+w")).containsEntry("clock.limit", "60")
        .containsEntry("color", "white").containsEntry("fen", "8/8 w");
    assertThat(FormFields.parse("")).isEmpty();
    assertThat(FormFields.parse(null)).isEmpty();
  }

  @Test
  void aMalformedEscapeIsTheClientsBadRequest() {
    assertThatThrownBy(() -> FormFields.parse("clock.limit=%zz")).isInstanceOfSatisfying(ApiError.class,
        e -> assertThat(e.reply().status()).isEqualTo(400));
    assertThatThrownBy(() -> FormFields.decode("%")).isInstanceOf(ApiError.class);
  }
}
