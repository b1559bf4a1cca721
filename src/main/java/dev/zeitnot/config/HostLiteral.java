package dev.zeitnot.config;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A host as written in a config or a {@code Host} header, told apart without any name lookup: an
 * IP address literal (IPv4 dotted quad, IPv6 with or without brackets) or a name, which is never
 * resolved here ({@code 127.evil.tld} is a name, not loopback).
 */
public final class HostLiteral {

  private static final Pattern IPV4 = Pattern.compile("(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})");
  private static final Pattern IPV6 = Pattern.compile("\\[?([0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*)]?");

  private HostLiteral() {
  }

  /** The address {@code host} writes, when it is an IP literal; empty for a name. */
  public static Optional<InetAddress> address(String host) {
    Matcher v4 = IPV4.matcher(host);
    try {
      if (v4.matches()) {
        byte[] bytes = new byte[4];
        for (int i = 0; i < 4; i++) {
          int part = Integer.parseInt(v4.group(i + 1));
          if (part > 255) {
            return Optional.empty();
          }
          bytes[i] = (byte) part;
        }
        return Optional.of(InetAddress.getByAddress(bytes));
      }
      Matcher v6 = IPV6.matcher(host);
      if (v6.matches()) {
        // In brackets Java parses the literal and never looks the text up as a name.
        return Optional.of(InetAddress.getByName("[" + v6.group(1) + "]"));
      }
    } catch (UnknownHostException notAnAddress) {
      return Optional.empty();
    }
    return Optional.empty();
  }

  /** Whether {@code host} is this machine only: {@code localhost} or a loopback address (127.0.0.0/8, ::1). */
  public static boolean isLoopback(String host) {
    return host.equalsIgnoreCase("localhost") || address(host).map(InetAddress::isLoopbackAddress).orElse(false);
  }
}
