package dev.zeitnot.lab.tune;

import dev.zeitnot.engine.eval.EvalLayout;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Writes a parameter vector into the source of {@code EvalParams}: each constant of
 * {@link EvalLayout#fields()} gets its new numbers, everything else (comments, the constants the
 * tuner does not touch) stays as it was. Tables of 64 are laid out as boards, eight to a line.
 */
public final class ParamsSource {

  private ParamsSource() { }

  /** {@code source} with the constants' values taken from {@code params}. */
  public static String write(String source, int[] params) {
    String out = source;
    for (EvalLayout.Field field : EvalLayout.fields()) {
      String type = field.array() ? "int\\[\\]" : "int";
      Pattern pattern = Pattern.compile("(static final " + type + " " + field.name() + " = )([^;]*)(;)");
      Matcher matcher = pattern.matcher(out);
      if (!matcher.find()) {
        throw new IllegalArgumentException("the EvalParams source has no constant " + field.name()
            + "; pass the file src/main/java/dev/zeitnot/engine/eval/EvalParams.java of this version");
      }
      String value = field.array() ? array(field.indices(), params) : Integer.toString(params[field.indices()[0]]);
      out = out.substring(0, matcher.start(2)) + value + out.substring(matcher.end(2));
    }
    return out;
  }

  private static String array(int[] indices, int[] params) {
    StringBuilder sb = new StringBuilder("{");
    boolean board = indices.length == 64;
    for (int i = 0; i < indices.length; i++) {
      if (board && i % 8 == 0) {
        sb.append("\n      ");
      } else if (i > 0) {
        sb.append(' ');
      }
      sb.append(params[indices[i]]);
      if (i < indices.length - 1) {
        sb.append(',');
      }
    }
    return sb.append('}').toString();
  }
}
