/**
 * The one owner of medians and their intervals: {@link io.tenure.model.stats.Medians} computes
 * them, {@link io.tenure.model.stats.MedianInterval} holds one, labelled by the interval it is.
 * Bench's cell summaries, compare's figures and paired ratios, the model and the reports take
 * them from here.
 */
package io.tenure.model.stats;
