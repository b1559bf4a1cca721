package dev.zeitnot.cli;

import java.util.ArrayList;
import java.util.List;

/** Splits an engine command given as one string ({@code "java -jar target/zeitnot.jar uci"}) into words. */
final class EngineCommandLine {

  private EngineCommandLine() {}

  /**
   * Words separated by blanks; single or double quotes keep blanks inside a word.
   *
   * @throws IllegalArgumentException when the command is empty or a quote is not closed
   */
  static List<String> split(String command) {
    List<String> words = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    boolean inWord = false;
    char quote = 0;
    for (char c : command.toCharArray()) {
      if (quote != 0) {
        if (c == quote) {
          quote = 0;
        } else {
          word.append(c);
        }
      } else if (c == '"' || c == '\'') {
        quote = c;
        inWord = true;
      } else if (Character.isWhitespace(c)) {
        if (inWord) {
          words.add(word.toString());
          word.setLength(0);
          inWord = false;
        }
      } else {
        word.append(c);
        inWord = true;
      }
    }
    if (quote != 0) {
      throw new IllegalArgumentException("unclosed quote in the engine command: " + command);
    }
    if (inWord) {
      words.add(word.toString());
    }
    if (words.isEmpty()) {
      throw new IllegalArgumentException("the engine command is empty");
    }
    return words;
  }
}
