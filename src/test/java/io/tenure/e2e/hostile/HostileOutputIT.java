package io.tenure.e2e.hostile;

import static io.tenure.e2e.hostile.Tenure.CHARACTER_DEVICE;
import static io.tenure.e2e.hostile.Tenure.FIFO;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Where tenure writes, as a careless or hostile user points it: devices, FIFOs, descriptors, a
 * full disk, an output that is an input. Each case asserts the exit code, the message, the input
 * unchanged and nothing left behind. Run as root (as here and in CI), a device wrongly replaced
 * would be {@code /dev/null} itself, so each case also checks {@code /dev}.
 */
class HostileOutputIT {
    private static final Path LOG = Tenure.fixtures()
            .resolve("gclogs/hotspot/unified/jdk17-g1-gcstar=trace-uptime_level_tags.log");
    private static final Path BUNDLE = Tenure.fixtures().resolve("model/adhoc-jdk17-serial-parallel-g1");
    private static final Path MODEL = Tenure.fixtures().resolve("model/v1-validation-2026-11-22-jdk17-model.json");
    private static final File FULL = new File("/dev/full");

    @TempDir
    Path work;

    private List<String> devBefore;

    @BeforeEach
    void listDev() throws Exception {
        devBefore = dev();
    }

    @AfterEach
    void nothingLeftBehind() throws Exception {
        Tenure.assertNoStrayFiles(work);
        assertThat(dev()).as("/dev unchanged").isEqualTo(devBefore);
        assertThat(Tenure.type(Path.of("/dev/null"))).isEqualTo(CHARACTER_DEVICE);
        assertThat(Tenure.type(Path.of("/dev/full"))).isEqualTo(CHARACTER_DEVICE);
    }

    /** PrintWriter swallowed the error: the whole output was lost with exit 0 and nothing said. */
    @Test
    void stdoutOnAFullDiskIsExit1WithTheReasonForEveryCommand() throws Exception {
        Assumptions.assumeTrue(FULL.exists(), "/dev/full");
        String log = LOG.toString();
        for (List<String> args : List.of(List.of("analyze", log), List.of("analyze", "--format", "json", log),
                List.of("fit", "--out", work.resolve("m.json").toString(), BUNDLE.toString()),
                List.of("fit", "--format", "json", "--out", work.resolve("m2.json").toString(), BUNDLE.toString()),
                List.of("predict", "--model", MODEL.toString(), "--survival", "0.3"),
                List.of("platforms", "--probe-cache", work.resolve("probes.json").toString()),
                List.of("generate-completion"))) {
            Tenure.Result r = Tenure.run(work, FULL, Map.of(), args.toArray(String[]::new));
            assertThat(r.exitCode()).as("%s: %s", args, r).isEqualTo(1);
            assertThat(r.err()).as("%s", args).contains("cannot write to standard output: no space left on device")
                    .doesNotContain("Exception");
        }
    }

    /** As root, /dev/null was replaced by a regular file holding the CSV. */
    @Test
    void eventsToDevNullLeaveItACharacterDevice() throws Exception {
        Tenure.Result r = Tenure.run(work, "analyze", "--events", "/dev/null", LOG.toString());
        assertThat(r.exitCode()).as("%s", r).isZero();
        assertThat(Tenure.type(Path.of("/dev/null"))).isEqualTo(CHARACTER_DEVICE);
    }

