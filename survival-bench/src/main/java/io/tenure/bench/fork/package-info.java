/**
 * What a benchmark fork leaves behind for the host: the workload's result file. Forks themselves
 * are launched by {@link io.tenure.platforms.launch.JvmLauncher}, the one launcher.
 */
package io.tenure.bench.fork;
