/**
 * The result bundle: {@code results.json} (schema {@code tenure-bench/1}) as records, the host
 * fingerprint, and atomic reading and writing.
 */
package io.tenure.bench.bundle;
