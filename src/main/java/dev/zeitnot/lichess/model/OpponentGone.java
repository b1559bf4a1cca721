package dev.zeitnot.lichess.model;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * The opponent left ({@code gone}) with {@code claimWinInSeconds} until we may claim (0 = now),
 * or came back ({@code gone == false}, no countdown).
 */
@JsonIgnoreProperties("type")
public record OpponentGone(boolean gone, Integer claimWinInSeconds) implements GameStreamEvent {

  public boolean canClaimNow() {
    return gone && claimWinInSeconds != null && claimWinInSeconds <= 0;
  }
}
