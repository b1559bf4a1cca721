package dev.zeitnot.arena.http;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Every open NDJSON response, so stream faults can hit them and a stop can close them. */
public final class OpenStreams {

  private static final Logger LOG = LoggerFactory.getLogger(OpenStreams.class);

  private final Set<NdjsonWriter> streams = ConcurrentHashMap.newKeySet();

  public void add(NdjsonWriter stream) {
    streams.add(stream);
  }

  public void remove(NdjsonWriter stream) {
    streams.remove(stream);
  }

  /** Drops every open stream of this kind, as a network cut would. */
  public int closeAll(StreamKind kind) {
    List<NdjsonWriter> hit = of(kind);
    hit.forEach(NdjsonWriter::closeNow);
    LOG.info("Fault: closed {} {} stream(s)", hit.size(), kind);
    return hit.size();
  }

  /** Makes every open stream of this kind go silent (no lines, no keep-alives). */
  public int stallAll(StreamKind kind) {
    List<NdjsonWriter> hit = of(kind);
    hit.forEach(NdjsonWriter::stall);
    return hit.size();
  }

  /** Sends one line of broken JSON on every open stream of this kind. */
  public int sendMalformedLine(StreamKind kind) {
    List<NdjsonWriter> hit = of(kind);
    hit.forEach(NdjsonWriter::sendMalformed);
    LOG.info("Fault: malformed line on {} {} stream(s)", hit.size(), kind);
    return hit.size();
  }

  public void closeEverything() {
    streams.forEach(NdjsonWriter::closeNow);
  }

  private List<NdjsonWriter> of(StreamKind kind) {
    return streams.stream().filter(s -> s.kind() == kind && !s.isClosed()).toList();
  }
}
