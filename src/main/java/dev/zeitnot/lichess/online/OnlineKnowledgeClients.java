package dev.zeitnot.lichess.online;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The calls to each online knowledge source; each source is an {@link OnlineSource} with its own
 * base URL and 429 gate. Empty results are null.
 */
public final class OnlineKnowledgeClients {

  private OnlineKnowledgeClients() {}

  /**
   * {@code GET /api/cloud-eval?fen=&multiPv=&variant=}: null when the cloud has no evaluation; {@code variant}
   * is the server's key, sent unless it is {@code standard} (the default).
   */
  public static CloudEval cloudEval(OnlineSource source, String fen, String variant, int multiPv, Duration timeout) {
    Map<String, String> query = new LinkedHashMap<>();
    query.put("fen", fen);
    query.put("multiPv", Integer.toString(multiPv));
    putVariant(query, variant);
    return source.get("api/cloud-eval", query, CloudEval.class, timeout);
  }

  /**
   * The explorer's moves: {@code database} is {@code masters}, {@code lichess} or {@code player}
   * (then {@code player} names the player and {@code color} their colour). {@code variant}, the
   * server's key, is sent to {@code lichess} and {@code player} unless it is {@code standard};
   * {@code masters} has standard games only and takes none.
   */
  public static ExplorerResult explorer(OnlineSource source, String database, String fen, String variant,
      String player, String color, Duration timeout) {
    Map<String, String> query = new LinkedHashMap<>();
    query.put("fen", fen);
    if (!database.equals("masters")) {
      putVariant(query, variant);
    }
    if (database.equals("player")) {
      query.put("player", player);
      query.put("color", color);
      query.put("recentGames", "0");
      // The player database streams growing answers as NDJSON; the last line is the whole one.
      String body = source.getText("player", query, timeout);
      if (body == null || body.isBlank()) {
        return null;
      }
      String[] lines = body.trim().split("\n");
      return parse(source, lines[lines.length - 1], ExplorerResult.class);
    }
    query.put("topGames", "0");
    if (database.equals("lichess")) {
      query.put("recentGames", "0");
    }
    return source.get(database, query, ExplorerResult.class, timeout);
  }

  /** {@code GET /standard?fen=}: null when the position is not in the tablebase. */
  public static TablebaseResult tablebase(OnlineSource source, String fen, Duration timeout) {
    return source.get("standard", Map.of("fen", fen), TablebaseResult.class, timeout);
  }

  /** {@code GET /cdb.php?action=querypv&board=&json=1}: the best line. */
  public static ChessDbResult chessDb(OnlineSource source, String fen, Duration timeout) {
    return source.get("cdb.php", Map.of("action", "querypv", "board", fen, "json", "1"), ChessDbResult.class,
        timeout);
  }

  /** {@code GET /cdb.php?action=querybest&board=&json=1}: a move chessdb draws among its good ones. */
  public static ChessDbResult chessDbGoodMove(OnlineSource source, String fen, Duration timeout) {
    return source.get("cdb.php", Map.of("action", "querybest", "board", fen, "json", "1"), ChessDbResult.class,
        timeout);
  }

  private static void putVariant(Map<String, String> query, String variant) {
    if (variant != null && !variant.equals("standard")) {
      query.put("variant", variant);
    }
  }

  private static <T> T parse(OnlineSource source, String json, Class<T> type) {
    try {
      return dev.zeitnot.lichess.LichessJson.mapper().readValue(json, type);
    } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
      throw new OnlineSourceException(source.name(), OnlineSourceException.Reason.MALFORMED, e.getOriginalMessage());
    }
  }
}
