package io.tenure.program;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.tenure.gclog.metrics.GcLogAnalyzer;
import io.tenure.gclog.metrics.GcSummary;
import io.tenure.model.ProgramFactors;
import java.io.IOException;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link ProfileReader} on real logs: a factorization program's JDK 24 Serial log from
 * microsoft/gctoolkit's test data (header, {@code gc+cpu} lines, full collections) and javac's
 * JDK 17 Parallel log with its JFR recording (fixtures {@code model/}). The log's own figures must
 * be the analyzer's, the rest must agree with what the log's lines say, and every field the
 * inputs can give must be there.
 */
class ProfileReaderTest {
    private static final Path FIXTURES = Path.of(System.getProperty("tenure.fixtures"));
    static final Path FACTORIZATION = FIXTURES.resolve(
            "corpus/gctoolkit/gctoolkit-gclogs__unified__serial__factorization-serialgc-tip.log");
    static final Path JAVAC = FIXTURES.resolve("model/jdk17-parallel-javac-gc.log");
    static final Path JAVAC_JFR = FIXTURES.resolve("model/jdk17-parallel-javac.jfr");

    @Test
    void aRealLogWithHeaderCpuLinesAndFullCollectionsGivesEveryLogField() throws IOException {
        LogProfile profile = ProfileReader.read(List.of(FACTORIZATION), null, "test");
        GcSummary summary = GcLogAnalyzer.analyze(List.of(FACTORIZATION));
        List<String> lines = Files.readAllLines(FACTORIZATION, StandardCharsets.UTF_8);

        // only what a JFR recording gives may be missing, and what this log has no line for: the vendor
        // (a unified log's header names none) and GC workers (Serial has no "Parallel Workers" line)
        assertThat(nullFields(profile)).containsExactlyInAnyOrder("jfr", "threads.javaThreadsPeak", "threads.perCore",
                "threads.allocatingThreads", "threads.allocatingPerCpu", "threads.gcWorkers", "jvm.vendor");
        assertThat(profile.jvm().collector()).isEqualTo(summary.jvm().collector().orElseThrow());
        assertThat(profile.jvm().major()).isEqualTo(24); // Version: 24-internal-adhoc.saint.jdk (slowdebug)
        assertThat(profile.survival().median()).isEqualTo(summary.survival().median().orElseThrow());
        assertThat(profile.survival().youngCollections()).isEqualTo(summary.survival().youngCollections());
        assertThat(profile.survival().p10()).isLessThanOrEqualTo(profile.survival().median());
        assertThat(profile.survival().p90()).isGreaterThanOrEqualTo(profile.survival().median());
        assertThat(profile.allocation().rateMBps()).isEqualTo(summary.allocationRateMBps().orElseThrow());
        assertThat(profile.allocation().totalMB())
                .isCloseTo(profile.allocation().rateMBps() * profile.elapsedSeconds(), within(1e-9));
        assertThat(profile.maxHeapMB()).isEqualTo(headerMegabytes(lines, "Heap Max Capacity: (\\d+)([MG])"));
        assertThat(profile.threads().cpus()).isEqualTo((int) first(lines, "CPUs: \\d+ total, (\\d+) available"));
        assertThat(profile.threads().cpusSource()).isEqualTo("log");

        long fulls = lines.stream().filter(l -> l.matches(".*\\[gc\\s*\\] GC\\(\\d+\\) Pause Full.*")).count();
        assertThat(profile.liveSet().collections()).isEqualTo(fulls);
        assertThat(profile.liveSet().source()).isEqualTo("full");
        assertThat(profile.liveSet().medianMB()).isLessThanOrEqualTo(profile.liveSet().maxMB());
        assertThat(profile.liveSet().fractionOfMaxHeap())
                .isCloseTo(profile.liveSet().maxMB() / profile.maxHeapMB(), within(1e-12));

        double gcCpu = 0;
        Matcher m;
        for (String line : lines) {
            // only the gc,cpu lines: gc,ergo lines of this experimental JDK repeat User= figures of their own
            if (line.contains("[gc,cpu") && (m = Pattern.compile("User=([0-9.]+)s Sys=([0-9.]+)s").matcher(line)).find()) {
                gcCpu += Double.parseDouble(m.group(1)) + Double.parseDouble(m.group(2));
            }
        }
        assertThat(profile.gcTime().cpuSeconds()).isCloseTo(gcCpu, within(1e-9));
        assertThat(profile.gcTime().cpuFractionBasis()).isEqualTo("cpu-capacity");
        assertThat(profile.gcTime().cpuFraction())
                .isCloseTo(gcCpu / (profile.elapsedSeconds() * profile.threads().cpus()), within(1e-12));
        assertThat(profile.gcTime().wallFraction()).isEqualTo(summary.overheadPercent().orElseThrow() / 100);
        assertThat(profile.gcTime().pauseSeconds()).isEqualTo(summary.pauses().totalMs() / 1000);
        assertThat(profile.concurrentCycles().count()).isEqualTo(summary.collections().concurrentCycles());
        assertThat(profile.unknown()).extracting(LogProfile.Unknown::factor).containsExactly("refStoresPerKB");

        ProgramFactors factors = profile.factors();
        assertThat(factors.survival()).isEqualTo(Math.min(1, Math.max(0, profile.survival().median())));
        assertThat(factors.gcWallFraction()).isEqualTo(profile.gcTime().wallFraction());
        assertThat(factors.gcCpuFraction()).isEqualTo(profile.gcTime().cpuFraction());
        assertThat(factors.liveSetFraction()).isEqualTo(profile.liveSet().fractionOfMaxHeap());
        assertThat(factors.allocationRateMBps()).isEqualTo(profile.allocation().rateMBps());
        assertThat(factors.refStoresPerKB()).isNull();
    }

