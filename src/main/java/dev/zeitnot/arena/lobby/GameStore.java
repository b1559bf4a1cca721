package dev.zeitnot.arena.lobby;

import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.clock.ArenaClock;
import dev.zeitnot.arena.games.ArenaGame;
import dev.zeitnot.arena.games.GameSetup;
import dev.zeitnot.arena.games.ArenaGameStatus;
import dev.zeitnot.arena.games.ArenaVariant;
import dev.zeitnot.arena.http.Json;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Saves the games to a JSON file and reads them back, so a restarted arena keeps its games and
 * clients must resume them. A running clock is saved as the time its side had already used, so
 * it goes on running across the restart. Draw offers and chat are not kept.
 */
public final class GameStore {

  private GameStore() {
  }

  public static void save(Path file, Collection<ArenaGame> games, long now) throws IOException {
    ArrayNode list = Json.MAPPER.createArrayNode();
    for (ArenaGame game : games) {
      synchronized (game) {
        list.add(toJson(game, now));
      }
    }
    Path temp = file.resolveSibling(file.getFileName() + ".tmp");
    Files.writeString(temp, Json.line(list));
    Files.move(temp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
  }

  public static List<ArenaGame> load(Path file, Lobby lobby, long now) throws IOException {
    List<ArenaGame> games = new ArrayList<>();
    if (!Files.exists(file) || Files.size(file) == 0) {
      return games;
    }
    for (JsonNode node : Json.MAPPER.readTree(file.toFile())) {
      games.add(fromJson(node, lobby, now));
    }
    return games;
  }

  private static ObjectNode toJson(ArenaGame game, long now) {
    GameSetup setup = game.setup();
    ObjectNode node = Json.object().put("id", setup.id())
        .put("white", setup.white().username()).put("black", setup.black().username())
        .put("variant", setup.variant().key()).put("rated", setup.rated())
        .put("limitSeconds", setup.limitSeconds())
        .put("incrementSeconds", setup.incrementSeconds())
        .put("initialFen", setup.initialFen())
        .put("createdAt", setup.createdAtEpochMs())
        .put("whiteSecret", setup.whiteSecret()).put("blackSecret", setup.blackSecret())
        .put("tournamentId", setup.tournamentId())
        .put("daysPerTurn", setup.daysPerTurn())
        .put("moves", String.join(" ", game.chessGame().uciMoves()))
        .put("status", game.status().apiName()).put("winner", game.winner());
    ArenaClock clock = game.clock();
    if (clock != null) {
      node.putObject("clock").put("white", clock.storedRemaining(0))
          .put("black", clock.storedRemaining(1))
          .put("running", clock.running()).put("runningFor", clock.runningFor(now));
    }
    ArrayNode clocks = node.putArray("clockAfterPly");
    game.clockAfterPly().forEach(clocks::add);
    return node;
  }

  private static ArenaGame fromJson(JsonNode node, Lobby lobby, long now) throws IOException {
    ArenaAccount white = account(lobby, node.path("white").asText());
    ArenaAccount black = account(lobby, node.path("black").asText());
    GameSetup setup = new GameSetup(node.path("id").asText(), white, black,
        ArenaVariant.byKey(node.path("variant").asText()).orElse(ArenaVariant.STANDARD),
        node.path("rated").asBoolean(), node.path("limitSeconds").asInt(),
        node.path("incrementSeconds").asInt(),
        node.path("initialFen").isNull() ? null : node.path("initialFen").asText(),
        node.path("createdAt").asLong(), node.path("whiteSecret").asText(),
        node.path("blackSecret").asText(),
        node.path("tournamentId").isTextual() ? node.path("tournamentId").asText() : null,
        node.path("daysPerTurn").asInt(0));
    JsonNode saved = node.path("clock");
    ArenaClock clock = saved.isMissingNode() ? null : ArenaClock.restore(
        setup.limitSeconds() * 1000L, setup.incrementSeconds() * 1000L,
        saved.path("white").asLong(), saved.path("black").asLong(),
        saved.path("running").asInt(), saved.path("runningFor").asLong(), now);
    ArenaGame game = lobby.newGame(setup, clock);
    String moves = node.path("moves").asText();
    if (!moves.isEmpty()) {
      for (String move : moves.split(" ")) {
        game.chessGame().play(move);
      }
    }
    List<Long> clocks = new ArrayList<>();
    node.path("clockAfterPly").forEach(value -> clocks.add(value.asLong()));
    game.restore(ArenaGameStatus.fromApiName(node.path("status").asText()),
        node.path("winner").asInt(), clocks);
    return game;
  }

  private static ArenaAccount account(Lobby lobby, String name) throws IOException {
    return lobby.accounts().byName(name)
        .orElseThrow(() -> new IOException("State file names unknown account " + name));
  }
}
