package io.tenure.gclog.unified;

import io.tenure.gclog.event.EventKind;
import java.util.Set;

/**
 * What each collector's pause types mean. The type is the text after {@code Pause} up to the
 * first parenthesis:
 *
 * <table>
 *   <caption>pause types by collector</caption>
 *   <tr><th>collector</th><th>type (qualifiers)</th><th>kind</th></tr>
 *   <tr><td>Serial, Parallel, CMS</td><td>Young, Full</td><td>young, full</td></tr>
 *   <tr><td>CMS</td><td>Initial Mark, Remark</td><td>initial-mark, remark</td></tr>
 *   <tr><td>G1 JDK 12+</td><td>Young (Normal | Concurrent Start | Prepare Mixed), Young (Mixed)</td><td>young, mixed</td></tr>
 *   <tr><td>G1 JDK 9-11</td><td>Young, Initial Mark, Mixed</td><td>young, young, mixed</td></tr>
 *   <tr><td>G1</td><td>Remark, Cleanup, Full</td><td>remark, cleanup, full</td></tr>
 *   <tr><td>Shenandoah</td><td>Init Mark, Final Mark, Init/Final Update Refs, Final Roots, Degenerated GC, Full</td>
 *       <td>initial-mark, remark, other-pause, other-pause, full, full</td></tr>
 *   <tr><td>ZGC</td><td>[Y:|O:|y:] Mark Start, Mark End, Relocate Start</td><td>initial-mark, remark, other-pause</td></tr>
 * </table>
 *
 * <p>G1's concurrent-start pause is a young collection that also starts marking; counting it as
 * young keeps young-collection statistics (and survival) complete. In JDK 9-10 it was called
 * {@code Pause Initial Mark (G1 Evacuation Pause)}, which the G1 flag tells apart from CMS's.
 */
final class PauseTypes {
    /** G1's young-pause qualifiers; every other parenthesised text of these types is the cause. */
    private static final Set<String> G1_YOUNG_QUALIFIERS =
            Set.of("Normal", "Concurrent Start", "Prepare Mixed", "Mixed", "Concurrent End");
    /** Types followed by a cause (Shenandoah's and ZGC's only have qualifiers). */
    private static final Set<String> TYPES_WITH_CAUSE =
            Set.of("Young", "Mixed", "Initial Mark", "Full", "Remark", "Cleanup");

    private PauseTypes() {
    }

    /** Whether {@code group} in parentheses after {@code type} belongs to the pause's name rather than being its cause. */
    static boolean isQualifier(String type, String group) {
        return !TYPES_WITH_CAUSE.contains(type) || (type.equals("Young") && G1_YOUNG_QUALIFIERS.contains(group));
    }

    /**
     * @param mixed whether the pause was qualified {@code (Mixed)}
     * @param g1    whether the log is G1's (or the cause names G1)
     */
    static EventKind kind(String type, boolean mixed, boolean g1) {
        switch (type) {
            case "Young":
                return mixed ? EventKind.MIXED : EventKind.YOUNG;
            case "Mixed":
                return EventKind.MIXED;
            case "Initial Mark":
                return g1 ? EventKind.YOUNG : EventKind.INITIAL_MARK;
            case "Full":
            case "Degenerated GC":
                return EventKind.FULL;
            case "Remark":
            case "Final Mark":
            case "Mark End":
                return EventKind.REMARK;
            case "Cleanup":
                return EventKind.CLEANUP;
            case "Init Mark":
            case "Mark Start":
                return EventKind.INITIAL_MARK;
            default:
                // Shenandoah update-refs/roots pauses, ZGC Relocate Start, and types yet unknown
                return EventKind.OTHER_PAUSE;
        }
    }
}
