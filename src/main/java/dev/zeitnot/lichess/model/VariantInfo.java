package dev.zeitnot.lichess.model;

import com.fasterxml.jackson.annotation.JsonProperty;

/** A chess variant as the server names it ({@code key} is what code compares: "standard", "chess960"). */
public record VariantInfo(String key, String name, @JsonProperty("short") String shortName) {

  public boolean isStandard() {
    return "standard".equals(key);
  }
}
