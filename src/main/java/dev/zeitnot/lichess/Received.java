package dev.zeitnot.lichess;

/**
 * A stream event with the {@link System#nanoTime()} at which its line came off the socket, taken
 * before parsing: the bot's clock budget subtracts the time since then.
 */
public record Received<T>(T event, long receivedNanos) {}
