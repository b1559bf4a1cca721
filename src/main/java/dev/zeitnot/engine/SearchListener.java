package dev.zeitnot.engine;

/** Receives progress of a running search, once per completed depth (called on the search thread). */
@FunctionalInterface
public interface SearchListener {

  /** A listener that ignores everything. */
  SearchListener NONE = info -> { };

  void onInfo(SearchInfo info);
}
