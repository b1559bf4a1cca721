package dev.zeitnot.ops;

import dev.zeitnot.bot.report.BotObserver;
import dev.zeitnot.bot.report.GameReport;
import dev.zeitnot.bot.report.LobbyReport;
import dev.zeitnot.bot.report.MoveReport;
import dev.zeitnot.bot.report.PositionReport;
import dev.zeitnot.bot.report.SearchReport;
import java.util.List;

/** Tells each of several observers what the bot reports, in order. */
final class Observers implements BotObserver {

  private final List<BotObserver> all;

  Observers(BotObserver... all) {
    this.all = List.of(all);
  }

  @Override
  public void signedIn(String username) {
    all.forEach(o -> o.signedIn(username));
  }

  @Override
  public void position(PositionReport position) {
    all.forEach(o -> o.position(position));
  }

  @Override
  public void searched(SearchReport search) {
    all.forEach(o -> o.searched(search));
  }

  @Override
  public void eventStreamConnected() {
    all.forEach(BotObserver::eventStreamConnected);
  }

  @Override
  public void eventStreamDisconnected() {
    all.forEach(BotObserver::eventStreamDisconnected);
  }

  @Override
  public void eventStreamRefused(String reason) {
    all.forEach(o -> o.eventStreamRefused(reason));
  }

  @Override
  public void gameStreamConnected(String gameId) {
    all.forEach(o -> o.gameStreamConnected(gameId));
  }

  @Override
  public void ourTurn(String gameId, long clockMs) {
    all.forEach(o -> o.ourTurn(gameId, clockMs));
  }

  @Override
  public void moved(MoveReport move) {
    all.forEach(o -> o.moved(move));
  }

  @Override
  public void gameEnded(GameReport game) {
    all.forEach(o -> o.gameEnded(game));
  }

  @Override
  public void lobby(LobbyReport lobby) {
    all.forEach(o -> o.lobby(lobby));
  }

  @Override
  public void rateLimited(String endpoint) {
    all.forEach(o -> o.rateLimited(endpoint));
  }

  @Override
  public void engineRestarted() {
    all.forEach(BotObserver::engineRestarted);
  }
}
