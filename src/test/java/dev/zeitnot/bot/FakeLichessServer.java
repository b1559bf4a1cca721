package dev.zeitnot.bot;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.IllegalMoveException;
import dev.zeitnot.chess.Outcome;
import dev.zeitnot.chess.Position;
import dev.zeitnot.chess.Uci;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A small Lichess-compatible server for the bot's end-to-end test (until the arena exists): one
 * challenge from "sparring" to the bot "zeitnot", who gets white; the server plays black with
 * seeded random legal moves, keeps the clocks, and ends the game by the rules, on time, or as a
 * draw after {@link #MAX_PLIES} plies. Streams are real NDJSON over chunked HTTP with keep-alives.
 */
final class FakeLichessServer implements AutoCloseable {

  static final String GAME_ID = "e2eGame1";
  static final int MAX_PLIES = 160;
  private static final String END = "__end__";

  private final HttpServer server;
  private final ExecutorService executor = Executors.newCachedThreadPool();
  private final long initialMs;
  private final Random random = new Random(7);
  private final List<BlockingQueue<String>> eventSubscribers = new CopyOnWriteArrayList<>();
  private final List<BlockingQueue<String>> gameSubscribers = new CopyOnWriteArrayList<>();
  private final CountDownLatch over = new CountDownLatch(1);
  final List<String> illegalMoves = new CopyOnWriteArrayList<>();

  private final Game game = Game.startpos();
  private long whiteMs;
  private long blackMs;
  private long turnStartNanos;
  private String status = "created";
  private String winner;

  FakeLichessServer(long initialMs) throws IOException {
    this.initialMs = initialMs;
    this.whiteMs = initialMs;
    this.blackMs = initialMs;
    server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
    server.setExecutor(executor);
    server.createContext("/", this::route);
    server.start();
  }

  String baseUrl() {
    return "http://127.0.0.1:" + server.getAddress().getPort();
  }

  boolean awaitGameOver(long seconds) throws InterruptedException {
    return over.await(seconds, TimeUnit.SECONDS);
  }

  synchronized String status() {
    return status;
  }

  synchronized String winner() {
    return winner;
  }

  synchronized List<String> moves() {
    return game.uciMoves();
  }

  private void route(HttpExchange exchange) throws IOException {
    String path = exchange.getRequestURI().getPath();
    String method = exchange.getRequestMethod();
    try {
      if (!"Bearer test_token".equals(exchange.getRequestHeaders().getFirst("Authorization"))) {
        reply(exchange, 401, "{\"error\":\"No such token\"}");
      } else if (path.equals("/api/account")) {
        reply(exchange, 200, "{\"id\":\"zeitnot\",\"username\":\"zeitnot\",\"title\":\"BOT\"}");
      } else if (path.equals("/api/account/playing")) {
        reply(exchange, 200, "{\"nowPlaying\":[]}");
      } else if (path.equals("/api/stream/event")) {
        eventStream(exchange);
      } else if (path.equals("/api/challenge/" + GAME_ID + "/accept") && method.equals("POST")) {
        accept(exchange);
      } else if (path.equals("/api/bot/game/stream/" + GAME_ID)) {
        gameStream(exchange);
      } else if (path.startsWith("/api/bot/game/" + GAME_ID + "/move/") && method.equals("POST")) {
        move(exchange, path.substring(path.lastIndexOf('/') + 1));
      } else if (path.startsWith("/api/bot/game/" + GAME_ID + "/") && method.equals("POST")) {
        reply(exchange, 200, "{\"ok\":true}"); // chat, draw, abort...: accepted and ignored
      } else {
        reply(exchange, 404, "{\"error\":\"Not found.\"}");
      }
    } finally {
      exchange.close();
    }
  }

  private void eventStream(HttpExchange exchange) throws IOException {
    BlockingQueue<String> queue = new LinkedBlockingQueue<>();
    queue.add("{\"type\":\"challenge\",\"challenge\":{\"id\":\"" + GAME_ID + "\",\"url\":\"x\","
        + "\"status\":\"created\",\"challenger\":{\"id\":\"sparring\",\"name\":\"Sparring\",\"rating\":1500},"
        + "\"destUser\":{\"id\":\"zeitnot\",\"name\":\"zeitnot\",\"title\":\"BOT\"},"
        + "\"variant\":{\"key\":\"standard\",\"name\":\"Standard\"},\"rated\":false,\"speed\":\"bullet\","
        + "\"timeControl\":{\"type\":\"clock\",\"limit\":" + initialMs / 1000 + ",\"increment\":0,\"show\":\"x\"},"
        + "\"color\":\"black\",\"finalColor\":\"black\"},\"compat\":{\"bot\":true,\"board\":false}}");
    eventSubscribers.add(queue);
    try {
      stream(exchange, queue);
    } finally {
      eventSubscribers.remove(queue);
    }
  }

  private void accept(HttpExchange exchange) throws IOException {
    synchronized (this) {
      status = "started";
    }
    reply(exchange, 200, "{\"ok\":true}");
    broadcast(eventSubscribers, "{\"type\":\"gameStart\",\"game\":" + gameInfo() + "}");
  }

  private void gameStream(HttpExchange exchange) throws IOException {
    BlockingQueue<String> queue = new LinkedBlockingQueue<>();
    synchronized (this) {
      queue.add("{\"type\":\"gameFull\",\"id\":\"" + GAME_ID + "\",\"variant\":{\"key\":\"standard\","
          + "\"name\":\"Standard\"},\"speed\":\"bullet\",\"perf\":{\"name\":\"Bullet\"},\"rated\":false,"
          + "\"createdAt\":1735000000000,\"white\":{\"id\":\"zeitnot\",\"name\":\"zeitnot\",\"title\":\"BOT\"},"
          + "\"black\":{\"id\":\"sparring\",\"name\":\"Sparring\",\"title\":null,\"rating\":1500},"
          + "\"initialFen\":\"startpos\",\"clock\":{\"initial\":" + initialMs + ",\"increment\":0},"
          + "\"state\":" + state() + "}");
      if (!status.equals("started")) {
        queue.add(END);
      }
      gameSubscribers.add(queue);
    }
    try {
      stream(exchange, queue);
    } finally {
      gameSubscribers.remove(queue);
    }
  }

  private void move(HttpExchange exchange, String uci) throws IOException {
    synchronized (this) {
      if (!status.equals("started") || game.position().sideToMove() != Color.WHITE) {
        reply(exchange, 400, "{\"error\":\"Not your turn, or game already over\"}");
        return;
      }
      try {
        game.play(uci);
      } catch (IllegalMoveException e) {
        illegalMoves.add(uci);
        reply(exchange, 400, "{\"error\":\"Piece cannot move there\"}");
        return;
      }
      whiteMs = charge(whiteMs);
      judge();
      publishState();
      if (status.equals("started")) {
        int[] moves = new int[Position.MAX_MOVES];
        int count = game.position().generateLegal(moves);
        game.play(moves[random.nextInt(count)]);
        blackMs = charge(blackMs);
        judge();
        publishState();
      }
    }
    reply(exchange, 200, "{\"ok\":true}");
  }

  // The clock runs from the second ply on, as on Lichess; our black replies cost nothing.
  private long charge(long clockMs) {
    long now = System.nanoTime();
    long spent = game.ply() <= 2 || game.position().sideToMove() == Color.WHITE ? 0
        : (now - turnStartNanos) / 1_000_000;
    turnStartNanos = now;
    return clockMs - spent;
  }

  private void judge() {
    Outcome outcome = game.outcome();
    if (whiteMs < 0) {
      status = "outoftime";
      winner = "black";
    } else if (outcome.kind() == Outcome.Kind.CHECKMATE) {
      status = "mate";
      winner = Color.name(outcome.winner());
    } else if (outcome.kind() == Outcome.Kind.STALEMATE) {
      status = "stalemate";
    } else if (outcome.isOver() || game.ply() >= MAX_PLIES) {
      status = "draw";
    }
  }

  private void publishState() {
    broadcast(gameSubscribers, "{\"type\":\"gameState\"," + state().substring(1));
    if (!status.equals("started")) {
      broadcast(gameSubscribers, END);
      broadcast(eventSubscribers, "{\"type\":\"gameFinish\",\"game\":" + gameInfo() + "}");
      over.countDown();
    }
  }

  private String state() {
    return "{\"type\":\"gameState\",\"moves\":\"" + String.join(" ", game.uciMoves()) + "\",\"wtime\":"
        + Math.max(0, whiteMs) / 10 * 10 + ",\"btime\":" + blackMs / 10 * 10 + ",\"winc\":0,\"binc\":0,"
        + "\"status\":\"" + status + "\"" + (winner == null ? "" : ",\"winner\":\"" + winner + "\"") + "}";
  }

  private synchronized String gameInfo() {
    return "{\"gameId\":\"" + GAME_ID + "\",\"fullId\":\"" + GAME_ID + "abcd\",\"id\":\"" + GAME_ID + "\","
        + "\"color\":\"white\",\"fen\":\"" + game.position().toFen() + "\",\"lastMove\":\"\","
        + "\"hasMoved\":false,\"isMyTurn\":true,\"rated\":false,\"source\":\"friend\","
        + "\"status\":{\"id\":" + statusId() + ",\"name\":\"" + status + "\"},\"variant\":{\"key\":\"standard\",\"name\":\"Standard\"},"
        + "\"speed\":\"bullet\",\"perf\":\"bullet\",\"opponent\":{\"id\":\"sparring\",\"username\":\"Sparring\","
        + "\"rating\":1500}" + (winner == null ? "" : ",\"winner\":\"" + winner + "\"") + "}";
  }

  private int statusId() {
    return switch (status) {
      case "mate" -> 30;
      case "stalemate" -> 32;
      case "draw" -> 34;
      case "outoftime" -> 35;
      default -> 20;
    };
  }

  private static void broadcast(List<BlockingQueue<String>> subscribers, String line) {
    subscribers.forEach(queue -> queue.add(line));
  }

  /** Writes queued lines as NDJSON, a blank keep-alive line every second, until the end marker. */
  private static void stream(HttpExchange exchange, BlockingQueue<String> lines) throws IOException {
    exchange.getResponseHeaders().add("Content-Type", "application/x-ndjson");
    exchange.sendResponseHeaders(200, 0);
    OutputStream body = exchange.getResponseBody();
    try {
      while (true) {
        String line = lines.poll(1, TimeUnit.SECONDS);
        if (END.equals(line)) {
          return;
        }
        body.write(((line == null ? "" : line) + "\n").getBytes(StandardCharsets.UTF_8));
        body.flush();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (IOException clientLeft) {
      // the bot closed the stream
    }
  }

  private static void reply(HttpExchange exchange, int status, String json) throws IOException {
    byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
    exchange.getResponseHeaders().add("Content-Type", "application/json");
    exchange.sendResponseHeaders(status, bytes.length);
    exchange.getResponseBody().write(bytes);
  }

  @Override
  public void close() {
    server.stop(0);
    executor.shutdownNow();
  }
}
