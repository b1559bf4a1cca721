package dev.zeitnot.lab.datagen;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;

/**
 * The binary form of a {@link Sample}: {@value #BYTES} bytes, big-endian, fixed size so that a
 * file can be cut at a record boundary and counted by its length.
 *
 * <pre>
 *  offset size  field
 *   0      4    game index (unsigned)
 *   4      8    occupancy bitboard (bit i = square i, a1 = 0, h8 = 63)
 *  12     16    one 4-bit piece code per occupied square, in ascending square order, the first
 *               piece in the high nibble of byte 12; code = colour * 6 + type
 *               (white 0..5 = P N B R Q K, black 6..11); unused nibbles are 0
 *  28      1    flags: bit 0 black to move; bits 1..4 castling rights K, Q, k, q
 *  29      1    en-passant square 0..63, or 64 for none
 *  30      1    halfmove clock (capped at 255)
 *  31      2    fullmove number (capped at 65535)
 *  33      1    result for White in half points: 0 lost, 1 drawn, 2 won
 *  34      2    search score in centipawns from White's view (signed)
 * </pre>
 */
public final class SampleFormat {

  /** The size of one record. */
  public static final int BYTES = 36;

  private static final String PIECES = "PNBRQKpnbrqk";
  private static final String CASTLING = "KQkq";
  private static final int NO_EP = 64;

  private SampleFormat() { }

  /** Writes one record. */
  public static void write(DataOutput out, Sample sample) throws IOException {
    String[] fields = sample.fen().split(" ");
    if (fields.length != 6) {
      throw new IllegalArgumentException("a full FEN with six fields is needed: " + sample.fen());
    }
    long occupancy = 0;
    byte[] nibbles = new byte[16];
    int count = 0;
    String[] ranks = fields[0].split("/");
    // Squares in ascending order: rank 1 first, a to h.
    for (int rank = 0; rank < 8; rank++) {
      int file = 0;
      for (char c : ranks[7 - rank].toCharArray()) {
        if (Character.isDigit(c)) {
          file += c - '0';
          continue;
        }
        int code = PIECES.indexOf(c);
        if (code < 0 || count == 32) {
          throw new IllegalArgumentException("cannot pack the board of " + sample.fen());
        }
        occupancy |= 1L << (rank * 8 + file);
        nibbles[count / 2] |= (byte) (count % 2 == 0 ? code << 4 : code);
        count++;
        file++;
      }
    }
    int flags = fields[1].equals("b") ? 1 : 0;
    if (!fields[2].equals("-")) {
      for (char c : fields[2].toCharArray()) {
        int right = CASTLING.indexOf(c);
        if (right < 0) {
          throw new IllegalArgumentException("only KQkq castling is supported: " + sample.fen());
        }
        flags |= 2 << right;
      }
    }
    int ep = fields[3].equals("-") ? NO_EP : (fields[3].charAt(0) - 'a') + 8 * (fields[3].charAt(1) - '1');
    out.writeInt(sample.game());
    out.writeLong(occupancy);
    out.write(nibbles);
    out.writeByte(flags);
    out.writeByte(ep);
    out.writeByte(Math.min(255, Integer.parseInt(fields[4])));
    out.writeShort(Math.min(65535, Integer.parseInt(fields[5])));
    out.writeByte(sample.whiteHalfPoints());
    out.writeShort(sample.whiteScore());
  }

  /** Reads one record. */
  public static Sample read(DataInput in) throws IOException {
    int game = in.readInt();
    long occupancy = in.readLong();
    byte[] nibbles = new byte[16];
    in.readFully(nibbles);
    int flags = in.readUnsignedByte();
    int ep = in.readUnsignedByte();
    int halfmove = in.readUnsignedByte();
    int fullmove = in.readUnsignedShort();
    int halfPoints = in.readUnsignedByte();
    int score = in.readShort();
    char[] board = new char[64];
    int count = 0;
    for (int sq = 0; sq < 64; sq++) {
      if ((occupancy & (1L << sq)) != 0) {
        int b = nibbles[count / 2] & 0xFF;
        int code = count % 2 == 0 ? b >>> 4 : b & 0xF;
        if (code >= PIECES.length()) {
          throw new IOException("bad piece code " + code + " in the record of game " + game);
        }
        board[sq] = PIECES.charAt(code);
        count++;
      }
    }
    StringBuilder fen = new StringBuilder();
    for (int rank = 7; rank >= 0; rank--) {
      int empty = 0;
      for (int file = 0; file < 8; file++) {
        char c = board[rank * 8 + file];
        if (c == 0) {
          empty++;
          continue;
        }
        if (empty > 0) {
          fen.append(empty);
          empty = 0;
        }
        fen.append(c);
      }
      if (empty > 0) {
        fen.append(empty);
      }
      if (rank > 0) {
        fen.append('/');
      }
    }
    fen.append((flags & 1) != 0 ? " b " : " w ");
    StringBuilder castling = new StringBuilder();
    for (int right = 0; right < 4; right++) {
      if ((flags & (2 << right)) != 0) {
        castling.append(CASTLING.charAt(right));
      }
    }
    fen.append(castling.length() == 0 ? "-" : castling).append(' ');
    fen.append(ep == NO_EP ? "-" : "" + (char) ('a' + ep % 8) + (char) ('1' + ep / 8));
    fen.append(' ').append(halfmove).append(' ').append(fullmove);
    return new Sample(game, fen.toString(), score, halfPoints);
  }
}
