/**
 * The run harness that {@code tenure bench} (and demo) and {@code tenure compare} share: what a
 * session of runs is, apart from what a run is.
 *
 * <ul>
 *   <li>{@link io.tenure.harness.RunOrder}: configurations interleaved across repetitions
 *       (rotated, or shuffled with a recorded seed);</li>
 *   <li>{@link io.tenure.harness.RunLedger} and {@link io.tenure.harness.ResumeMode}: which runs
 *       a bundle already holds, which a resume keeps and which {@code --retry-failed} runs again;</li>
 *   <li>{@link io.tenure.harness.Session} and {@link io.tenure.harness.SessionStopped}: the loop
 *       over the runs left, stopping on Ctrl-C without recording the run it cut short;</li>
 *   <li>{@link io.tenure.harness.MinHeapBisection} and {@link io.tenure.harness.HeapMultiple}:
 *       the minimum heap and the {@code 2x} heaps sized from it;</li>
 *   <li>{@link io.tenure.harness.RunDirectory} and {@link io.tenure.harness.CommandFile}: a run's
 *       directory in the bundle and its {@code command.txt}.</li>
 * </ul>
 *
 * A run itself (the command, what is measured, its record in {@code results.json}) stays the
 * runner's: survival-bench's {@code RunExecutor}, compare's {@code RunMeasurer}. Child processes
 * start, and are sampled, through {@code platforms}' {@code JvmLauncher}.
 */
package io.tenure.harness;
