/** Combining a cell's repetitions: medians and order-statistic confidence intervals. */
package io.tenure.bench.summary;