    /** The FIFO was replaced by a file, and its reader got nothing. */
    @Test
    void eventsToAFifoReachItsReader() throws Exception {
        Path fifo = work.resolve("events.fifo");
        Assumptions.assumeTrue(Tenure.mkfifo(fifo), "mkfifo");
        CompletableFuture<String> reader = CompletableFuture.supplyAsync(() -> {
            try {
                return Files.readString(fifo, StandardCharsets.UTF_8);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        Tenure.Result r = Tenure.run(work, "analyze", "--events", fifo.toString(), LOG.toString());
        assertThat(r.exitCode()).as("%s", r).isZero();
        assertThat(reader.get(60, TimeUnit.SECONDS)).startsWith("file,line,uptimeSeconds,").contains("Pause Young");
        assertThat(Tenure.type(fifo)).isEqualTo(FIFO);
    }

    /** --events /dev/stdout failed with a raw exception name. */
    @Test
    void eventsToDevStdoutGoToStandardOutput() throws Exception {
        Tenure.Result r = Tenure.run(work, "analyze", "--events", "/dev/stdout", LOG.toString());
        assertThat(r.exitCode()).as("%s", r).isZero();
        assertThat(r.out()).contains("file,line,uptimeSeconds,");
        assertThat(r.err()).doesNotContain("Exception");
    }

    /** fit --out /dev/full, fleet --html /dev/full: the write to a full device was reported as success. */
    @Test
    void filesWrittenToAFullDeviceAreExit1WithTheReason() throws Exception {
        Assumptions.assumeTrue(FULL.exists(), "/dev/full");
        for (List<String> args : List.of(List.of("fit", "--out", "/dev/full", BUNDLE.toString()),
                List.of("fleet", "--html", "/dev/full", LOG.toString()),
                List.of("analyze", "--events", "/dev/full", LOG.toString()))) {
            Tenure.Result r = Tenure.run(work, args.toArray(String[]::new));
            assertThat(r.exitCode()).as("%s: %s", args, r).isEqualTo(1);
            assertThat(r.err()).as("%s", args).contains("cannot write /dev/full: no space left on device")
                    .doesNotContain("Exception");
        }
        Tenure.Result diff = Tenure.run(work, "diff", "--html", "/dev/null", LOG.toString(), LOG.toString());
        assertThat(diff.exitCode()).as("%s", diff).isZero();
    }

    /** report --model M --out D with D holding M exited 0 and replaced the model. */
    @Test
    void aReportDirectoryHoldingItsModelIsRefused() throws Exception {
        Path out = Files.createDirectories(work.resolve("report"));
        Path model = Files.copy(MODEL, out.resolve("report.json"));
        byte[] before = Files.readAllBytes(model);
        Tenure.Result r = Tenure.run(work, "report", "--model", model.toString(), "--out", out.toString(), BUNDLE.toString());
        assertThat(r.exitCode()).as("%s", r).isEqualTo(2);
        assertThat(r.err()).contains("--out " + out).contains(model.toString());
        assertThat(Files.readAllBytes(model)).isEqualTo(before);
        try (Stream<Path> files = Files.list(out)) {
            assertThat(files.toList()).containsExactly(model);
        }
    }

    /** An output that is its input is refused, whichever command writes it. */
    @Test
    void anOutputThatIsAnInputIsRefused() throws Exception {
        Path log = Files.copy(LOG, work.resolve("gc.log"));
        byte[] before = Files.readAllBytes(log);
        for (List<String> args : List.of(List.of("analyze", "--events", log.toString(), log.toString()),
                List.of("diff", "--html", log.toString(), log.toString(), LOG.toString()),
                List.of("fleet", "--html", log.toString(), log.toString()))) {
            Tenure.Result r = Tenure.run(work, args.toArray(String[]::new));
            assertThat(r.exitCode()).as("%s: %s", args, r).isEqualTo(2);
            assertThat(r.err()).as("%s", args).contains(log.toString()).doesNotContain("Exception");
            assertThat(Files.readAllBytes(log)).isEqualTo(before);
        }
    }

    /** A full file system: exit 1 with the reason, and the complete file that was there stays whole. */
    @Test
    void aFullFileSystemKeepsTheCompleteFileThatWasThere() throws Exception {
        Path small = Files.createDirectories(work.resolve("small"));
        Assumptions.assumeTrue(mount(small, "size=64k"), "a tmpfs can be mounted here (root)");
        try {
            Path events = small.resolve("events.csv");
            Files.writeString(events, "complete\n");
            // a log of thousands of pauses: its CSV is larger than the file system
            Path big = Tenure.fixtures().resolve("corpus/gctoolkit/gctoolkit-gclogs__unified__parallel__parallelgc.log");
            Tenure.Result r = Tenure.run(work, "analyze", "--events", events.toString(), big.toString());
            assertThat(r.exitCode()).as("%s", r).isEqualTo(1);
            assertThat(r.err()).contains("cannot write " + events + ": no space left on device").doesNotContain("Exception");
            assertThat(Files.readString(events)).isEqualTo("complete\n");
            try (Stream<Path> files = Files.list(small)) {
                assertThat(files.toList()).containsExactly(events);
            }
        } finally {
            umount(small);
        }
    }

    /** A read-only --out said "cannot read". */
    @Test
    void aReadOnlyOutSaysItCannotBeWritten() throws Exception {
        Path readOnly = Files.createDirectories(work.resolve("ro"));
        Assumptions.assumeTrue(mount(readOnly, "ro,size=64k"), "a tmpfs can be mounted here (root)");
        try {
            for (List<String> args : List.of(
                    List.of("bench", "--gc", "serial", "--survival", "0", "--repeat", "1", "--work", "16m",
                            "--out", readOnly.resolve("b").toString()),
                    List.of("fit", "--out", readOnly.resolve("m.json").toString(), BUNDLE.toString()))) {
                Tenure.Result r = Tenure.run(work, args.toArray(String[]::new));
                assertThat(r.exitCode()).as("%s: %s", args, r).isIn(1, 2);
                assertThat(r.err()).as("%s", args).contains("read-only file system").doesNotContain("cannot read")
                        .doesNotContain("Exception");
            }
        } finally {
            umount(readOnly);
        }
    }

    private static boolean mount(Path dir, String options) throws Exception {
        try {
            return new ProcessBuilder("mount", "-t", "tmpfs", "-o", options, "tenure-test", dir.toString())
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor() == 0;
        } catch (java.io.IOException e) {
            return false;
        }
    }

    private static void umount(Path dir) throws Exception {
        new ProcessBuilder("umount", dir.toString()).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor();
    }

    private static List<String> dev() throws Exception {
        try (Stream<Path> files = Files.list(Path.of("/dev"))) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.startsWith(".")).sorted().toList();
        }
    }
}
