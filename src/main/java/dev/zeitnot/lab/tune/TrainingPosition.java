package dev.zeitnot.lab.tune;

import dev.zeitnot.engine.eval.EvalTrace;

/**
 * A position to tune on: its evaluation taken apart, and what it should predict.
 *
 * @param trace the evaluation's features
 * @param whiteResult the game's result for White: 0, 0.5 or 1
 * @param whiteScore the search score in centipawns from White's view
 */
public record TrainingPosition(EvalTrace trace, double whiteResult, int whiteScore) { }
