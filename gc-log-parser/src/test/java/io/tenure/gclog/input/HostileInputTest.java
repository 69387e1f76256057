package io.tenure.gclog.input;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.tenure.gclog.Diagnostic;
import io.tenure.gclog.metrics.Analysis;
import io.tenure.gclog.metrics.AnalysisOptions;
import io.tenure.gclog.metrics.GcLogAnalyzer;
import io.tenure.gclog.metrics.GcSummary;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.apache.commons.compress.compressors.xz.XZCompressorOutputStream;
import org.apache.commons.compress.compressors.zstandard.ZstdCompressorOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Inputs a careless or hostile user gives: holes, cut archives, endless devices. */
class HostileInputTest {
    private static final Path ROTATED_LEGACY = InputFixtures.set("jdk7-g1-rotating-directory");

    @TempDir
    Path dir;

    /** 64 MiB of NUL before the log (copytruncate's hole) read as "not a GC log". */
    @Test
    void leadingNulBytesAreSkippedWithANote() throws IOException {
        Path plain = ROTATED_LEGACY.resolve("gc.log.0");
        Path holed = dir.resolve("gc.log");
        try (OutputStream out = Files.newOutputStream(holed)) {
            out.write(new byte[64 << 20]);
            Files.copy(plain, out);
        }
        GcSummary withHole = only(holed);
        GcSummary intact = only(plain);
        assertThat(withHole.pauses().count()).isEqualTo(intact.pauses().count());
        assertThat(withHole.diagnostics().samples()).extracting(Diagnostic::code).contains("leading-nul-bytes");
        assertThat(withHole.diagnostics().samples().stream().filter(d -> d.code().equals("leading-nul-bytes"))
                .findFirst().orElseThrow().message()).startsWith("67108864 NUL bytes before the first line skipped");
    }

    /** A cut inside the first block of an xz or zstd file read as "the file is empty". */
    @Test
    void anXzOrZstdCutInItsFirstBlockSaysItIsTruncatedWithTheOffset() throws IOException {
        Path plain = ROTATED_LEGACY.resolve("gc.log.0");
        for (String kind : List.of("xz", "zst")) {
            Path whole = dir.resolve("whole." + kind);
            try (OutputStream out = kind.equals("xz") ? new XZCompressorOutputStream(Files.newOutputStream(whole))
                    : new ZstdCompressorOutputStream(Files.newOutputStream(whole))) {
                Files.copy(plain, out);
            }
            byte[] bytes = Files.readAllBytes(whole);
            Path cut = Files.write(dir.resolve("cut." + kind), Arrays.copyOf(bytes, bytes.length / 2));
            assertThatThrownBy(() -> GcLogAnalyzer.analyzeAll(List.of(cut), AnalysisOptions.DEFAULT))
                    .hasMessageContaining(cut + ": ")
                    .hasMessageContaining("truncated " + (kind.equals("xz") ? "xz" : "zstd") + " stream after 0 bytes (at byte "
                            + bytes.length / 2 + " of the file)")
                    .hasMessageNotContaining("empty");
        }
    }

    /** analyze /dev/zero spooled gigabytes into the temporary directory and never ended. */
    @Test
    @Timeout(60)
    void anEndlessDeviceStopsAtTheStreamBoundAndLeavesNoSpool() throws IOException {
        Path zero = Path.of("/dev/zero");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(zero), "/dev/zero");
        LogInputs inputs = new LogInputs(DecompressionLimits.DEFAULT.withMaxStreamBytes(8 << 20));
        assertThatThrownBy(() -> inputs.resolveAll(List.of(zero)))
                .isInstanceOf(DecompressionLimitException.class)
                .hasMessageStartingWith("/dev/zero: more than 8 MiB read from a stream");
        try (var files = Files.list(io.tenure.io.ScratchSpace.directory())) {
            assertThat(files.filter(p -> p.getFileName().toString().endsWith(".spool")).toList()).isEmpty();
        }
    }

    /** Escape sequences in a log were copied to the terminal in diagnostic excerpts. */
    @Test
    void controlCharactersOfALogAreEscapedInDiagnostics() throws IOException {
        Path log = dir.resolve("gc.log");
        Files.writeString(log, Files.readString(ROTATED_LEGACY.resolve("gc.log.0"))
                + "app: \u001b]0;owned\u0007\u001b[2J cleared\n");
        GcSummary summary = only(log);
        assertThat(summary.diagnostics().samples()).isNotEmpty().allSatisfy(d -> {
            assertThat(d.excerpt()).doesNotContain("\u001b", "\u0007");
            assertThat(d.message()).doesNotContain("\u001b");
        });
        assertThat(summary.diagnostics().samples()).anySatisfy(d -> assertThat(d.excerpt()).contains("\\x1b]0;owned\\x07"));
    }

    private static GcSummary only(Path path) throws IOException {
        Analysis analysis = GcLogAnalyzer.analyzeAll(List.of(path), AnalysisOptions.DEFAULT);
        assertThat(analysis.errors()).isEmpty();
        assertThat(analysis.logs()).hasSize(1);
        return analysis.logs().get(0);
    }
}
