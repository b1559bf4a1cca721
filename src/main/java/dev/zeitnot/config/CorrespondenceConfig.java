package dev.zeitnot.config;

/**
 * How correspondence and unlimited games are kept (they are accepted when {@code challenge.speeds}
 * includes {@code correspondence}): a pool of slots of their own, and no thread, engine or stream
 * held while such a game waits for the opponent.
 *
 * @param concurrency most such games at once, counted apart from {@code challenge.concurrency}
 * @param checkinSeconds how often the games in progress are read to resume those where it is our turn
 * @param idleSeconds a game waiting for the opponent this long is put aside (its session ends)
 */
public record CorrespondenceConfig(int concurrency, int checkinSeconds, int idleSeconds) {

  public static final CorrespondenceConfig DEFAULT = new CorrespondenceConfig(5, 300, 60);

  static CorrespondenceConfig read(ConfigNode node) {
    CorrespondenceConfig config = new CorrespondenceConfig(
        (int) node.integer("concurrency", DEFAULT.concurrency, 1, 100),
        (int) node.integer("checkin_seconds", DEFAULT.checkinSeconds, 1, 86_400),
        (int) node.integer("idle_seconds", DEFAULT.idleSeconds, 1, 86_400));
    node.finish();
    return config;
  }
}
