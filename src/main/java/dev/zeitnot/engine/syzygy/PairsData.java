package dev.zeitnot.engine.syzygy;

/**
 * One compressed value table of a Syzygy file: an index of blocks, the block sizes and the
 * blocks themselves, each a canonical Huffman stream of symbols that expand (by the symbol
 * pairs) into runs of values. {@link #value} finds the value at a position index.
 */
final class PairsData {
  private static final int CONSTANT_FLAG = 0x80;
  private static final int LEAF = 0xfff;

  private final MappedTableFile file;
  private final int flags;
  private final int constantValue;
  private final int blockSizeBits;
  private final int indexBits;
  private final long realBlocks;
  private final long blocks;
  private final int minLength;
  private final int maxLength;
  private final long offsetsAt;
  private final long[] base;
  private final long symbolsAt;
  private final int[] symbolLength;
  private final long end;
  private final long indexTableBytes;
  private long indexTableAt;
  private long sizeTableAt;
  private long dataAt;

  private PairsData(MappedTableFile file, long at, long tableSize, boolean wdl, int constantDtz) {
    this.file = file;
    this.flags = file.u8(at);
    if ((flags & CONSTANT_FLAG) != 0) {
      constantValue = wdl ? file.u8(at + 1) : constantDtz;
      blockSizeBits = indexBits = minLength = maxLength = 0;
      realBlocks = blocks = 0;
      offsetsAt = symbolsAt = indexTableBytes = 0;
      base = new long[0];
      symbolLength = new int[0];
      end = at + 2;
      return;
    }
    constantValue = 0;
    blockSizeBits = file.u8(at + 1);
    indexBits = file.u8(at + 2);
    realBlocks = file.u32le(at + 4);
    blocks = realBlocks + file.u8(at + 3);
    maxLength = file.u8(at + 8);
    minLength = file.u8(at + 9);
    if (indexBits < 1 || indexBits > 40 || blockSizeBits > 30 || minLength < 1 || maxLength < minLength
        || maxLength > 63) {
      throw file.corrupt("bad block header at byte " + at);
    }
    int lengths = maxLength - minLength + 1;
    offsetsAt = at + 10;
    int symbols = file.u16le(at + 10 + 2L * lengths);
    symbolsAt = at + 12 + 2L * lengths;
    end = symbolsAt + 3L * symbols + (symbols & 1);
    indexTableBytes = 6 * ((tableSize + (1L << indexBits) - 1) >>> indexBits);
    base = new long[lengths];
    for (int i = lengths - 2; i >= 0; i--) {
      base[i] = Long.divideUnsigned(base[i + 1] + offset(minLength + i) - offset(minLength + i + 1), 2);
    }
    for (int i = 0; i < lengths; i++) {
      base[i] <<= 64 - (minLength + i);
    }
    symbolLength = new int[symbols];
    byte[] state = new byte[symbols];
    for (int s = 0; s < symbols; s++) {
      measure(s, state);
    }
  }

  /**
   * Reads the header at {@code at}; the tables it describes are placed later by the file's layout.
   * A DTZ table of one value stores none: it is {@code constantDtz} (the generator writes 1 for
   * the variants with compulsory captures, 0 for the others).
   */
  static PairsData read(MappedTableFile file, long at, long tableSize, boolean wdl, int constantDtz) {
    return new PairsData(file, at, tableSize, wdl, constantDtz);
  }

  /** The first byte of the header: for a DTZ table, the flags of its value maps. */
  int flags() {
    return flags;
  }

  long end() {
    return end;
  }

  boolean constant() {
    return (flags & CONSTANT_FLAG) != 0;
  }

  long indexTableBytes() {
    return constant() ? 0 : indexTableBytes;
  }

  long sizeTableBytes() {
    return constant() ? 0 : 2 * blocks;
  }

  long dataBytes() {
    return constant() ? 0 : realBlocks << blockSizeBits;
  }

  void placeIndexTable(long at) {
    indexTableAt = at;
  }

