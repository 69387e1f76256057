/**
 * What to run: JVMs ({@link io.tenure.bench.plan.JvmTarget}), heap configurations, workload
 * targets, and the matrix of cells and runs in their interleaved order.
 */
package io.tenure.bench.plan;
