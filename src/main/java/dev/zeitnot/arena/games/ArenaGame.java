package dev.zeitnot.arena.games;

import dev.zeitnot.arena.accounts.ArenaAccount;
import dev.zeitnot.arena.clock.ArenaClock;
import dev.zeitnot.arena.clock.TimeSource;
import dev.zeitnot.arena.http.Json;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.zeitnot.chess.Color;
import dev.zeitnot.chess.Game;
import dev.zeitnot.chess.IllegalMoveException;
import dev.zeitnot.chess.Outcome;
import dev.zeitnot.chess.WinningMaterial;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One game on the arena and its rules: moves (serialised: every method holds the game's lock),
 * the clock, draw offers, takebacks, abort, resign, claims, chat and the automatic endings. Every change
 * is pushed to the game's viewers as a game-stream line while the lock is held, so all viewers
 * see the same order.
 */
public final class ArenaGame {

  /** The server ends a game as a draw at this many plies. */
  static final int MAX_PLIES = 600;
  /** A player may not offer a draw again within this many plies of its last offer. */
  static final int DRAW_OFFER_SPACING = 20;

  private static final Logger LOG = LoggerFactory.getLogger(ArenaGame.class);
  private static final Pattern UCI = Pattern.compile("[a-h][1-8][a-h][1-8][qrbnk]?|[PNBRQ]@[a-h][1-8]");

  private final GameSetup setup;
  private final Game game;
  private final ArenaClock clock;
  private final TimeSource time;
  private final Consumer<ArenaGame> onFinish;
  private final List<GameViewer> viewers = new ArrayList<>();
  private final List<ArenaChatLine> chat = new ArrayList<>();
  private final List<Long> clockAfterPly = new ArrayList<>();
  private final boolean[] drawOffer = new boolean[2];
  private final boolean[] takebackOffer = new boolean[2];
  private final int[] lastOfferPly = {-DRAW_OFFER_SPACING, -DRAW_OFFER_SPACING};
  private final Presence presence;
  private final int[] rejectedMoves = new int[2];
  private ArenaGameStatus status = ArenaGameStatus.STARTED;
  /** When the last move was played (or the game created): a correspondence deadline runs from it. */
  private long lastMoveAtMillis;
  private int winner = -1;

  public ArenaGame(GameSetup setup, Game game, ArenaClock clock, TimeSource time,
      Consumer<ArenaGame> onFinish) {
    this.setup = setup;
    this.game = game;
    this.clock = clock;
    this.time = time;
    this.onFinish = onFinish;
    this.presence = new Presence(setup.speed());
    this.lastMoveAtMillis = time.millis();
  }

  public String id() {
    return setup.id();
  }

  public GameSetup setup() {
    return setup;
  }

  public synchronized ArenaGameStatus status() {
    return status;
  }

  /** The winner's colour, or -1 for a draw, an abort or a game still running. */
  public synchronized int winner() {
    return winner;
  }

  public synchronized int ply() {
    return game.ply();
  }

  public synchronized boolean isOver() {
    return status.isOver();
  }

  /** The colour {@code account} plays here, or -1 if it is not a player. */
  public int colorOf(ArenaAccount account) {
    return setup.colorOf(account);
  }

  /** True while the game runs and {@code account} is to move. */
  public synchronized boolean isTurnOf(ArenaAccount account) {
    return !status.isOver() && colorOf(account) == game.position().sideToMove();
  }

  /** A consistent copy of what a player or engine needs to choose a move. */
  public synchronized GameSnapshot snapshot() {
    long now = time.millis();
    return new GameSnapshot(id(), game.initialFen(), game.isChess960(), game.uciMoves(),
        game.position().sideToMove(), remaining(Color.WHITE, now), remaining(Color.BLACK, now),
        clock == null ? 0 : clock.incrementMs(), status, winner,
        drawOffer[Color.WHITE] ? Color.WHITE : drawOffer[Color.BLACK] ? Color.BLACK : -1, game.variant());
  }

  /**
   * Plays {@code uci} for {@code player}. Returns the 400 error text, or empty when the request
   * is accepted (which includes a move that came too late: the game then ends on time).
   */
  public synchronized Optional<String> move(ArenaAccount player, String uci, Boolean offeringDraw) {
    int mover = colorOf(player);
    if (status.isOver() || mover != game.position().sideToMove()) {
      return Optional.of("Not your turn, or game already over");
    }
    long now = time.millis();
    if (clock != null && clock.isFlagged(now)) {
      finishOnTime(clock.running(), now);
      return Optional.empty();
    }
    if (!UCI.matcher(uci).matches()) {
      rejectedMoves[mover]++;
      return Optional.of("Invalid UCI: " + uci);
    }
    int pliesBefore = game.ply();
    try {
      game.play(uci);
    } catch (IllegalMoveException e) {
      rejectedMoves[mover]++;
      return Optional.of(MoveErrors.describe(game.position(), uci));
    }
    long charged = clock == null ? 0 : clock.runningFor(now);
    if (clock != null) {
      clock.charge(mover, now);
    }
    LOG.debug("Game {} ply {} {} by {}: charged {} ms", id(), game.ply(), uci,
        setup.player(mover).username(), charged);
    int opponent = Color.opposite(mover);
    boolean opponentWasOffering = drawOffer[opponent];
    drawOffer[opponent] = false;
    takebackOffer[0] = false; // a move cancels any takeback request, as on Lichess
    takebackOffer[1] = false;
    if (Boolean.FALSE.equals(offeringDraw)) {
      drawOffer[mover] = false;
    }
    ArenaGameStatus ending = automaticEnding();
    if (ending != null) {
      clockAfterPly.add(clock == null ? -1 : clock.exactRemaining(mover, now));
      lastMoveAtMillis = now;
      finish(ending, ending == ArenaGameStatus.MATE || ending == ArenaGameStatus.VARIANT_END
          ? game.outcome().winner() : -1, now);
      return Optional.empty();
    }
    if (clock != null) {
      if (pliesBefore >= 2) {
        clock.addIncrement(mover);
      }
      if (game.ply() >= 2) {
        clock.start(opponent, now);
      }
    }
    clockAfterPly.add(clock == null ? -1 : clock.exactRemaining(mover, now));
    lastMoveAtMillis = now;
    if (Boolean.TRUE.equals(offeringDraw) && opponentWasOffering) {
      addChat(ArenaChatLine.system("Draw offer accepted"));
      finish(ArenaGameStatus.DRAW, -1, now);
      return Optional.empty();
    }
    if (Boolean.TRUE.equals(offeringDraw) && mayOfferDraw(mover)) {
      offerDraw(mover);
    }
    broadcast(GameWire.gameState(this));
    return Optional.empty();
  }

  /** Aborts while fewer than two plies were played; returns the 400 text otherwise. */
  public synchronized Optional<String> abort(ArenaAccount player) {
    if (status.isOver() || game.ply() >= 2) {
      return Optional.of("This game can no longer be aborted");
    }
    finish(ArenaGameStatus.ABORTED, -1, time.millis());
    return Optional.empty();
  }

  /** Resigns (or aborts while still abortable); returns the 400 text for a finished game. */
  public synchronized Optional<String> resign(ArenaAccount player) {
    if (status.isOver()) {
      return Optional.of("This game cannot be resigned");
    }
    if (game.ply() < 2) {
      finish(ArenaGameStatus.ABORTED, -1, time.millis());
    } else {
      finish(ArenaGameStatus.RESIGN, Color.opposite(colorOf(player)), time.millis());
    }
    return Optional.empty();
  }

  /** Offers/accepts ({@code yes}) or declines/withdraws a draw; ignored when not allowed. */
  public synchronized void draw(ArenaAccount player, boolean yes) {
    int me = colorOf(player);
    int opponent = Color.opposite(me);
    if (status.isOver()) {
      return;
    }
    if (yes && drawOffer[opponent]) {
      addChat(ArenaChatLine.system("Draw offer accepted"));
      finish(ArenaGameStatus.DRAW, -1, time.millis());
    } else if (yes && mayOfferDraw(me)) {
      offerDraw(me);
      broadcast(GameWire.gameState(this));
    } else if (!yes && (drawOffer[opponent] || drawOffer[me])) {
      if (drawOffer[opponent]) {
        addChat(ArenaChatLine.system(capitalized(me) + " declines draw"));
      }
      drawOffer[opponent] = false;
      drawOffer[me] = false;
      broadcast(GameWire.gameState(this));
    }
  }

  /**
   * Requests or accepts ({@code yes}) a takeback, or declines or withdraws one; 400 text when a
   * request is not possible. Accepting takes back the requester's last move (and the reply to it
   * when the requester is to move); the clocks keep what they show and the side to move runs.
   */
  public synchronized Optional<String> takeback(ArenaAccount player, boolean yes) {
    int me = colorOf(player);
    int opponent = Color.opposite(me);
    if (status.isOver()) {
      return Optional.of("This game is over");
    }
    if (!yes) {
      if (takebackOffer[opponent]) {
        addChat(ArenaChatLine.system("Takeback proposition declined"));
      }
      takebackOffer[0] = false;
      takebackOffer[1] = false;
      broadcast(GameWire.gameState(this));
      return Optional.empty();
    }
    if (takebackOffer[opponent]) {
      takeBack(opponent);
      return Optional.empty();
    }
    if (pliesToTakeBack(me) > game.ply()) {
      return Optional.of("There is no move of yours to take back");
    }
    if (!takebackOffer[me]) {
      takebackOffer[me] = true;
      addChat(ArenaChatLine.system("Takeback proposition sent"));
      broadcast(GameWire.gameState(this));
    }
    return Optional.empty();
  }

  /** Whether {@code color} requests a takeback now. */
  public synchronized boolean takebackRequested(int color) {
    return takebackOffer[color];
  }

  /** Claims the win (or a draw) when the opponent has left long enough; 400 text otherwise. */
  public synchronized Optional<String> claim(ArenaAccount player, boolean victory) {
    int opponent = Color.opposite(colorOf(player));
    long now = time.millis();
    if (status.isOver() || !presence.isGoneLongEnough(opponent, now)) {
      return Optional.of(victory ? "You cannot claim the win on this game"
          : "You cannot claim draw on this game");
    }
    finish(ArenaGameStatus.TIMEOUT, victory ? colorOf(player) : -1, now);
    return Optional.empty();
  }

  /** A chat message in {@code room} ("player" or "spectator"), sent to the game streams. */
  public synchronized void chat(ArenaAccount player, String room, String text) {
    addChat(new ArenaChatLine(room, player.username(), text));
  }

  public synchronized List<ArenaChatLine> chatLines() {
    return List.copyOf(chat);
  }

  /**
   * The periodic check: ends the game on time when the running side has no time left (so a
   * silent side flags), and sends the opponentGone countdown about a player who left.
   */
  public synchronized void tick() {
    if (status.isOver()) {
      return;
    }
    long now = time.millis();
    if (clock != null && clock.isFlagged(now)) {
      finishOnTime(clock.running(), now);
      return;
    }
    presence.tick(now).forEach(this::tellOpponent);
  }

  /**
   * Starts following the game: sends the gameFull line to {@code viewer} and, unless the game
   * is over, keeps sending it every later line (returns false when it is over). A viewer of the
   * same account is replaced (closed), as a newer game stream kills the older one.
   */
  public synchronized boolean follow(GameViewer viewer) {
    viewer.send(GameWire.gameFull(this));
    if (status.isOver()) {
      return false;
    }
    for (GameViewer old : List.copyOf(viewers)) {
      if (old.account().id().equals(viewer.account().id())) {
        viewers.remove(old);
        old.close();
      }
    }
    viewers.add(viewer);
    updatePresence();
    return true;
  }

  /** Stops sending to {@code viewer} (its stream closed). */
  public synchronized void unfollow(GameViewer viewer) {
    if (viewers.remove(viewer)) {
      updatePresence();
    }
  }

  /** Closes the game streams of every player (a fault), leaving arena seats in place. */
  public synchronized void closeStreams() {
    for (GameViewer viewer : List.copyOf(viewers)) {
      if (!viewer.alwaysPresent()) {
        viewers.remove(viewer);
        viewer.close();
      }
    }
    updatePresence();
  }

  /** The gameStart/gameFinish game object as {@code viewer} sees it. */
  public synchronized ObjectNode eventJson(ArenaAccount viewer) {
    return GameWire.eventGame(this, viewer);
  }

  /** Closes every viewer, the arena's seats included: this copy of the game is discarded. */
  public synchronized void closeAllViewers() {
    for (GameViewer viewer : List.copyOf(viewers)) {
      viewer.close();
    }
    viewers.clear();
  }

  /** Restores state read from a state file; only for a game just created from its setup. */
  public synchronized void restore(ArenaGameStatus savedStatus, int savedWinner, List<Long> clocks) {
    status = savedStatus;
    winner = savedWinner;
    clockAfterPly.addAll(clocks);
  }

  // Package-private reads for GameWire, PGN export and the state file (callers hold no lock;
  // the methods below are only called from inside this class's synchronized methods or
  // through synchronized wrappers).

  /** How many moves of {@code color} were refused with a 400 (illegal or malformed). */
  public synchronized int rejectedMoves(int color) {
    return rejectedMoves[color];
  }

  public synchronized Game chessGame() {
    return game;
  }

  public synchronized ArenaClock clock() {
    return clock;
  }

  public synchronized boolean drawOffered(int color) {
    return drawOffer[color];
  }

  public synchronized List<Long> clockAfterPly() {
    return List.copyOf(clockAfterPly);
  }

  /**
   * The time {@code color} has, as the server reports it: the clock; in a correspondence game the
   * time to the deadline of the side to move (the other side has its full days); unlimited games
   * report 2147483647.
   */
  synchronized long remaining(int color, long now) {
    if (clock != null) {
      return clock.reported(color, now);
    }
    if (setup.daysPerTurn() <= 0) {
      return Integer.MAX_VALUE;
    }
    long turn = setup.daysPerTurn() * 86_400_000L;
    boolean running = !status.isOver() && color == game.position().sideToMove();
    return running ? Math.max(0, turn - (now - lastMoveAtMillis)) : turn;
  }

  long now() {
    return time.millis();
  }

  private ArenaGameStatus automaticEnding() {
    Outcome outcome = game.outcome();
    return switch (outcome.kind()) {
      case CHECKMATE -> ArenaGameStatus.MATE;
      case STALEMATE -> ArenaGameStatus.STALEMATE;
      case VARIANT_END -> ArenaGameStatus.VARIANT_END; // won by the side the variant's rule names
      case THREEFOLD_REPETITION, FIFTY_MOVE_RULE, INSUFFICIENT_MATERIAL -> ArenaGameStatus.DRAW;
      case ONGOING -> game.ply() >= MAX_PLIES ? ArenaGameStatus.DRAW : null;
    };
  }

  /** The requester's last move, and the reply to it when the requester is to move. */
  private int pliesToTakeBack(int requester) {
    return game.position().sideToMove() == requester ? 2 : 1;
  }

  private void takeBack(int requester) {
    int plies = pliesToTakeBack(requester);
    long now = time.millis();
    List<String> moves = game.uciMoves();
    game.sync(String.join(" ", moves.subList(0, moves.size() - plies)));
    while (clockAfterPly.size() > game.ply()) {
      clockAfterPly.remove(clockAfterPly.size() - 1);
    }
    if (clock != null) {
      clock.stop(now);
      if (game.ply() >= 2) {
        clock.start(game.position().sideToMove(), now);
      }
    }
    takebackOffer[0] = false;
    takebackOffer[1] = false;
    drawOffer[0] = false;
    drawOffer[1] = false;
    addChat(ArenaChatLine.system("Takeback proposition accepted"));
    broadcast(GameWire.gameState(this));
  }

  private boolean mayOfferDraw(int color) {
    return game.ply() >= 2 && !drawOffer[color]
        && game.ply() - lastOfferPly[color] >= DRAW_OFFER_SPACING;
  }

  private void offerDraw(int color) {
    drawOffer[color] = true;
    lastOfferPly[color] = game.ply();
    addChat(ArenaChatLine.system(capitalized(color) + " offers draw"));
  }

  private void finishOnTime(int loser, long now) {
    int other = Color.opposite(loser);
    if (drawOffer[other]) {
      finish(ArenaGameStatus.DRAW, -1, now);
    } else {
      // A draw when the other side could not win by the variant's rules (Lichess's rule).
      boolean otherCanWin = WinningMaterial.canWin(game.position(), other);
      finish(ArenaGameStatus.OUT_OF_TIME, otherCanWin ? other : -1, now);
    }
  }

  private void finish(ArenaGameStatus ending, int winnerColor, long now) {
    status = ending;
    winner = winnerColor;
    if (clock != null) {
      clock.stop(now);
    }
    drawOffer[0] = false;
    drawOffer[1] = false;
    takebackOffer[0] = false;
    takebackOffer[1] = false;
    LOG.info("Game {} {} vs {}: {}{} after {} plies", id(), setup.white().username(),
        setup.black().username(), ending.apiName(),
        winnerColor < 0 ? "" : ", " + Color.name(winnerColor) + " wins", game.ply());
    broadcast(GameWire.gameState(this));
    for (GameViewer viewer : List.copyOf(viewers)) {
      viewer.close();
    }
    viewers.clear();
    onFinish.accept(this);
  }

  private void addChat(ArenaChatLine line) {
    chat.add(line);
    broadcast(GameWire.chatLine(line));
  }

  private void broadcast(ObjectNode line) {
    for (GameViewer viewer : List.copyOf(viewers)) {
      try {
        viewer.send(line);
      } catch (RuntimeException e) {
        LOG.warn("Game {}: viewer {} failed: {}", id(), viewer.account().username(), e.toString());
      }
    }
  }

  private void updatePresence() {
    long now = time.millis();
    for (int color = 0; color < 2; color++) {
      int c = color;
      boolean present = viewers.stream().anyMatch(v -> colorOf(v.account()) == c);
      presence.update(color, present, now).forEach(this::tellOpponent);
    }
  }

  /** Sends an opponentGone line about {@code notice.color()} to the other player only. */
  private void tellOpponent(Presence.Notice notice) {
    ObjectNode line = Json.object().put("type", "opponentGone").put("gone", notice.gone());
    if (notice.gone()) {
      line.put("claimWinInSeconds", notice.claimWinInSeconds());
    }
    for (GameViewer viewer : List.copyOf(viewers)) {
      if (colorOf(viewer.account()) == Color.opposite(notice.color())) {
        viewer.send(line);
      }
    }
  }

  private static String capitalized(int color) {
    return color == Color.WHITE ? "White" : "Black";
  }
}
