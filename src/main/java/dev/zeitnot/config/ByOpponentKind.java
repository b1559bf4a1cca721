package dev.zeitnot.config;

import java.util.function.BiFunction;

/**
 * A game policy (draw, draw offer, resign) set apart for human and bot opponents: its keys are
 * written at the top of the section, and a {@code humans:} or {@code bots:} subsection changes
 * only the keys it names for that kind of opponent.
 *
 * @param humans the policy against humans
 * @param bots the policy against bots
 * @param <T> the policy
 */
public record ByOpponentKind<T>(T humans, T bots) {

  /** The same policy against everyone. */
  public static <T> ByOpponentKind<T> both(T policy) {
    return new ByOpponentKind<>(policy, policy);
  }

  /** The policy against a bot ({@code bot}) or a human. */
  public T against(boolean bot) {
    return bot ? bots : humans;
  }

  /** The section {@code node}: its keys by {@code reader} over {@code defaults}, then humans and bots over those. */
  static <T> ByOpponentKind<T> read(ConfigNode node, T defaults, BiFunction<ConfigNode, T, T> reader) {
    T top = reader.apply(node, defaults);
    ConfigNode humansNode = node.section("humans");
    T humans = reader.apply(humansNode, top);
    humansNode.finish();
    ConfigNode botsNode = node.section("bots");
    T bots = reader.apply(botsNode, top);
    botsNode.finish();
    node.finish();
    return new ByOpponentKind<>(humans, bots);
  }
}
