/**
 * The result bundle: a directory that holds {@code results.json} ({@code tenure-bench/1}),
 * {@code host.json} ({@code tenure-host/1}) and the raw GC logs and JFR files of every fork, and
 * that can be copied between hosts. This package is the only code that reads or writes those
 * files.
 *
 * <ul>
 *   <li>{@link io.tenure.bundle.BenchResults}, {@link io.tenure.bundle.CellResult},
 *       {@link io.tenure.bundle.RunResult}, {@link io.tenure.bundle.CellSummary}: the records of
 *       {@code results.json}, validated in their compact constructors (no negative or non-finite
 *       time, no cell or run id twice); enums keep the files' spellings.</li>
 *   <li>{@link io.tenure.bundle.BundleReader} reads a bundle and names the file and JSON path of
 *       whatever the records refuse; {@link io.tenure.bundle.BundleWriter} writes atomically,
 *       holds the {@link io.tenure.bundle.BundleLock} while a process writes, and keeps a bundle
 *       to one host ({@link io.tenure.bundle.HostIdentity}).</li>
 *   <li>{@link io.tenure.bundle.PlatformKey}: a platform and its one textual form.</li>
 *   <li>{@link io.tenure.bundle.BundleObservations}: bundles as the model's numbers.</li>
 * </ul>
 */
package io.tenure.bundle;
