/**
 * The result bundle: a directory that holds {@code results.json}, {@code host.json} and the raw
 * GC logs and JFR files of every fork, and that can be copied between hosts. This package is the
 * only code that reads or writes those files.
 */
package io.tenure.bundle;
