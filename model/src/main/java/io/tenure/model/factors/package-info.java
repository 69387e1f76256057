/**
 * Model v2 (issue #12): per platform, time (and CPU time) per GB allocated as an additive function
 * of survival and the benchmark's other knobs, fitted robustly on a space-filling design, with
 * cross-validation over design points, bootstrap intervals over design points, and the program
 * predictor that carries it over to real programs ({@link io.tenure.model.factors.MultiFactorModel}).
 */
package io.tenure.model.factors;
