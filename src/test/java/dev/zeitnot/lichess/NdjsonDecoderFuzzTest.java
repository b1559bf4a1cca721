package dev.zeitnot.lichess;

import com.code_intelligence.jazzer.junit.FuzzTest;

/** Any line off either stream is decoded or skipped (logged), never thrown at the reader. */
class NdjsonDecoderFuzzTest {

  private final NdjsonDecoder<?> events = NdjsonDecoder.eventStream();
  private final NdjsonDecoder<?> games = NdjsonDecoder.gameStream();

  @FuzzTest(maxDuration = "30s")
  void anyLineIsDecodedOrSkipped(byte[] line) {
    String text = new String(line, java.nio.charset.StandardCharsets.UTF_8);
    events.decode(text);
    games.decode(text);
  }
}
