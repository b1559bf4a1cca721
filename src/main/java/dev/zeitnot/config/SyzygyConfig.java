package dev.zeitnot.config;

import dev.zeitnot.engine.syzygy.SyzygyFileException;
import dev.zeitnot.engine.syzygy.SyzygyTables;
import java.nio.file.Path;
import java.util.List;

/**
 * Local Syzygy endgame tablebases ({@code knowledge.syzygy}): the directories of {@code .rtbw}
 * and {@code .rtbz} files (and atomic's {@code .atbw}/{@code .atbz}, antichess's {@code .gtbw}/{@code .gtbz}
 * or {@code .stbw}/{@code .stbz}), and the most pieces a position may have to be played from them. The
 * directories are opened and every file checked at load, so a missing or corrupt file is
 * reported by {@code check}, not in the middle of a game.
 *
 * @param paths the directories (none: no local tablebases)
 * @param maxPieces positions with more pieces, kings included, are left to the engine
 * @param resignWhenLost resign instead of moving when the tables say the game is lost
 * @param offerDrawWhenDrawn offer (and accept) a draw when the tables say the game is drawn
 */
public record SyzygyConfig(List<Path> paths, int maxPieces, boolean resignWhenLost, boolean offerDrawWhenDrawn) {

  public static final SyzygyConfig DEFAULT = new SyzygyConfig(List.of(), 7, false, false);

  /** Whether any directory is configured. */
  public boolean enabled() {
    return !paths.isEmpty();
  }

  static SyzygyConfig read(ConfigNode knowledge) {
    ConfigNode node = knowledge.section("syzygy");
    SyzygyConfig d = DEFAULT;
    List<Path> paths = node.list("paths", d.paths, SyzygyConfig::directory);
    int maxPieces = (int) node.integer("max_pieces", d.maxPieces, 3, 7);
    boolean resign = node.bool("resign_when_lost", d.resignWhenLost);
    boolean draw = node.bool("offer_draw_when_drawn", d.offerDrawWhenDrawn);
    if (!paths.isEmpty()) {
      try {
        SyzygyTables tables = SyzygyTables.open(paths);
        if (tables.wdlTableCount() == 0) {
          node.problem("paths", "hold no Syzygy WDL files (.rtbw; .atbw atomic; .gtbw or .stbw antichess); "
              + "point them at the directories of your Syzygy tables");
        }
      } catch (SyzygyFileException e) {
        node.problem("paths", "cannot be used: " + e.getMessage());
      }
    }
    node.finish();
    knowledge.finish();
    return new SyzygyConfig(paths, maxPieces, resign, draw);
  }

  private static Path directory(ConfigNode.Element element) {
    Path dir = Path.of(element.text());
    if (!java.nio.file.Files.isDirectory(dir)) {
      return element.bad("is not a directory; give the directories that hold the .rtbw/.rtbz files");
    }
    return dir;
  }
}
