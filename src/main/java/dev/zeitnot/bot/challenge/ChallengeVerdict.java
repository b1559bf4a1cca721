package dev.zeitnot.bot.challenge;

import dev.zeitnot.lichess.DeclineReason;

/**
 * The challenge policy's answer: accept, or decline with the reason key the challenger will see
 * and a line for the owner's log.
 *
 * @param accept whether to accept
 * @param reason why not (null when accepted)
 * @param explanation what exactly failed, for the log ("" when accepted)
 */
public record ChallengeVerdict(boolean accept, DeclineReason reason, String explanation) {

  public static final ChallengeVerdict ACCEPT = new ChallengeVerdict(true, null, "");

  public static ChallengeVerdict decline(DeclineReason reason, String explanation) {
    return new ChallengeVerdict(false, reason, explanation);
  }
}