    @Test
    void aJfrRecordingAddsThreadsAndTheProcessCpuTime() throws IOException {
        LogProfile withJfr = ProfileReader.read(List.of(JAVAC), JAVAC_JFR, "test");
        LogProfile logOnly = ProfileReader.read(List.of(JAVAC), null, "test");

        assertThat(withJfr.jfr()).isEqualTo(JAVAC_JFR.toString());
        assertThat(withJfr.threads().javaThreadsPeak()).isPositive();
        assertThat(withJfr.threads().perCore())
                .isEqualTo((double) withJfr.threads().javaThreadsPeak() / withJfr.threads().cpus());
        assertThat(withJfr.gcTime().cpuFractionBasis()).isEqualTo("process-cpu");
        // the process used at most the capacity: its share of the process's CPU is at least that of the capacity
        assertThat(withJfr.gcTime().cpuFraction()).isGreaterThanOrEqualTo(logOnly.gcTime().cpuFraction());
        assertThat(logOnly.threads().javaThreadsPeak()).isNull();
        // javac compiles on one thread; the JVM's own threads (compilers, JFR) allocate next to nothing
        assertThat(withJfr.threads().allocatingThreads()).isCloseTo(1.0, within(0.1));
        assertThat(withJfr.threads().javaThreadsPeak()).isGreaterThan(2);
        assertThat(withJfr.threads().allocatingPerCpu())
                .isEqualTo(withJfr.threads().allocatingThreads() / withJfr.threads().cpus());
        assertThat(withJfr.factors().threadsPerCore()).isEqualTo(withJfr.threads().allocatingPerCpu());
        assertThat(logOnly.factors().threadsPerCore()).isNull();
        // no full or mixed collection in this log: no live set, said so
        assertThat(withJfr.liveSet().maxMB()).isNull();
        assertThat(withJfr.liveSet().collections()).isZero();
        assertThat(withJfr.jvm().collector()).isEqualTo("Parallel");
        assertThat(withJfr.jvm().major()).isEqualTo(17);
    }

