package dev.zeitnot.lab.datagen;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * The compact binary form of datagen's games, big-endian: a file starts with {@link #MAGIC}, then
 * one entry per game, whole games only, so a reader can stream it and a cut file loses at most
 * its last game. About 4 bytes a position plus a FEN a game.
 *
 * <pre>
 *  size  field
 *   4    game index
 *   1    result for White in half points: 0 lost, 1 drawn, 2 won
 *   2    length of the start FEN, then its ASCII bytes
 *   2    plies n
 *   n x  2 move (as dev.zeitnot.chess.Move packs it) + 2 score from the mover's view
 *        (GameRecord.NO_SCORE: a mate or no score)
 * </pre>
 */
public final class GameRecordFormat {

  /** The first bytes of a games file. */
  public static final byte[] MAGIC = "zgames1\n".getBytes(StandardCharsets.US_ASCII);
  /** More plies than this in a game is a corrupt file (datagen stops games at 400). */
  static final int MAX_PLIES = 4096;
  private static final int MAX_FEN_BYTES = 128;

  private GameRecordFormat() { }

  /** Writes one game. */
  public static void write(DataOutput out, GameRecord game) throws IOException {
    byte[] fen = game.startFen().getBytes(StandardCharsets.US_ASCII);
    if (fen.length > MAX_FEN_BYTES || game.moves().length > MAX_PLIES) {
      throw new IllegalArgumentException("game " + game.index() + " does not fit the format");
    }
    out.writeInt(game.index());
    out.writeByte(game.whiteHalfPoints());
    out.writeShort(fen.length);
    out.write(fen);
    out.writeShort(game.moves().length);
    for (int ply = 0; ply < game.moves().length; ply++) {
      out.writeShort(game.moves()[ply]);
      out.writeShort(game.scores()[ply]);
    }
  }

  /**
   * Reads one game.
   *
   * @throws java.io.EOFException at the end of the stream, also inside a cut last game
   * @throws IOException when the bytes cannot be a game
   */
  public static GameRecord read(DataInput in) throws IOException {
    int index = in.readInt();
    int halfPoints = in.readUnsignedByte();
    int fenLength = in.readUnsignedShort();
    if (halfPoints > 2 || fenLength == 0 || fenLength > MAX_FEN_BYTES) {
      throw new IOException("game " + index + ": not a game entry (result " + halfPoints + ", FEN of "
          + fenLength + " bytes)");
    }
    byte[] fen = new byte[fenLength];
    in.readFully(fen);
    int plies = in.readUnsignedShort();
    if (plies > MAX_PLIES) {
      throw new IOException("game " + index + ": " + plies + " plies is not a game");
    }
    int[] moves = new int[plies];
    short[] scores = new short[plies];
    for (int ply = 0; ply < plies; ply++) {
      moves[ply] = in.readUnsignedShort();
      scores[ply] = in.readShort();
    }
    return new GameRecord(index, new String(fen, StandardCharsets.US_ASCII), halfPoints, moves, scores);
  }

  /** The bytes {@link #write} writes for {@code game}. */
  static long size(GameRecord game) {
    return 4 + 1 + 2 + game.startFen().length() + 2 + 4L * game.moves().length;
  }
}
