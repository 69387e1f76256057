package io.tenure.gclog.unified;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.GoldenFiles;
import io.tenure.gclog.event.EventKind;
import io.tenure.gclog.event.MemoryChange;
import io.tenure.gclog.event.PauseEvent;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Shenandoah's causes from its {@code Trigger:} and {@code Cancelling GC:} lines, and its
 * metaspace from the {@code Metaspace:} line it writes after a cycle without the cycle's GC id,
 * on a real log of the corpus (microsoft/gctoolkit-testdata's {@code shenandoah.log.2}) against
 * its own lines.
 */
class ShenandoahTriggerTest {
    private static final Path LOG = GoldenFiles.fixtures().resolve(
            "corpus/gctoolkit/gctoolkit-shenandoah-logs__shenandoah__shenandoah.log.2");
    private static final Pattern METASPACE = Pattern.compile("\\] Metaspace: (\\d+)K->(\\d+)K\\((\\d+)K\\)$");

    @Test
    void heuristicsGroupByTheirWordsWithoutFigures() {
        assertThat(ShenandoahTrigger.ofReason("Free (816M) is below minimum threshold (819M)"))
                .isEqualTo("Free below minimum threshold");
        assertThat(ShenandoahTrigger.ofReason("Learning 3 of 5. Free (5717M) is below initial threshold (5734M)"))
                .isEqualTo("Learning (free below initial threshold)");
        assertThat(ShenandoahTrigger.ofReason("Average GC time (598.35 ms) is above the time for allocation rate"
                + " (33355 KB/s) to deplete free headroom (16139K)")).isEqualTo("Average GC time above allocation headroom");
        assertThat(ShenandoahTrigger.ofReason("Handle Allocation Failure")).isEqualTo("Allocation Failure");
        assertThat(ShenandoahTrigger.ofReason("Explicit GC request (System.gc())")).isEqualTo("System.gc()");
        assertThat(ShenandoahTrigger.ofReason("Metadata GC Threshold")).isEqualTo("Metadata GC Threshold");
        assertThat(ShenandoahTrigger.ofReason("Time since last GC (300004 ms) is larger than guaranteed interval (300000 ms)"))
                .isEqualTo("Guaranteed interval");
    }

    /**
     * Every cycle of the log follows a trigger line, so no pause is without a cause: line 17
     * {@code Trigger: Metadata GC Threshold} starts GC(0), line 218 {@code Trigger: Free (816M) is below
     * minimum threshold (819M)} GC(5), line 236 {@code Trigger: Handle Allocation Failure} the degenerated GC(6).
     */
    @Test
    void everyCycleHasItsTriggerAsCause() throws IOException {
        Parsed log = Parsed.file(LOG);
        assertThat(log.pauses()).isNotEmpty().allSatisfy(p -> assertThat(p.cause()).as(p.toString()).isPresent());
        assertThat(cause(log, 0)).isEqualTo("Metadata GC Threshold");
        assertThat(cause(log, 2)).isEqualTo("Learning (free below initial threshold)");
        assertThat(cause(log, 5)).isEqualTo("Free below minimum threshold");
        assertThat(cause(log, 6)).isEqualTo("Allocation Failure");
        long degenerated = Files.readAllLines(LOG).stream().filter(l -> l.contains("Pause Degenerated GC")
                && l.endsWith("ms")).count();
        assertThat(log.pauses(EventKind.FULL).stream().filter(p -> p.name().startsWith("Pause Degenerated GC"))
                .filter(p -> p.cause().orElse("").equals("Allocation Failure"))).hasSize((int) degenerated);
        assertThat(log.diagnostics().unparsedLines()).isZero();
    }

    /** A pause that carries metaspace carries the first {@code Metaspace:} line after it, as the log wrote it. */
    @Test
    void metaspaceIsTheLineAfterTheCycle() throws IOException {
        List<String> lines = Files.readAllLines(LOG);
        List<PauseEvent> withMetaspace = Parsed.file(LOG).pauses().stream().filter(p -> p.metaspace().isPresent()).toList();
        // 44 cycles write a Metaspace line; a cycle cancelled half way (Cancelling GC) leaves its line to none
        long cancelled = lines.stream().filter(l -> l.contains("] Cancelling GC: ")).count();
        long metaspaceLines = lines.stream().filter(l -> METASPACE.matcher(l).find()).count();
        assertThat(withMetaspace).hasSizeGreaterThanOrEqualTo((int) (metaspaceLines - cancelled));
        for (PauseEvent pause : withMetaspace) {
            MemoryChange expected = null;
            for (int i = (int) pause.source().line(); i < lines.size() && expected == null; i++) {
                Matcher m = METASPACE.matcher(lines.get(i));
                if (m.find()) {
                    expected = MemoryChange.of(Long.parseLong(m.group(1)) << 10, Long.parseLong(m.group(2)) << 10,
                            Long.parseLong(m.group(3)) << 10);
                }
            }
            assertThat(pause.metaspace()).as(pause.toString()).contains(expected);
        }
    }

    private static String cause(Parsed log, long gcId) {
        return log.pauses().stream().filter(p -> p.gcId().isPresent() && p.gcId().getAsLong() == gcId).findFirst()
                .orElseThrow().cause().orElse(null);
    }
}
