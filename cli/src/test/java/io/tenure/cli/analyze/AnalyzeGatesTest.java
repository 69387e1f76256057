package io.tenure.cli.analyze;

import io.tenure.cli.Run;
import io.tenure.cli.common.ExitCodes;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** {@code tenure analyze --fail-on} (exit 3 for CI) and {@code --from}/{@code --to}, end to end on real logs. */
class AnalyzeGatesTest {
    /** p99 23.2 s: a CMS concurrent mode failure. */
    private static final String SLOW = log("gclogs/hotspot/legacy/jdk7-icms-gclocker-concurrent-mode-failure.log");
    /** p99 under a millisecond, overhead 0.18 %, no finding. */
    private static final String CLEAN = log("gclogs/hotspot/unified/jdk25-zgc-gcstar-uptime_level_tags.log");
    /** A JFR recording of JDK 17 G1 with four evacuation failures (jdk.EvacuationFailed), and one without. */
    private static final String JFR_EVACUATION_FAILURE = log("gclogs/jfr/jdk17-g1-evacuation-failure.jfr");
    private static final String JFR_CLEAN = log("gclogs/jfr/jdk17-g1.jfr");
    /** Serial over 2 minutes. */
    private static final String LONG = log("gclogs/hotspot/legacy/jdk8-serial-defnew-tenuring.log");

    private static String log(String relative) {
        return Path.of(System.getProperty("tenure.fixtures"), relative).toString();
    }

    @Test
    void aPauseGateTripsWithExit3AndSaysWhy() {
        Run run = Run.tenure("analyze", "--fail-on", "p99>100ms", SLOW);

        assertThat(run.exitCode()).isEqualTo(3);
        assertThat(run.out()).contains("[concurrent-mode-failure]");
        assertThat(run.err()).isEqualTo("tenure: gate tripped: --fail-on p99>100ms: p99 23.2 s > 100 ms (" + SLOW + ")\n");
    }

    @Test
    void aGateThatHoldsExits0() {
        Run run = Run.tenure("analyze", "--fail-on", "p99>100ms", "--fail-on", "overhead>5%", "--fail-on", "full-gc", CLEAN);

        assertThat(run.exitCode()).isEqualTo(0);
        assertThat(run.err()).isEmpty();
    }

    @Test
    void aFindingCodeGateTripsWhenTheFindingIsPresent() {
        Run run = Run.tenure("analyze", "--format", "json", "--fail-on", "concurrent-mode-failure", "--fail-on", "max>=1s", SLOW);

        assertThat(run.exitCode()).isEqualTo(3);
        assertThat(run.err()).contains("--fail-on concurrent-mode-failure: finding concurrent-mode-failure present (")
                .contains("--fail-on max>=1s: max 23.2 s >= 1.00 s (");
    }

    @Test
    void aRecordingsEvacuationFailuresTripTheToSpaceExhaustedGate() {
        Run failed = Run.tenure("analyze", "--fail-on", "to-space-exhausted", JFR_EVACUATION_FAILURE);
        Run clean = Run.tenure("analyze", "--fail-on", "to-space-exhausted", JFR_CLEAN);

        assertThat(failed.exitCode()).isEqualTo(3);
        assertThat(failed.out()).contains("[to-space-exhausted]", "4 × G1 evacuation failure",
                JFR_EVACUATION_FAILURE + ":613: jdk.EvacuationFailed GC(12) at 2.259 s uptime: 1 GC thread could not copy 807 objects (0.8 MB)");
        assertThat(failed.err()).isEqualTo("tenure: gate tripped: --fail-on to-space-exhausted: finding to-space-exhausted present ("
                + JFR_EVACUATION_FAILURE + ")\n");
        assertThat(clean.exitCode()).isEqualTo(0);
        assertThat(clean.err()).isEmpty();
    }

    @Test
    void aBadGateIsAUsageError() {
        Run run = Run.tenure("analyze", "--fail-on", "p99>100", SLOW);

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).startsWith("tenure: error: --fail-on 'p99>100': a pause figure needs a unit: us, ms, s or min.");
        assertThat(Run.tenure("analyze", "--fail-on", "no-such-rule", SLOW).err())
                .contains("not a finding code nor a comparison").contains("long-pause");
        // overhead is capped at 100 %: a gate above it would pass every CI run in silence
        Run never = Run.tenure("analyze", "--fail-on", "overhead>150%", SLOW);
        assertThat(never.exitCode()).isEqualTo(2);
        assertThat(never.err()).startsWith("tenure: error: --fail-on 'overhead>150%': overhead is at most 100 %");
    }

    @Test
    void exitCode3IsListedInHelp() {
        assertThat(Run.tenure("analyze", "--help").out()).contains("3   a --fail-on gate tripped");
    }

    @Test
    void aTimeWindowRestrictsTheEvents() throws Exception {
        ObjectMapper json = new ObjectMapper();
        JsonNode all = json.readTree(Run.tenure("analyze", "--format", "json", LONG).out());
        JsonNode later = json.readTree(Run.tenure("analyze", "--format", "json", "--from", "1m", LONG).out());

        assertThat(later.get("window").get("fromSeconds").decimalValue()).isEqualByComparingTo("60");
        assertThat(all.get("window").get("fromSeconds").isNull()).isTrue();
        assertThat(later.get("pauses").get("count").asLong()).isPositive().isLessThan(all.get("pauses").get("count").asLong());
    }

    /**
     * A window the log's events do not reach is said as such, with exit 1; it used to be reported as
     * a log without GC events, with the -Xlog flags to turn GC logging on, which sends one to check
     * a JVM's flags instead of the window.
     */
    @Test
    void aWindowWithoutEventsIsSaidToBeEmptyNotTheLog() {
        Run run = Run.tenure("analyze", "--from", "100h", LONG);

        assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILED);
        assertThat(run.err()).isEqualTo("tenure: error: " + LONG + ": no GC events start in the time window (from 100 h);"
                + " --from and --to are seconds of JVM uptime, or from the log's first time stamp when it has no uptime\n");
    }

    @Test
    void aLogWithoutItsHeaderIsNamedFromWhatOnlyItsCollectorWrites() throws Exception {
        // This log lost its header lines: the collector comes from the events (generational ZGC's
        // "y:"/"o:" phases), in text and JSON alike.
        String ttsp = log("findings/corpus-garbagecat-jdk21-zgc-generational-safepoint-ttsp.log");

        assertThat(Run.tenure("analyze", ttsp).out()).contains("\n  JVM           ZGC (generational), version 21+35-2513\n");
        assertThat(new ObjectMapper().readTree(Run.tenure("analyze", "--format", "json", ttsp).out()).get("jvm")
                .get("collector").asText()).isNotBlank();
    }

    @Test
    void aBadTimeIsAUsageError() {
        Run run = Run.tenure("analyze", "--from", "ten minutes", CLEAN);

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("tenure: error: --from 'ten minutes': expected seconds of JVM uptime");
        assertThat(Run.tenure("analyze", "--from", "10m", "--to", "5m", CLEAN).err())
                .contains("from (600.0 s) must be before to (300.0 s)");
    }
}
