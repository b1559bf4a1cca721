package dev.zeitnot.engine.syzygy;

import java.io.IOException;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * A table file mapped read-only into memory in chunks of at most 1 GiB (7-piece files pass
 * 2 GiB), read with bounds checks: a read past the end is a {@link SyzygyFileException}.
 */
final class MappedTableFile {
  /** Chunks of 1 GiB: a mapped buffer is indexed by int. */
  private static final int CHUNK_BITS = 30;

  private final Path path;
  private final MappedByteBuffer[] chunks;
  private final long length;
  private final int chunkBits;
  private final long chunkMask;

  private MappedTableFile(Path path, MappedByteBuffer[] chunks, long length, int chunkBits) {
    this.path = path;
    this.chunks = chunks;
    this.length = length;
    this.chunkBits = chunkBits;
    this.chunkMask = (1L << chunkBits) - 1;
  }

  static MappedTableFile map(Path path) {
    return map(path, CHUNK_BITS);
  }

  /** Maps in chunks of {@code 2^chunkBits} bytes (small ones let a test cross chunk borders). */
  static MappedTableFile map(Path path, int chunkBits) {
    try (FileChannel channel = FileChannel.open(path, StandardOpenOption.READ)) {
      long length = channel.size();
      long chunk = 1L << chunkBits;
      int count = (int) ((length + chunk - 1) >>> chunkBits);
      MappedByteBuffer[] chunks = new MappedByteBuffer[count];
      for (int i = 0; i < count; i++) {
        long start = (long) i << chunkBits;
        chunks[i] = channel.map(FileChannel.MapMode.READ_ONLY, start, Math.min(chunk, length - start));
      }
      return new MappedTableFile(path, chunks, length, chunkBits);
    } catch (IOException e) {
      throw new SyzygyFileException(path, "cannot be read: " + e.getMessage(), e);
    }
  }

  Path path() {
    return path;
  }

  long length() {
    return length;
  }

  SyzygyFileException corrupt(String problem) {
    return new SyzygyFileException(path, "not a valid Syzygy table: " + problem);
  }

  int u8(long offset) {
    if (offset < 0 || offset >= length) {
      throw corrupt("read at byte " + offset + " past the end (" + length + " bytes)");
    }
    return chunks[(int) (offset >>> chunkBits)].get((int) (offset & chunkMask)) & 0xff;
  }

  int u16le(long offset) {
    return u8(offset) | u8(offset + 1) << 8;
  }

  long u32le(long offset) {
    return (long) u16le(offset) | (long) u16le(offset + 2) << 16;
  }

  /** Four bytes as a big-endian number; bytes past the end read as zero (a block's last code). */
  long u32beOrZero(long offset) {
    long v = 0;
    for (int i = 0; i < 4; i++) {
      long at = offset + i;
      v = v << 8 | (at < length && at >= 0 ? u8(at) : 0);
    }
    return v;
  }
}
