package dev.zeitnot.engine.syzygy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** Reads across the borders of the mapped chunks (1 GiB in use, 16 bytes here) as from one array. */
class MappedTableFileTest {
  private static final Path FILE = SyzygyTablesTest.resources().resolve("KQvK.rtbz");

  @Test
  void readsEveryOffsetAsTheBytesOfTheFileWhateverTheChunkSize() throws IOException {
    byte[] bytes = Files.readAllBytes(FILE);
    ByteBuffer little = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
    ByteBuffer big = ByteBuffer.wrap(bytes).order(ByteOrder.BIG_ENDIAN);
    MappedTableFile small = MappedTableFile.map(FILE, 4);
    MappedTableFile whole = MappedTableFile.map(FILE);
    assertEquals(bytes.length, small.length());
    for (int at = 0; at + 4 <= bytes.length; at++) {
      assertEquals(bytes[at] & 0xff, small.u8(at));
      assertEquals(little.getShort(at) & 0xffff, small.u16le(at));
      assertEquals(little.getInt(at) & 0xffffffffL, small.u32le(at));
      assertEquals(big.getInt(at) & 0xffffffffL, small.u32beOrZero(at));
      assertEquals(whole.u32le(at), small.u32le(at));
    }
  }

  @Test
  void aReadPastTheEndIsACorruptFileNamingIt() {
    MappedTableFile file = MappedTableFile.map(FILE, 4);
    SyzygyFileException e = assertThrows(SyzygyFileException.class, () -> file.u16le(file.length() - 1));
    assertTrue(e.getMessage().contains("KQvK.rtbz"), e.getMessage());
    assertEquals(0, file.u32beOrZero(file.length()));
  }
}