    /**
     * The header and gc+cpu lines of a log inside a zip (or read from standard input) are the
     * same as the plain file's: they used to be read again by name, and {@code logs.zip!gc.log}
     * or {@code <stdin>} is no file, so CPUs, maximum heap and GC CPU time came out null.
     */
    @Test
    void aLogInAnArchiveGivesTheHeaderFiguresOfThePlainLog(@TempDir Path dir) throws IOException {
        Path zip = dir.resolve("logs.zip");
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(zip))) {
            out.putNextEntry(new ZipEntry("gc.log"));
            Files.copy(FACTORIZATION, out);
            out.closeEntry();
        }
        LogProfile plain = ProfileReader.read(List.of(FACTORIZATION), null, "test");
        LogProfile zipped = ProfileReader.read(List.of(zip), null, "test");

        assertThat(plain.threads().cpus()).isNotNull();
        assertThat(plain.gcTime().cpuSeconds()).isNotNull();
        assertThat(zipped.inputs()).containsExactly(zip + "!gc.log");
        assertThat(zipped.threads()).isEqualTo(plain.threads());
        assertThat(zipped.maxHeapMB()).isEqualTo(plain.maxHeapMB());
        assertThat(zipped.gcTime()).isEqualTo(plain.gcTime());
        assertThat(zipped.notes()).isEqualTo(plain.notes());
    }

    @Test
    void aFileThatIsNoRecordingIsAnInputProblemNamingIt() {
        assertThatThrownBy(() -> ProfileReader.read(List.of(JAVAC), JAVAC, "test"))
                .isInstanceOf(IOException.class).hasMessageContaining(JAVAC + ": not a JFR recording");
    }

    @Test
    void epsilonOnlyWhereTheAllocationFitsTheHeap() throws IOException {
        LogProfile profile = ProfileReader.read(List.of(JAVAC), null, "test");
        double total = profile.allocation().totalMB();
        io.tenure.model.Platform small = new io.tenure.model.Platform("h/17/epsilon/small", "", "", "17", "Epsilon",
                (int) Math.floor(total / 2), null);
        io.tenure.model.Platform big = new io.tenure.model.Platform("h/17/epsilon/big", "", "", "17", "Epsilon",
                (int) Math.ceil(total * 2), null);
        assertThat(ProgramAnswer.epsilonProblem(small, profile)).contains("more than the");
        assertThat(ProgramAnswer.epsilonProblem(big, profile)).isNull();
    }

    /** Dotted names of the null components, one level into nested records. */
    static List<String> nullFields(Record record) {
        List<String> nulls = new ArrayList<>();
        for (RecordComponent c : record.getClass().getRecordComponents()) {
            Object value = value(c, record);
            if (value == null) {
                nulls.add(c.getName());
            } else if (value instanceof Record nested && !Set.of("unknown", "notes").contains(c.getName())) {
                for (RecordComponent n : nested.getClass().getRecordComponents()) {
                    if (value(n, nested) == null) {
                        nulls.add(c.getName() + "." + n.getName());
                    }
                }
            }
        }
        return nulls;
    }

    private static Object value(RecordComponent c, Object record) {
        try {
            return c.getAccessor().invoke(record);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    private static double first(List<String> lines, String regex) {
        Pattern p = Pattern.compile(regex);
        return lines.stream().map(p::matcher).filter(Matcher::find).findFirst().map(m -> Double.parseDouble(m.group(1)))
                .orElseThrow();
    }

    private static double headerMegabytes(List<String> lines, String regex) {
        Pattern p = Pattern.compile(regex);
        Matcher m = lines.stream().map(p::matcher).filter(Matcher::find).findFirst().orElseThrow();
        return Double.parseDouble(m.group(1)) * ("G".equals(m.group(2)) ? 1024 : 1);
    }
}
