package dev.zeitnot.engine.uci;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;

/** Whatever an external engine prints as an info line is read or ignored, never thrown. */
class UciInfoFuzzTest {

  @FuzzTest(maxDuration = "30s")
  void anyInfoLineIsReadOrIgnored(FuzzedDataProvider data) {
    String line = data.consumeRemainingAsString();
    UciInfo.parse(line);
    UciInfo.parse("info " + line);
  }
}
