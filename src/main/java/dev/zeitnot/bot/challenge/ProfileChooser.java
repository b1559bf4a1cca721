package dev.zeitnot.bot.challenge;

import dev.zeitnot.config.MatchmakingConfig;
import dev.zeitnot.config.MatchmakingConfig.Choice;
import dev.zeitnot.config.MatchmakingConfig.ProfileOrder;
import java.util.List;
import java.util.Random;

/**
 * Chooses the matchmaking profile of each challenge: at random, each as likely as its weight
 * (lichess-bot's overrides, BotLi's weighted_random), or each in turn in the order written
 * (BotLi's cyclic), the default one first. Profiles of weight 0 are never chosen.
 */
final class ProfileChooser {

  private final List<Choice> choices;
  private final ProfileOrder order;
  private final Random random;
  private int next;

  ProfileChooser(MatchmakingConfig config, Random random) {
    this.choices = config.choices();
    this.order = config.profileOrder();
    this.random = random;
  }

  /** The profile for the next challenge. */
  Choice next() {
    if (order == ProfileOrder.IN_TURN || choices.size() == 1) {
      Choice choice = choices.get(next);
      next = (next + 1) % choices.size();
      return choice;
    }
    int total = choices.stream().mapToInt(c -> c.profile().weight()).sum();
    int point = random.nextInt(total);
    for (Choice choice : choices) {
      point -= choice.profile().weight();
      if (point < 0) {
        return choice;
      }
    }
    return choices.get(choices.size() - 1);
  }
}
