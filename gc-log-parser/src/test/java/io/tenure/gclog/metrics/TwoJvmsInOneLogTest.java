package io.tenure.gclog.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.gclog.GoldenFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two real JVMs' logs in one file: one after the other (logs concatenated, or a restart appending
 * to the same file), and line by line (two JVMs writing one file at once). The logs are written
 * by this JDK running a small allocating program under Serial and under G1.
 */
class TwoJvmsInOneLogTest {
    private static final Pattern UPTIME = Pattern.compile("^\\[(\\d+\\.\\d+)s\\]");

    @TempDir
    static Path dir;
    private static Path serial;
    private static Path g1;

    @BeforeAll
    static void writeTwoLogs() throws IOException, InterruptedException {
        Path program = Files.copy(GoldenFiles.fixtures().resolve("gclogs/cli/Alloc.java.txt"), dir.resolve("Alloc.java"));
        serial = run(program, "serial.log", "-XX:+UseSerialGC", "-Xmn8m");
        g1 = run(program, "g1.log", "-XX:+UseG1GC");
    }

    private static Path run(Path program, String log, String... gc) throws IOException, InterruptedException {
        Path file = dir.resolve(log);
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx64m", "-Xlog:gc*:file=" + file));
        command.addAll(List.of(gc));
        command.add(program.toString());
        Process process = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(dir.resolve(log + ".out").toFile()).start();
        assertThat(process.waitFor(120, TimeUnit.SECONDS)).as("%s finishes", command).isTrue();
        assertThat(process.exitValue()).as(Files.readString(dir.resolve(log + ".out"))).isZero();
        return file;
    }

    @Test
    void concatenatedLogsAreTwoRunsEachWithItsOwnCollectorAndVersion() throws IOException {
        Path both = dir.resolve("both.log");
        Files.write(both, concat(Files.readAllBytes(serial), Files.readAllBytes(g1)));

        GcSummary log = GcLogAnalyzer.analyze(List.of(both));
        GcSummary first = GcLogAnalyzer.analyze(List.of(serial));
        GcSummary second = GcLogAnalyzer.analyze(List.of(g1));

        assertThat(log.runs()).hasSize(2);
        assertThat(log.runs().get(0).jvm()).isEqualTo(first.jvm());
        assertThat(log.runs().get(1).jvm()).isEqualTo(second.jvm());
        assertThat(log.runs().get(1).jvm().collector()).hasValue("G1");
        assertThat(log.runs().get(1).jvm().version()).isPresent();
        assertThat(log.runs().get(0).pauses()).isEqualTo(first.pauses());
        assertThat(log.runs().get(1).pauses()).isEqualTo(second.pauses());
        assertThat(log.runs().get(1).survival().median()).isEqualTo(second.survival().median());
        assertThat(log.runs().get(1).survival().youngCollections()).isEqualTo(second.survival().youngCollections());
        assertThat(log.diagnostics().countsByCode()).doesNotContainKey("interleaved-jvms");
    }

    @Test
    void interleavedLinesAreReportedAndGiveNoSurvivalRatherThanANegativeOne() throws IOException {
        // two JVMs started together appending to one file: their lines merge in time order
        record Stamped(double uptime, int jvm, int index, String line) {
        }
        List<Stamped> lines = new ArrayList<>();
        List<Path> logs = List.of(serial, g1);
        for (int jvm = 0; jvm < logs.size(); jvm++) {
            List<String> text = Files.readAllLines(logs.get(jvm));
            for (int i = 0; i < text.size(); i++) {
                Matcher m = UPTIME.matcher(text.get(i));
                lines.add(new Stamped(m.find() ? Double.parseDouble(m.group(1)) : 0, jvm, i, text.get(i)));
            }
        }
        lines.sort(Comparator.comparingDouble(Stamped::uptime).thenComparingInt(Stamped::jvm).thenComparingInt(Stamped::index));
        Path mixed = Files.write(dir.resolve("interleaved.log"), lines.stream().map(Stamped::line).toList());

        GcSummary log = GcLogAnalyzer.analyze(List.of(mixed));

        assertThat(log.diagnostics().countsByCode()).containsKey("interleaved-jvms");
        assertThat(log.diagnostics().samples()).anySatisfy(d -> {
            assertThat(d.code()).isEqualTo("interleaved-jvms");
            assertThat(d.location().file()).isEqualTo(mixed.toString());
        });
        for (GcSummary s : concat(List.of(log), log.runs())) {
            assertThat(s.survival().median()).as("survival of a mix of two heaps").isEmpty();
            assertThat(s.survival().series()).isEmpty();
            assertThat(s.allocationRateMBps()).isEmpty();
        }
        assertThat(log.pauses().count()).isEqualTo(
                GcLogAnalyzer.analyze(List.of(serial)).pauses().count() + GcLogAnalyzer.analyze(List.of(g1)).pauses().count());
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] both = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, both, a.length, b.length);
        return both;
    }

    private static <T> List<T> concat(List<T> a, List<T> b) {
        List<T> both = new ArrayList<>(a);
        both.addAll(b);
        return both;
    }
}
