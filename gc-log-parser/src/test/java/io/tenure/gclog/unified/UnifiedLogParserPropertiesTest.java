package io.tenure.gclog.unified;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.tenure.gclog.Diagnostic;
import io.tenure.gclog.Diagnostics;
import io.tenure.gclog.EventReader;
import io.tenure.gclog.event.GcEvent;
import io.tenure.gclog.event.PauseEvent;
import io.tenure.gclog.event.TenuringEvent;
import io.tenure.gclog.input.LineReader;
import io.tenure.gclog.input.LogFile;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The parser's contract on arbitrary input: real lines mutated (truncated, a byte replaced,
 * bytes inserted, decorations dropped) mixed with random bytes never make it throw or hang; every
 * event and diagnostic points at a line of the input; sizes and durations are never negative.
 */
class UnifiedLogParserPropertiesTest {
    private static final List<String> REAL_LINES = List.of(
            "[0.207s][info][gc           ] GC(0) Pause Young (G1 Evacuation Pause) 14M->12M(128M) 7.033ms",
            "[2022-08-03T06:58:41.321+0000][gc,age      ] GC(0) - age   1:   16037032 bytes,   16037032 total",
            "[0.027s][debug][gc,age] GC(0) Desired survivor size 524288 bytes, new threshold 15 (max threshold 15)",
            "[0.207s][info][gc,heap      ] GC(0) Eden regions: 14->0(8)",
            "[0.018s][info][gc,heap] Heap region size: 1M",
            "[0.773s][info ][gc,heap] GC(0) DefNew: 3371K(10944K)->0K(11008K) Eden: 3371K(5504K)->0K(5568K) From: 0K(5440K)->0K(5440K)",
            "[0.312s][info][gc,marking   ] GC(6) Concurrent Mark (0.298s, 0.312s) 13.574ms",
            "[0.034s][info][safepoint   ] Safepoint \"G1CollectForAllocation\", Time since last: 12689323 ns, Reaching safepoint: 3590 ns, Total: 11112 ns",
            "[0.207s][info][safepoint    ] Total time for which application threads were stopped: 0.0072168 seconds, Stopping threads took: 0.0000337 seconds",
            "[1795315069582ms][30738488ns][vm][10478] GC(1) Pause Young (Normal) (G1 Evacuation Pause) 28M->12M(64M) 4.484ms",
            "[1,303s][info][gc                ] GC(0) Pause Full (System.gc()) 10M->1M(128M) 5,526ms",
            "[0.193s][info][gc,phases   ] GC(2) Y: Pause Mark Start (Major) 0.009ms",
            "[0.324s][info][gc             ] GC(5) Pause Full (Allocation Failure) 119M->33M(150M) 9.509ms",
            "[0.324s][info][gc             ] GC(4) Pause Young (Allocation Failure) 119M->33M(150M) 9.590ms",
            "[0.004s][info][gc,init] Initializing The Z Garbage Collector",
            "[0.004s][info][gc,init] Version: 25.0.3+9-LTS (release)",
            "[0.049s][info][gc          ] GC(0) Major Collection (Warmup) 8M(12%)->22M(34%) 0.007s",
            "[2026-11-22T02:37:49.347+0000][10423][10424][info ][gc     ] Using G1",
            "application: done");

    @Property(tries = 300)
    void neverThrowsNeverHangsAndPointsIntoTheInput(@ForAll("logs") byte[] log) {
        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> check(log));
    }

    private static void check(byte[] log) throws IOException {
        long lines = countLines(log);
        Diagnostics diagnostics = new Diagnostics(Integer.MAX_VALUE);
        List<GcEvent> events = new ArrayList<>();
        try (EventReader reader = new UnifiedLogParser().open(bytes(log), diagnostics)) {
            for (GcEvent e = reader.next(); e != null; e = reader.next()) {
                events.add(e);
                assertThat(events.size()).as("events per input line").isLessThanOrEqualTo(2 * (int) lines + 2);
            }
            reader.firstSeen();
            reader.lastSeen();
        }
        for (GcEvent e : events) {
            assertThat(e.source().line()).isBetween(1L, Math.max(1, lines));
            if (e instanceof PauseEvent p) {
                assertThat(p.durationMs()).isNotNegative();
                p.heap().ifPresent(m -> assertThat(m.beforeBytes()).isNotNegative());
            } else if (e instanceof TenuringEvent t) {
                assertThat(t.bytesByAge()).allSatisfy(b -> assertThat(b).isNotNegative());
            }
        }
        for (Diagnostic d : diagnostics.samples()) {
            assertThat(d.location().line()).isBetween(1L, Math.max(1, lines));
        }
    }

    @Provide
    Arbitrary<byte[]> logs() {
        Arbitrary<String> mutated = Combinators.combine(
                Arbitraries.of(REAL_LINES), Arbitraries.integers().between(0, 5),
                Arbitraries.integers().between(0, 200), Arbitraries.strings().ofMaxLength(6)
                        .withChars("[]()0123456789.,:->msKMG \r\n\"\u00ff"))
                .as(UnifiedLogParserPropertiesTest::mutate);
        Arbitrary<String> random = Arbitraries.strings().ofMaxLength(120)
                .withChars("[]()0123456789.,:->smnKMGBGCPauseYoungDesired\"\u0000\u00e9\t ");
        Arbitrary<String> line = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(6, mutated), net.jqwik.api.Tuple.of(2, Arbitraries.of(REAL_LINES)),
                net.jqwik.api.Tuple.of(2, random));
        return line.list().ofMaxSize(60).map(list -> {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            for (String l : list) {
                out.writeBytes(l.getBytes(StandardCharsets.ISO_8859_1));
                out.write('\n');
            }
            return out.toByteArray();
        });
    }

    private static String mutate(String line, int how, int position, String noise) {
        int at = Math.min(position, line.length());
        switch (how) {
            case 0:
                return line.substring(0, at); // truncated
            case 1:
                return line.substring(0, at) + noise + line.substring(at); // bytes inserted
            case 2:
                return at < line.length() ? line.substring(0, at) + (noise.isEmpty() ? "#" : noise.substring(0, 1))
                        + line.substring(at + 1) : line + noise; // one byte replaced
            case 3:
                return line.substring(line.indexOf(']') + 1); // a decoration dropped
            case 4:
                return line.replace("ms", noise).replace("M", noise); // units mangled
            default:
                return line + line.substring(0, at); // two lines run together
        }
    }

    private static long countLines(byte[] log) throws IOException {
        try (LineReader reader = new LineReader(new ByteArrayInputStream(log))) {
            while (reader.next() != null) {
                // count only
            }
            return reader.lineNumber();
        }
    }

    private static LogFile bytes(byte[] log) {
        return new LogFile() {
            @Override
            public String name() {
                return "generated.log";
            }

            @Override
            public InputStream open() {
                return new ByteArrayInputStream(log);
            }
        };
    }
}
