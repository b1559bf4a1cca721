package dev.zeitnot.engine.nnue;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A quantized perspective network, (768 -> hidden) x 2 -> 1 with a squared clipped ReLU: the
 * input layer's weights and biases as 16-bit integers scaled by {@code qa}, the output layer's
 * weights scaled by {@code qb} and its bias by {@code qa * qb}; the output times
 * {@code scale / (qa * qb)} is centipawns. The file begins with a text header naming the
 * architecture, the scales and how the net was trained, then the weights, big-endian. A network
 * whose hidden sums could leave 16 bits ({@link #MAX_HIDDEN_SUM}) is refused.
 *
 * @param hidden the width of each perspective's hidden layer
 * @param qa the input layer's scale (also the activation's clip)
 * @param qb the output layer's scale
 * @param scale centipawns per unit of the float network's output
 * @param about a line on how the net was trained (data, seed, loss), kept in the header
 * @param inputWeights {@code INPUTS x hidden}, the weights of input {@code i} at {@code i * hidden}
 * @param inputBias {@code hidden} biases
 * @param outputWeights {@code 2 x hidden}: the side to move's half first
 * @param outputBias the output bias
 */
public record Network(int hidden, int qa, int qb, int scale, String about, short[] inputWeights,
    short[] inputBias, short[] outputWeights, int outputBias) {

  /**
   * The largest output weight (in steps of 1 / qb): what the trainer's clip of 1.98 gives at a
   * qb of 64, and what lets the evaluator sum its products in ints.
   */
  public static final int MAX_OUTPUT_WEIGHT = 127;
  /**
   * The most pieces a board holds in a game: how many input rows a hidden sum adds to its bias. A
   * board set up with more (no game reaches one) is evaluated right only while its sums stay within
   * 16 bits.
   */
  public static final int MAX_PIECES = 32;
  /**
   * The largest hidden sum a network may reach with {@link #MAX_PIECES} pieces: the evaluator keeps
   * its sums in 16 bits. The trainer's weight clip of 1.98 (505 in steps of 1 / qa) stays below it:
   * 33 x 505 = 16,665.
   */
  public static final int MAX_HIDDEN_SUM = Short.MAX_VALUE;
  /** The first line of every network file. */
  public static final String MAGIC = "zeitnot-nnue-1";

  public Network {
    if (hidden < 1 || inputWeights.length != NnueFeatures.INPUTS * hidden || inputBias.length != hidden
        || outputWeights.length != 2 * hidden) {
      throw new IllegalArgumentException("the weights do not fit a (768 -> " + hidden + ") x 2 -> 1 network");
    }
    for (short weight : outputWeights) {
      if (Math.abs(weight) > MAX_OUTPUT_WEIGHT) {
        throw new IllegalArgumentException("an output weight of " + weight + " is beyond +-" + MAX_OUTPUT_WEIGHT);
      }
    }
    int largest = largestHiddenSum(hidden, inputWeights, inputBias);
    if (largest > MAX_HIDDEN_SUM) {
      throw new IllegalArgumentException("a hidden neuron's sum can reach " + largest + " (its |bias| plus its "
          + MAX_PIECES + " largest |input weights|), beyond the evaluator's 16-bit sums (" + MAX_HIDDEN_SUM
          + "); train with the input weights clipped, as train does");
    }
    if (about.contains("\n")) {
      throw new IllegalArgumentException("the network's description must be one line: " + about);
    }
  }

  /**
   * The largest |sum| a hidden neuron can reach on a board of {@link #MAX_PIECES} pieces: over the
   * neurons, the largest of a neuron's |bias| plus its {@link #MAX_PIECES} largest |input weights|.
   */
  public int largestHiddenSum() {
    return largestHiddenSum(hidden, inputWeights, inputBias);
  }

  private static int largestHiddenSum(int hidden, short[] inputWeights, short[] inputBias) {
    int largest = 0;
    int[] magnitudes = new int[NnueFeatures.INPUTS];
    for (int neuron = 0; neuron < hidden; neuron++) {
      for (int input = 0; input < NnueFeatures.INPUTS; input++) {
        magnitudes[input] = Math.abs(inputWeights[input * hidden + neuron]);
      }
      Arrays.sort(magnitudes);
      int sum = Math.abs(inputBias[neuron]);
      for (int i = NnueFeatures.INPUTS - MAX_PIECES; i < NnueFeatures.INPUTS; i++) {
        sum += magnitudes[i];
      }
      largest = Math.max(largest, sum);
    }
    return largest;
  }

  /** Reads a network file; a file of another kind or a cut one is an {@link IOException}. */
  public static Network read(InputStream stream) throws IOException {
    DataInputStream in = new DataInputStream(stream);
    String magic = readLine(in);
    if (!MAGIC.equals(magic)) {
      throw new IOException("not a zeitnot network file (first line " + abbreviate(magic) + ")");
    }
    int hidden = Integer.parseInt(field(readLine(in), "hidden"));
    int qa = Integer.parseInt(field(readLine(in), "qa"));
    int qb = Integer.parseInt(field(readLine(in), "qb"));
    int scale = Integer.parseInt(field(readLine(in), "scale"));
    String about = field(readLine(in), "about");
    if (hidden < 1 || hidden > 4096) {
      throw new IOException("hidden layer size out of range: " + hidden);
    }
    short[] inputWeights = readShorts(in, NnueFeatures.INPUTS * hidden);
    short[] inputBias = readShorts(in, hidden);
    short[] outputWeights = readShorts(in, 2 * hidden);
    int outputBias = in.readInt();
    if (qa != 255) {
      throw new IOException("the network's activations are clipped at " + qa + "; this engine reads 255");
    }
    try {
      return new Network(hidden, qa, qb, scale, about, inputWeights, inputBias, outputWeights, outputBias);
    } catch (IllegalArgumentException e) {
      throw new IOException("not a network this engine can evaluate with: " + e.getMessage(), e);
    }
  }

  /** Writes the network in the form {@link #read} reads. */
  public void write(OutputStream stream) throws IOException {
    DataOutputStream out = new DataOutputStream(stream);
    String header = MAGIC + "\nhidden " + hidden + "\nqa " + qa + "\nqb " + qb + "\nscale " + scale
        + "\nabout " + about + "\n";
    out.write(header.getBytes(StandardCharsets.UTF_8));
    writeShorts(out, inputWeights);
    writeShorts(out, inputBias);
    writeShorts(out, outputWeights);
    out.writeInt(outputBias);
    out.flush();
  }

  private static String readLine(DataInputStream in) throws IOException {
    StringBuilder line = new StringBuilder();
    for (int b = in.read(); b != '\n'; b = in.read()) {
      if (b < 0) {
        throw new IOException("the network file ends inside its header");
      }
      if (line.length() > 1000) {
        throw new IOException("the network file's header line is too long");
      }
      line.append((char) b);
    }
    return line.toString();
  }

  private static String field(String line, String name) throws IOException {
    if (!line.startsWith(name + " ")) {
      throw new IOException("expected the header line '" + name + " ...', found " + abbreviate(line));
    }
    return line.substring(name.length() + 1);
  }

  private static String abbreviate(String text) {
    return text.length() > 40 ? "'" + text.substring(0, 40) + "...'" : "'" + text + "'";
  }

  private static short[] readShorts(DataInputStream in, int count) throws IOException {
    short[] values = new short[count];
    for (int i = 0; i < count; i++) {
      values[i] = in.readShort();
    }
    return values;
  }

  private static void writeShorts(DataOutputStream out, short[] values) throws IOException {
    for (short value : values) {
      out.writeShort(value);
    }
  }
}
