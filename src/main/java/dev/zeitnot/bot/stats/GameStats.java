package dev.zeitnot.bot.stats;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The statistics of a PGN archive: the bot's results per speed and per opponent kind (bot or
 * human). The bot is the {@code account} given, or else the player found in the most games.
 */
public final class GameStats {

  private static final List<String> SPEED_ORDER =
      List.of("ultraBullet", "bullet", "blitz", "rapid", "classical", "correspondence", "unknown");

  private GameStats() {}

  /** Every {@code *.pgn} file below {@code directory}, read in name order. */
  public static List<PgnRecord> readArchive(Path directory) throws IOException {
    if (!Files.isDirectory(directory)) {
      throw new IOException(directory + " is not a directory; name the bot's game.pgn_directory");
    }
    List<Path> files;
    try (Stream<Path> walk = Files.walk(directory)) {
      files = walk.filter(p -> p.toString().endsWith(".pgn") && Files.isRegularFile(p)).sorted().toList();
    }
    List<PgnRecord> records = new ArrayList<>();
    for (Path file : files) {
      records.addAll(PgnRecord.readAll(Files.readString(file)));
    }
    return records;
  }

  /** The player named in the most games (the archive's owner). */
  public static String mostFrequentPlayer(List<PgnRecord> records) {
    Map<String, Long> counts = new HashMap<>();
    for (PgnRecord record : records) {
      Stream.of(record.tag("White"), record.tag("Black")).filter(Objects::nonNull)
          .forEach(name -> counts.merge(name.toLowerCase(java.util.Locale.ROOT), 1L, Long::sum));
    }
    return counts.entrySet().stream().max(Map.Entry.<String, Long>comparingByValue()
        .thenComparing(Map.Entry.comparingByKey(Comparator.reverseOrder())))
        .map(Map.Entry::getKey).orElse(null);
  }

  /** One line per speed and opponent kind that has games, fastest speed first, bots before humans. */
  public static List<StatsLine> lines(List<PgnRecord> records, String account) {
    Map<String, List<ArchivedGame>> groups = records.stream()
        .map(record -> ArchivedGame.of(record, account)).filter(Objects::nonNull)
        .collect(Collectors.groupingBy(g -> g.speed() + "/" + (g.opponentIsBot() ? "bot" : "human"),
            LinkedHashMap::new, Collectors.toList()));
    return groups.entrySet().stream()
        .map(e -> line(e.getKey().split("/")[0], e.getKey().split("/")[1], e.getValue()))
        .sorted(Comparator.comparingInt((StatsLine l) -> speedRank(l.speed()))
            .thenComparing(StatsLine::opponents))
        .toList();
  }

  static StatsLine line(String speed, String opponents, List<ArchivedGame> games) {
    double points = games.stream().mapToDouble(ArchivedGame::points).sum();
    int lossesOnTime = (int) games.stream().filter(ArchivedGame::lostOnTime).count();
    List<ArchivedGame> rated = games.stream().filter(g -> g.opponentRating() != null).toList();
    Integer performance = null;
    if (!rated.isEmpty()) {
      double average = rated.stream().mapToInt(ArchivedGame::opponentRating).average().orElse(0);
      double winsMinusLosses = rated.stream().mapToDouble(g -> 2 * g.points() - 1).sum();
      performance = (int) Math.round(average + 400 * winsMinusLosses / rated.size());
    }
    List<Long> clocks = games.stream().map(ArchivedGame::clockLeftMs).filter(Objects::nonNull).sorted().toList();
    Long median = clocks.isEmpty() ? null : clocks.size() % 2 == 1 ? clocks.get(clocks.size() / 2)
        : (clocks.get(clocks.size() / 2 - 1) + clocks.get(clocks.size() / 2)) / 2;
    List<ArchivedGame> withSources = games.stream().filter(ArchivedGame::sourcesKnown).toList();
    return new StatsLine(speed, opponents, games.size(), points, performance, lossesOnTime, median,
        share(withSources, ArchivedGame::bookMoves), share(withSources, ArchivedGame::tablebaseMoves));
  }

  private static Double share(List<ArchivedGame> games, Function<ArchivedGame, Integer> count) {
    int moves = games.stream().mapToInt(ArchivedGame::ourMoves).sum();
    return moves == 0 ? null : games.stream().mapToInt(count::apply).sum() / (double) moves;
  }

  static int speedRank(String speed) {
    int rank = SPEED_ORDER.indexOf(speed);
    return rank < 0 ? SPEED_ORDER.size() : rank;
  }
}
