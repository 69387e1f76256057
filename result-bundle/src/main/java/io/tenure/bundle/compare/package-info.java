/**
 * The compare bundle ({@code tenure compare}): {@code results.json} of schema
 * {@code tenure-compare/1}, its records and its one reader and writer ({@link io.tenure.bundle.compare.CompareBundle}).
 */
package io.tenure.bundle.compare;