  void placeSizeTable(long at) {
    sizeTableAt = at;
  }

  void placeData(long at) {
    dataAt = at;
  }

  private int offset(int length) {
    return file.u16le(offsetsAt + 2L * (length - minLength));
  }

  private int first(int symbol) {
    long w = symbolsAt + 3L * symbol;
    return (file.u8(w + 1) & 0xf) << 8 | file.u8(w);
  }

  private int second(int symbol) {
    long w = symbolsAt + 3L * symbol;
    return file.u8(w + 2) << 4 | file.u8(w + 1) >>> 4;
  }

  /** Number of values a symbol expands to, minus one; a symbol pair that loops is corrupt. */
  private void measure(int symbol, byte[] state) {
    if (state[symbol] == 2) {
      return;
    }
    if (state[symbol] == 1) {
      throw file.corrupt("symbol " + symbol + " is defined by itself");
    }
    state[symbol] = 1;
    int right = second(symbol);
    if (right == LEAF) {
      symbolLength[symbol] = 0;
    } else {
      int left = first(symbol);
      checkSymbol(left);
      checkSymbol(right);
      measure(left, state);
      measure(right, state);
      symbolLength[symbol] = symbolLength[left] + symbolLength[right] + 1;
    }
    state[symbol] = 2;
  }

  private void checkSymbol(int symbol) {
    if (symbol >= symbolLength.length) {
      throw file.corrupt("symbol " + symbol + " beyond the " + symbolLength.length + " defined");
    }
  }

  /** The 12-bit value stored for position index {@code index}. */
  int value(long index) {
    if (constant()) {
      return constantValue;
    }
    long main = index >>> indexBits;
    long within = (index & ((1L << indexBits) - 1)) - (1L << (indexBits - 1));
    long entry = indexTableAt + 6 * main;
    long block = file.u32le(entry);
    within += file.u16le(entry + 4);
    while (within < 0) {
      block--;
      checkBlock(block);
      within += blockLength(block) + 1;
    }
    checkBlock(block);
    while (within > blockLength(block)) {
      within -= blockLength(block) + 1;
      block++;
      checkBlock(block);
    }
    long found = findSymbol(block, within);
    int symbol = (int) (found & 0xffff);
    within = found >>> 16;
    while (symbolLength[symbol] != 0) {
      int left = first(symbol);
      if (within < symbolLength[left] + 1) {
        symbol = left;
      } else {
        within -= symbolLength[left] + 1;
        symbol = second(symbol);
      }
    }
    return first(symbol);
  }

  /**
   * The symbol holding value number {@code within} of the block, packed with the rest as
   * {@code rest << 16 | symbol}.
   */
  private long findSymbol(long block, long within) {
    long at = dataAt + (block << blockSizeBits);
    long code = file.u32beOrZero(at) << 32 | file.u32beOrZero(at + 4);
    at += 8;
    int spare = 0;
    while (true) {
      int length = minLength;
      while (Long.compareUnsigned(code, base[length - minLength]) < 0) {
        length++;
        if (length > maxLength) {
          throw file.corrupt("Huffman code longer than " + maxLength + " bits");
        }
      }
      long symbol = offset(length) + ((code - base[length - minLength]) >>> (64 - length));
      if (symbol >= symbolLength.length) {
        throw file.corrupt("symbol " + symbol + " beyond the " + symbolLength.length + " defined");
      }
      int s = (int) symbol;
      if (within < symbolLength[s] + 1) {
        return within << 16 | s;
      }
      within -= symbolLength[s] + 1;
      code <<= length;
      spare += length;
      if (spare >= 32) {
        spare -= 32;
        code |= file.u32beOrZero(at) << spare;
        at += 4;
      }
    }
  }

  private int blockLength(long block) {
    return file.u16le(sizeTableAt + 2 * block);
  }

  private void checkBlock(long block) {
    if (block < 0 || block >= blocks) {
      throw file.corrupt("block " + block + " outside the " + blocks + " blocks");
    }
  }
}
