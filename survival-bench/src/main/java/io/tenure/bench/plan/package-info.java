/**
 * What to run: JVMs ({@link io.tenure.bench.plan.JvmTarget}; {@link io.tenure.bench.plan.BenchJvms}
 * finds them through the {@code platforms} module), heap configurations, workload targets, and
 * the matrix of cells and runs in their interleaved order.
 */
package io.tenure.bench.plan;
