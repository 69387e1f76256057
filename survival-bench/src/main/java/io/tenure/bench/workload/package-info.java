/**
 * The tunable-survival workload that runs in the child JVM. Compiled for Java 8 and limited to
 * {@code java.base} and {@code java.management}; see {@link io.tenure.bench.workload.SurvivalWorkload}.
 */
package io.tenure.bench.workload;
