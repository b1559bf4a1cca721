package dev.zeitnot.bot.game;

import dev.zeitnot.chess.Variant;
import dev.zeitnot.config.BotConfig;
import dev.zeitnot.config.ChallengeConfig;
import dev.zeitnot.config.EngineConfig;
import dev.zeitnot.config.GameKind;
import dev.zeitnot.config.VariantEngines;
import dev.zeitnot.config.VariantEngines.Candidate;
import dev.zeitnot.engine.uci.ExternalUciEngine;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Which configured engine plays a game of a variant at a speed: the first of
 * {@code engine.variants.<key>.speeds.<speed>}, {@code engine.variants.<key>}, {@code engine.speeds.<speed>}
 * and {@code engine} (that order) that is set and plays the variant. The built-in engine plays every
 * variant; an external one standard chess and the variants its
 * {@code UCI_Variant} option lists, read once when the bot starts, by starting each external engine
 * of a variant the bot accepts or offers. An engine that cannot start then is taken at its word.
 * A variant no engine plays (at a speed) has no choice: its challenges are declined, and a game of
 * it that comes anyway goes to the first engine set for it. Each skipped engine is logged once, at the start.
 */
public final class EngineChoice {

  private static final Logger log = LoggerFactory.getLogger(EngineChoice.class);

  /** A kind of game: the variant and the speed (null: a speed of none of the server's names). */
  private record Kind(Variant variant, String speed) {}

  /** The variants each external engine lists, or empty when it could not be asked. */
  private final Map<EngineConfig.Uci, Optional<Set<String>>> listed = new HashMap<>();
  private final Map<Kind, Optional<EngineConfig>> chosen = new HashMap<>();
  private final Set<String> logged = new HashSet<>();
  /** The choices for kinds of game some {@code engine.kinds} entry holds for, made when first asked. */
  private final Map<GameKind, Optional<EngineConfig>> byKind = new HashMap<>();
  private final BotConfig config;
  private final Set<Variant> played;
  private final Function<EngineConfig.Uci, Optional<Set<String>>> ask;

  private EngineChoice(BotConfig config, Set<Variant> played, Function<EngineConfig.Uci, Optional<Set<String>>> ask) {
    this.config = config;
    this.played = played;
    this.ask = ask;
    // Each external engine of a kind of game is asked its variants now, not when a game starts.
    for (VariantEngines.KindEngine kind : config.variantEngines().kinds()) {
      played.forEach(variant -> plays(kind.engine(), variant, ask));
    }
    List<String> speeds = new ArrayList<>(ChallengeConfig.SPEEDS);
    speeds.add(null);
    for (Variant variant : Variant.values()) {
      for (String speed : speeds) {
        List<Candidate> candidates = config.variantEngines().candidates(variant, speed, config.engine());
        chosen.put(new Kind(variant, speed), played.contains(variant) ? choose(variant, candidates, ask)
            : Optional.of(candidates.get(0).engine()));
      }
    }
  }

  private Optional<EngineConfig> choose(Variant variant, List<Candidate> candidates,
      Function<EngineConfig.Uci, Optional<Set<String>>> ask) {
    for (int i = 0; i < candidates.size(); i++) {
      Candidate candidate = candidates.get(i);
      if (plays(candidate.engine(), variant, ask)) {
        return Optional.of(candidate.engine());
      }
      String next = i + 1 < candidates.size() ? candidates.get(i + 1).key() : null;
      if (logged.add(candidate.key() + " " + variant + " " + next)) {
        log.warn("{}: {} does not play {}; {}", candidate.key(), describe(candidate.engine()), variant.lichessKey(),
            next != null ? "trying " + next : "no configured engine plays it here: such challenges are declined "
                + "(variant) and such games not offered or joined");
      }
    }
    return Optional.empty();
  }

