/**
 * HotSpot unified logging ({@code -Xlog}, JDK 9-26) to {@link io.tenure.gclog.event.GcEvent}s.
 *
 * <p>How a line travels:
 * <ol>
 *   <li>{@link io.tenure.gclog.input.LineReader} hands out the line as bytes.</li>
 *   <li>{@code Decorations} finds the leading {@code [...]} groups and where the message starts;
 *       times are parsed only when a line becomes an event. A line without decorations is
 *       somebody else's output ({@code Diagnostics.foreign}) unless it reads as GC output
 *       ({@code -Xlog:...:none} logs).</li>
 *   <li>{@code LineClassifier} names the message with a {@code LineRule} by literal prefix, after
 *       {@code GC(n)} and ZGC's {@code Y:}/{@code O:} marker. Lines of skip rules (start markers,
 *       phase breakdowns, statistics, cpu, metaspace, ...) end here.</li>
 *   <li>Data lines go to a parser per line family ({@code PauseLine}, {@code ConcurrentLine},
 *       {@code SafepointLine}) or an assembler that collects the lines of one {@code GC(n)}
 *       ({@code HeapAssembler} for generation and region lines written before the pause line,
 *       {@code TenuringAssembler} for the age table, {@code JvmInfoTracker} for the header). A data
 *       line that does not parse in full is reported unparsed, with the reason.</li>
 *   <li>{@code UnifiedEventReader} builds the events: a pause's start is its line's time minus its
 *       duration (the line is written when the pause ends), a pause enclosing another one
 *       ({@code NestedPauses}: by the {@code gc,start} lines where the log has them) keeps only its
 *       own share, and time going backwards is warned about
 *       ({@code ClockWatch}).</li>
 * </ol>
 *
 * <p>Known limits: G1's young and old figures need the region size ({@code Heap region size} at
 * startup); a log that starts later has none. Multi-line messages continue on undecorated lines;
 * indented ones (G1 trace) are skipped, others (exception traces of {@code -Xlog:all}) count as
 * foreign. ZGC and Shenandoah log no generation occupancy per pause.
 */
package io.tenure.gclog.unified;
