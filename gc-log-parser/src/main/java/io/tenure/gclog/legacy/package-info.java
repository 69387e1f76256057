/**
 * Reads HotSpot JDK 6-8 GC logs ({@code -verbose:gc}, {@code -XX:+PrintGCDetails} and the flags
 * that print into them) for Serial, ParNew, Parallel, CMS, G1 and the Shenandoah JDK 8 backport.
 *
 * <p>How a line travels: {@link io.tenure.gclog.input.LineReader} splits the bytes;
 * {@code Interjections} cuts out what another thread printed into the middle of the line (a CMS or
 * G1 concurrent phase, G1 ergonomics, the start of a heap or free-list dump); {@code Stamps} reads
 * the date stamp and uptime; {@code LegacyRule}, a table of named patterns dispatched on the
 * line's first characters, says what the rest is. Collection records that span lines are
 * assembled by {@code OpenRecord} until their brackets balance and read by {@code RecordParser},
 * which names each bracket and assigns every {@code before->after(capacity)} to the generation
 * it belongs to. Lines no rule knows are either the continuation of an open record, GC-looking
 * text that could not be read ({@code unparsed}, with the reason), or someone else's output
 * ({@code foreign}).
 *
 * <p>The three kinds of line that make up nineteen lines in twenty of a G1
 * {@code -XX:+PrintGCDetails} log (phase details, the memory summary, the times) take a shorter way:
 * when {@code AnyOf} finds no interjection marker in the line, the reader matches them on the
 * line's bytes by hand ({@code LegacyRule.isPhaseDetail}, {@code G1DetailLines}), without a
 * String or a pattern, to the same effect; each hand matcher is tested against the pattern it
 * stands in for, and the whole against the String path ({@code LegacyBytePathTest}).
 *
 * <p>Time: legacy stamps are printed when a collection starts, so a pause's stamp is its start;
 * one-line events printed at their end (concurrent phases, stopped time, Shenandoah phases) are
 * moved back by their duration. A pause lasts what its record's own {@code secs} figure says;
 * {@code [Times: real=...]}, rounded to 10 ms, is only the fallback.
 */
package io.tenure.gclog.legacy;
