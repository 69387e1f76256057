package io.tenure.e2e.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.apache.commons.compress.compressors.xz.XZCompressorOutputStream;
import org.apache.commons.compress.compressors.zstandard.ZstdCompressorOutputStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What tenure reads, as a careless or hostile user hands it over: cut archives, copytruncate holes,
 * endless devices, escape sequences, a model with impossible figures. Each case asserts the exit
 * code, the message, the input unchanged and no file left behind.
 */
class HostileInputIT {
    private static final Path LOG = Tenure.fixtures()
            .resolve("gclogs/hotspot/unified/jdk17-g1-gcstar=trace-uptime_level_tags.log");
    private static final Path MODEL = Tenure.fixtures().resolve("model/v1-validation-2026-11-22-jdk17-model.json");

    @TempDir
    Path work;

    @AfterEach
    void nothingLeftBehind() throws Exception {
        Tenure.assertNoStrayFiles(work);
    }

    /** A truncated .xz was "the file is empty"; a truncated .zst too. */
    @Test
    void aCutXzOrZstdSaysWhereItBreaks() throws Exception {
        for (String kind : new String[] {"xz", "zst"}) {
            Path whole = work.resolve("whole." + kind);
            try (OutputStream out = kind.equals("xz") ? new XZCompressorOutputStream(Files.newOutputStream(whole))
                    : new ZstdCompressorOutputStream(Files.newOutputStream(whole))) {
                Files.copy(LOG, out);
            }
            byte[] bytes = Files.readAllBytes(whole);
            Path cut = Files.write(work.resolve("cut." + kind), Arrays.copyOf(bytes, bytes.length * 2 / 3));
            Tenure.Result r = Tenure.run(work, "analyze", cut.toString());
            assertThat(r.exitCode()).as("%s", r).isEqualTo(1);
            assertThat(r.err()).contains(cut.toString()).contains("truncated " + (kind.equals("xz") ? "xz" : "zstd")
                    + " stream").contains("of the file)").doesNotContain("empty");
        }
    }

    /** 64 MiB of NUL before the log (copytruncate) was "not a GC log". */
    @Test
    void aLogBehindACopytruncateHoleIsRead() throws Exception {
        Path holed = work.resolve("gc.log");
        try (OutputStream out = Files.newOutputStream(holed)) {
            out.write(new byte[64 << 20]);
            Files.copy(LOG, out);
        }
        Tenure.Result r = Tenure.run(work, "analyze", "--format", "json", holed.toString());
        assertThat(r.exitCode()).as("%s", r).isZero();
        assertThat(r.out()).contains("leading-nul-bytes").contains("\"collector\":\"G1\"");
    }

    /** analyze /dev/zero read without bound and spooled gigabytes into the temporary directory. */
    @Test
    void anEndlessDeviceStopsAtTheBound() throws Exception {
        Tenure.Result r = Tenure.run(work, "analyze", "--max-stream-size", "16m", "/dev/zero");
        assertThat(r.exitCode()).as("%s", r).isEqualTo(1);
        assertThat(r.err()).contains("/dev/zero: more than 16 MiB read from a stream").contains("--max-stream-size")
                .doesNotContain("Exception");
    }

    /** diff and fleet read their inputs as analyze does, and stop at the same bound, which they take too. */
    @Test
    void diffAndFleetStopAnEndlessDeviceAtTheBound() throws Exception {
        for (List<String> args : List.of(List.of("diff", "--max-stream-size", "16m", "/dev/zero", LOG.toString()),
                List.of("fleet", "--max-stream-size", "16m", "/dev/zero"))) {
            Tenure.Result r = Tenure.run(work, args.toArray(String[]::new));
            assertThat(r.exitCode()).as("%s: %s", args, r).isEqualTo(1);
            assertThat(r.err()).as("%s", args).contains("/dev/zero: more than 16 MiB read from a stream")
                    .doesNotContain("Exception");
        }
    }

    /** Escape sequences in a log were copied to the terminal. */
    @Test
    void escapeSequencesOfALogNeverReachTheTerminal() throws Exception {
        Path log = work.resolve("gc.log");
        // a pause line whose duration cannot be read: its excerpt is shown as a warning
        Files.writeString(log, Files.readString(LOG) + "[0.040s][info ][gc                   ] GC(9) Pause Young (Normal)"
                + " (G1 \u001b]0;owned\u0007\u001b[2J) 6M->3M(64M) 3.1x76ms\n", StandardCharsets.UTF_8);
        Tenure.Result r = Tenure.run(work, "analyze", log.toString());
        assertThat(r.out() + r.err()).contains("\\x1b]0;owned\\x07").doesNotContain("\u001b", "\u0007");
    }

    /** A model with a negative intercept: predict printed -6.500 s/GB and a negative interval, exit 0. */
    @Test
    void aModelWithNegativeFiguresIsRefusedNamingTheField() throws Exception {
        String text = Files.readString(MODEL);
        String negative = text.replaceFirst("\"a\" : ([0-9.Ee-]+)", "\"a\" : -10.0");
        assertThat(negative).isNotEqualTo(text);
        Path model = Files.writeString(work.resolve("model.json"), negative);
        Tenure.Result r = Tenure.run(work, "predict", "--model", model.toString(), "--survival", "0.3");
        assertThat(r.exitCode()).as("%s", r).isEqualTo(1);
        assertThat(r.err()).contains(model + ": fits[").contains("].parameters: the curve a + b*s gives -")
                .contains("cannot be negative");
        assertThat(Files.readString(model)).isEqualTo(negative);
    }
}