  /**
   * The choice for {@code config}, asking each external engine of a variant the bot accepts or
   * offers which variants it plays, by starting it.
   */
  public static EngineChoice probing(BotConfig config) {
    return of(config, EngineChoice::askEngine);
  }

  /** The choice for {@code config}, with {@code ask} telling what an external engine lists (tests). */
  static EngineChoice of(BotConfig config, Function<EngineConfig.Uci, Optional<Set<String>>> ask) {
    return new EngineChoice(config, played(config), ask);
  }

  /**
   * The engine that plays {@code game}: as {@link #engineFor(Variant, String)}, unless an
   * {@code engine.kinds} entry holds for it; then the first of its candidates by the rule of
   * {@link dev.zeitnot.config.KindCondition} that plays the variant.
   */
  public synchronized Optional<EngineConfig> engineFor(GameKind game) {
    Variant variant = Variant.ofLichessKey(game.variant()).orElse(Variant.STANDARD);
    if (!config.variantEngines().anyKindFor(game)) {
      return engineFor(variant, game.speed());
    }
    return byKind.computeIfAbsent(game, g -> {
      List<Candidate> candidates = config.variantEngines().candidates(g, config.engine());
      return played.contains(variant) ? choose(variant, candidates, ask) : Optional.of(candidates.get(0).engine());
    });
  }

  /** The engine that plays {@code variant} at {@code speed}; empty when no configured engine plays it. */
  public Optional<EngineConfig> engineFor(Variant variant, String speed) {
    return chosen.get(new Kind(variant, ChallengeConfig.SPEEDS.contains(speed) ? speed : null));
  }

  private boolean plays(EngineConfig engine, Variant variant, Function<EngineConfig.Uci, Optional<Set<String>>> ask) {
    if (variant != Variant.STANDARD && engine instanceof EngineConfig.Uci uci) {
      return listed.computeIfAbsent(uci, ask).map(names -> names.contains(variant.uciName())).orElse(true);
    }
    return true; // standard chess, or the built-in engine, which plays every variant
  }

  private String describe(EngineConfig engine) {
    if (engine instanceof EngineConfig.Uci uci) {
      Set<String> names = listed.get(uci).orElseThrow();
      return uci.command().get(0) + " (its UCI_Variant lists " + (names.isEmpty() ? "nothing, it has no such option"
          : String.join(", ", names.stream().sorted().toList())) + ")";
    }
    return "the built-in engine";
  }

  /** The variants the bot accepts in challenges, offers in matchmaking or joins tournaments of. */
  private static Set<Variant> played(BotConfig config) {
    Set<String> keys = new LinkedHashSet<>(config.challenge().filter().variants());
    if (config.challenge().acceptBots()) {
      keys.addAll(config.challenge().bots().variants());
    }
    if (config.challenge().acceptHumans()) {
      keys.addAll(config.challenge().humans().variants());
    }
    if (config.matchmaking().enabled()) {
      keys.addAll(config.matchmaking().variants());
    }
    if (config.tournaments().enabled()) {
      keys.addAll(config.tournaments().variants());
    }
    Set<Variant> played = new LinkedHashSet<>();
    keys.forEach(key -> Variant.ofLichessKey(key).ifPresent(played::add));
    return played;
  }

  /** Starts the engine (no options: the list comes with the handshake) and reads its UCI_Variant list. */
  private static Optional<Set<String>> askEngine(EngineConfig.Uci uci) {
    Path workingDir = uci.workingDir().isEmpty() ? null : Path.of(uci.workingDir());
    try (ExternalUciEngine engine = ExternalUciEngine.start(uci.command(), Map.of(),
        ExternalUciEngine.Timeouts.DEFAULT, workingDir, false)) {
      return Optional.of(Set.copyOf(engine.variantNames()));
    } catch (RuntimeException e) {
      log.warn("{}: cannot start it to read the variants it plays ({}); taking it to play the ones it is set for",
          uci.command().get(0), e.getMessage());
      return Optional.empty();
    }
  }
}
