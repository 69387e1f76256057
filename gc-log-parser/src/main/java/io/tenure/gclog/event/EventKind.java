package io.tenure.gclog.event;

import java.util.EnumSet;
import java.util.Set;

/** What an event is, in the words of the {@code --events} CSV and the JSON output. */
public enum EventKind {
    /** Stop-the-world collection of the young generation only. */
    YOUNG("young"),
    /** Stop-the-world collection of the young generation and part of the old (G1 mixed, OpenJ9 balanced PGC with old regions). */
    MIXED("mixed"),
    /** Stop-the-world collection of the whole heap (Full GC, Shenandoah degenerated/full, OpenJ9 global). */
    FULL("full"),
    /** The pause that starts a concurrent marking cycle (G1 initial mark / concurrent start, ZGC mark start, Shenandoah init mark, CMS initial mark). */
    INITIAL_MARK("initial-mark"),
    /** The pause that finishes concurrent marking (G1/CMS remark, ZGC mark end, Shenandoah final mark). */
    REMARK("remark"),
    /** G1's cleanup pause. */
    CLEANUP("cleanup"),
    /** Any other stop-the-world GC pause (ZGC relocate start, Shenandoah update-refs pauses ...). */
    OTHER_PAUSE("other-pause"),
    /** A phase that runs concurrently with the application: not a pause. */
    CONCURRENT("concurrent"),
    /** A safepoint, i.e. time the application was stopped, GC or not. */
    SAFEPOINT("safepoint");

    /** The kinds that stop the world for garbage collection: each counts as a pause. */
    public static final Set<EventKind> PAUSES =
            EnumSet.of(YOUNG, MIXED, FULL, INITIAL_MARK, REMARK, CLEANUP, OTHER_PAUSE);

    private final String label;

    EventKind(String label) {
        this.label = label;
    }

    /** The lower-case, hyphenated name used in every output format. */
    public String label() {
        return label;
    }

    public boolean isPause() {
        return PAUSES.contains(this);
    }
}
