/**
 * The result bundle: {@code results.json} (schema {@code tenure-bench/1}) as records, and atomic
 * reading and writing; {@code host.json} is the {@code platforms} module's host fingerprint.
 */
package io.tenure.bench.bundle;
