/**
 * Launching child JVMs: command as a list, streams to files, time limit with
 * {@code destroyForcibly}, and reading the workload's result file.
 */
package io.tenure.bench.fork;
