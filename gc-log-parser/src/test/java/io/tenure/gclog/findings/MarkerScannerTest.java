package io.tenure.gclog.findings;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.RealLogCorpus;
import io.tenure.gclog.event.Marker;
import io.tenure.gclog.event.MarkerKind;
import io.tenure.gclog.input.Line;
import io.tenure.gclog.input.LineReader;
import io.tenure.gclog.input.LogFile;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Each marker rule matches its own lines (copied from real logs) and no other rule's. */
class MarkerScannerTest {
    private static final Map<MarkerKind, List<String>> OWN_LINES = new EnumMap<>(Map.of(
            MarkerKind.TO_SPACE_EXHAUSTED, List.of("[0.321s][info][gc            ] GC(12) To-space exhausted",
                    "6.313: [GC pause (G1 Evacuation Pause) (young) (initial-mark) (to-space exhausted), 0.3666455 secs]"),
            MarkerKind.PROMOTION_FAILED, List.of("[31.956s][info ][gc,promotion ] Promotion failed",
                    "1.234: [GC 1.234: [ParNew (promotion failed): 100K->100K(200K), 0.01 secs]"),
            MarkerKind.CONCURRENT_MODE_FAILURE, List.of("58626.878: [CMS (concurrent mode failure): 13441202K->12005469K(13631488K), 23.18 secs]"),
            MarkerKind.ALLOCATION_STALL, List.of("[201.511s][info][gc          ] Allocation Stall (Group1.Backend.CompositeBackend{Tier1}.10) 29.092ms"),
            MarkerKind.ALLOCATION_STALL_CYCLE, List.of("[3.1s][info][gc] GC(7) Garbage Collection (Allocation Stall) 80M(40%)->30M(15%)"),
            MarkerKind.PACING_TOTAL, List.of("Pacing                         = 15124.974 s (a = 10474359 us) (n =  1444)"),
            MarkerKind.HUMONGOUS_REGIONS, List.of("[2022-01-29T16:34:51.653+0000][244ms][info][gc,heap     ] GC(6) Humongous regions: 3->1"),
            MarkerKind.REGION_SIZE, List.of("[0.039s][info][gc,heap      ] Heap region size: 2M"),
            MarkerKind.TENURING_THRESHOLD, List.of("Desired survivor size 2424832 bytes, new threshold 1 (max 6)",
                    "[1.2s][debug][gc,age] GC(3) Desired survivor size 1048576 bytes, new threshold 1 (max threshold 15)")));

    @Test
    void eachRuleMatchesOnlyItsOwnLines() throws IOException {
        for (Map.Entry<MarkerKind, List<String>> entry : OWN_LINES.entrySet()) {
            for (String line : entry.getValue()) {
                assertThat(scan(line)).as(line).extracting(Marker::kind).containsExactly(entry.getKey());
            }
        }
    }

    @Test
    void figuresAreRead() throws IOException {
        assertThat(scan(OWN_LINES.get(MarkerKind.ALLOCATION_STALL).get(0)).get(0).value()).hasValue(29.092);
        Marker threshold = scan(OWN_LINES.get(MarkerKind.TENURING_THRESHOLD).get(1)).get(0);
        assertThat(threshold.value()).hasValue(1);
        assertThat(threshold.second()).hasValue(15);
        Marker region = scan(OWN_LINES.get(MarkerKind.REGION_SIZE).get(0)).get(0);
        assertThat(region.value().getAsDouble() * region.second().getAsDouble()).isEqualTo(2 * 1024 * 1024);
    }

    @Test
    void lookalikesAreNotMarkers() throws IOException {
        assertThat(scan("[2023-12-12T10:21:22.020+0200][info][gc,alloc    ] GC(34) y: Allocation Stalls:          0                0")).isEmpty();
        assertThat(scan("  Pacing delays are measured from entering the pacing code till exiting it. Therefore,")).isEmpty();
        assertThat(scan("[0.1s][info][gc] GC(1) Pause Young (Normal) (G1 Evacuation Pause) 24M->4M(256M) 3.1ms")).isEmpty();
    }

    @Test
    void onlyTheWindowsLinesAreRead() throws IOException {
        String log = "x\n[0.321s][info][gc] GC(12) To-space exhausted\ny\n[0.5s][info][gc] GC(13) To-space exhausted\n";
        List<Marker> found = new ArrayList<>();
        MarkerScanner.scan(file(log), 3, 4, found::add);
        assertThat(found).extracting(m -> m.source().line()).containsExactly(4L);
    }

    /** The anchor filter answers exactly what a substring search per literal answers, on every line of the corpus. */
    @Test
    void filterAgreesWithSubstringSearchOnEveryCorpusLine() throws IOException {
        MarkerFilter filter = new MarkerFilter(MarkerKind.values());
        long lines = 0;
        long withLiteral = 0;
        for (Path log : RealLogCorpus.logs()) {
            if (log.toString().endsWith(".gz")) {
                continue; // bench/'s 47 MB log: four of them make the benchmark log, nothing new here
            }
            try (InputStream in = Files.newInputStream(log); LineReader reader = new LineReader(in)) {
                for (Line line = reader.next(); line != null; line = reader.next()) {
                    String text = line.toString();
                    int expected = 0;
                    for (MarkerKind kind : MarkerKind.values()) {
                        if (kind.literals().stream().anyMatch(text::contains)) {
                            expected |= 1 << kind.ordinal();
                        }
                    }
                    assertThat(filter.kinds(line)).as(log + ":" + line.number()).isEqualTo(expected);
                    lines++;
                    withLiteral += expected == 0 ? 0 : 1;
                }
            }
        }
        assertThat(lines).isGreaterThan(100_000);
        assertThat(withLiteral).isGreaterThan(100);
    }

    @Test
    void filterFindsLiteralsAtTheEdgesOfALine() throws IOException {
        assertThat(scan("To-space exhausted")).extracting(Marker::kind).containsExactly(MarkerKind.TO_SPACE_EXHAUSTED);
        assertThat(scan("x (Evacuation Failure")).extracting(Marker::kind).containsExactly(MarkerKind.TO_SPACE_EXHAUSTED);
        assertThat(scan("o-space exhauste")).isEmpty();
    }

    private static List<Marker> scan(String line) throws IOException {
        List<Marker> found = new ArrayList<>();
        MarkerScanner.scan(file(line + "\n"), 1, Long.MAX_VALUE, found::add);
        return found;
    }

    private static LogFile file(String text) {
        return new LogFile() {
            @Override
            public String name() {
                return "gc.log";
            }

            @Override
            public InputStream open() {
                return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
            }
        };
    }
}
