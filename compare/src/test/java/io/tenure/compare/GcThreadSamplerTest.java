package io.tenure.compare;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class GcThreadSamplerTest {
    private static String stat(String name, long utime, long stime) {
        // fields 1-13, then utime (14) and stime (15), then the rest of a real line
        return "4242 (" + name + ") S 1 4242 4242 0 -1 4194368 100 0 0 0 " + utime + " " + stime
                + " 0 0 20 0 1 0 123 456789 100 18446744073709551615 1 1 0 0 0 0 0 0 0 0 0 0 17 1 0 0 0 0 0";
    }

    /** The names HotSpot 17 and 25 give their GC threads, as /proc shows them (15 characters at most). */
    @ParameterizedTest
    @ValueSource(strings = {"GC Thread#0", "G1 Conc#0", "G1 Refine#0", "G1 Main Marker", "G1 Service", "ZWorker#0",
        "ZWorkerYoung#0", "ZWorkerOld#0", "ZDirector", "ZDriverMajor", "ZStat", "ZUncommitter#0", "Shenandoah Cont",
        "Shenandoah GC T", "GC task thread#"})
    void gcThreadsCount(String name) {
        assertThat(GcThreadSampler.gcThreadSeconds(stat(name, 150, 25))).isEqualTo(1.75);
    }

    /** The VM Thread also runs safepoints that are not GC; compiler and runtime workers are not GC either. */
    @ParameterizedTest
    @ValueSource(strings = {"VM Thread", "C2 CompilerThre", "RuntimeWorker#0", "java", "main", "Service Thread",
        "VM Periodic Tas", "My GC Thread"})
    void otherThreadsDoNot(String name) {
        assertThat(GcThreadSampler.gcThreadSeconds(stat(name, 150, 25))).isNull();
    }

    @Test
    void aNameWithParenthesesAndSpacesIsReadUpToTheLastParenthesis() {
        assertThat(GcThreadSampler.gcThreadSeconds(stat("GC Thread#1) x (y", 10, 0))).isEqualTo(0.1);
        assertThat(GcThreadSampler.gcThreadSeconds("garbage")).isNull();
    }
}
