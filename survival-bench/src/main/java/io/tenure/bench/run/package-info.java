/**
 * Running a plan into a bundle: one fork per run, classification of failures, GC-log figures of
 * the measured phase, atomic rewrite after every run, resume.
 */
package io.tenure.bench.run;
