package dev.zeitnot.bot.chat;

import java.util.List;

/** The challenges waiting for a free slot, as {@code !queue} shows them (e.g. "Alice 3+2"). */
@FunctionalInterface
public interface WaitingChallenges {

  /** Nothing waits: the bot answers each challenge at once. */
  WaitingChallenges NONE = List::of;

  List<String> describe();
}
