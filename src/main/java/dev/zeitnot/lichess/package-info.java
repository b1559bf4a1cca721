/**
 * The Lichess Bot API client: {@link dev.zeitnot.lichess.LichessApi} (implemented by
 * {@link dev.zeitnot.lichess.LichessClient}) for calls, streams delivering
 * {@link dev.zeitnot.lichess.Received} events of the sealed types
 * {@link dev.zeitnot.lichess.model.EventStreamEvent} and
 * {@link dev.zeitnot.lichess.model.GameStreamEvent}, and the wire records in
 * {@code dev.zeitnot.lichess.model}. Depends on nothing else of ours.
 */
package dev.zeitnot.lichess;
