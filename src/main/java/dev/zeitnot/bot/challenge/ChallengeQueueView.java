package dev.zeitnot.bot.challenge;

import java.util.List;

/** A read-only look at the challenges waiting for a free slot (for chat commands and status). */
public interface ChallengeQueueView {

  /** The waiting challenges in the order they will be accepted; a snapshot, safe from any thread. */
  List<WaitingChallenge> waiting();
}
