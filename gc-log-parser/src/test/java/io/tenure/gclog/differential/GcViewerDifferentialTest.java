package io.tenure.gclog.differential;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import io.tenure.gclog.Diagnostic;
import io.tenure.gclog.corpus.ForeignFormats;
import io.tenure.gclog.detect.UnknownFormatException;
import io.tenure.gclog.metrics.GcLogAnalyzer;
import io.tenure.gclog.metrics.GcSummary;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * tenure against GCViewer 1.36 on every real log both read: the same number of pauses and the
 * same total pause time within 1 %, or an entry in {@link Disagreement#KNOWN} that says which
 * tool is wrong and why, checked against the log. One test per file, named after it.
 *
 * <p>Logs: tenure's fixtures ({@code ${tenure.fixtures}/gclogs/**}) and the real-log corpus
 * ({@code ${tenure.fixtures}/corpus/**}). A file GCViewer does not read is skipped with
 * its error; a file tenure does not read is skipped only when {@link ForeignFormats} lists it (and
 * fails otherwise). A fixture copied from the corpus shares its original's explanation
 * ({@link Disagreement#COPIES}). {@code docs/gcviewer-corpus.tsv} lists what GCViewer finds in each.
 */
class GcViewerDifferentialTest {
    private static final double TOLERANCE = 0.01;

    static Stream<Named<Path>> logs() {
        List<Named<Path>> logs = new ArrayList<>();
        Path fixtures = Corpus.fixtures().orElseThrow(() -> new AssertionError("no fixtures/gclogs"));
        Corpus.logsUnder(fixtures).forEach(p -> logs.add(Named.of("fixtures/gclogs/" + slashed(fixtures.relativize(p)), p)));
        Path corpus = Corpus.corpus();
        Corpus.corpusLogs().forEach(p -> logs.add(Named.of("gc-logs/" + slashed(corpus.relativize(p)), p)));
        return logs.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("logs")
    void tenureAndGcviewerAgreeOnPauses(Path log) throws IOException {
        String key = keyOf(log);
        GcSummary gcviewer = Corpus.gcviewer(log);
        Assumptions.assumeFalse(unreadable(gcviewer), () -> "GCViewer 1.36 does not read " + key + ": " + firstError(gcviewer));
        Optional<String> foreign = ForeignFormats.reason(key);
        GcSummary tenure;
        try {
            tenure = tenure(log);
        } catch (UnknownFormatException notRead) {
            // a listed exclusion, never a silent one: these are what --engine gcviewer is for
            Assumptions.assumeTrue(foreign.isPresent(), () -> key + ": tenure does not read it and ForeignFormats does not"
                    + " list it: " + notRead.getMessage());
            Assumptions.abort(key + ": a format tenure does not read (" + foreign.get() + ")");
            throw new AssertionError("unreachable");
        }
        assertThat(foreign).as("%s is listed in ForeignFormats but tenure reads it: remove it from the list", key).isEmpty();
        Assumptions.assumeTrue(tenure.format().isPresent(), () -> "tenure does not recognise " + key);

        Optional<String> problem = verdict(key, tenure.pauses().count(), tenure.pauses().totalMs(),
                gcviewer.pauses().count(), gcviewer.pauses().totalMs(), Disagreement.forFile(key));
        problem.ifPresent(message -> fail(message));
    }

    /**
     * Why the two tools' figures for {@code key} fail the comparison, or empty when they pass:
     * they agree and no explanation claims otherwise, or they disagree and the explanation's
     * "right" tool finds what the log verifiably has.
     */
    static Optional<String> verdict(String key, long tenureCount, double tenureMs, long gcviewerCount, double gcviewerMs,
                                    Optional<Disagreement> explanation) {
        String figures = String.format(Locale.ROOT, "%s: tenure %d pauses %.3f ms, GCViewer %d pauses %.3f ms", key,
                tenureCount, tenureMs, gcviewerCount, gcviewerMs);
        boolean agree = agree(tenureCount, tenureMs, gcviewerCount, gcviewerMs);
        if (agree) {
            return explanation.map(d -> figures + "; both agree now, so the explanation in Disagreement.KNOWN is stale: remove it");
        }
        if (explanation.isEmpty()) {
            return Optional.of(figures + ". Read the log: fix the tool that is wrong, or add a Disagreement naming it and"
                    + " why (GCViewer's side for every corpus file: docs/gcviewer-corpus.tsv)");
        }
        Disagreement d = explanation.get();
        boolean tenureRight = d.wrongTool() == Disagreement.WrongTool.GCVIEWER;
        long rightCount = tenureRight ? tenureCount : gcviewerCount;
        double rightMs = tenureRight ? tenureMs : gcviewerMs;
        if (agree(rightCount, rightMs, d.verifiedPauses(), d.verifiedTotalMs())) {
            return Optional.empty();
        }
        return Optional.of(String.format(Locale.ROOT, "%s; the explanation says %s is wrong and the log has %d pauses,"
                + " %.4f ms, but the other tool does not find that: %s", figures, d.wrongTool(), d.verifiedPauses(),
                d.verifiedTotalMs(), d.reason()));
    }

    /** Checks GCViewer's side of every explanation now, without waiting for tenure's analyzer. */
    @Test
    void everyExplanationNamesACorpusFileOnWhichGcviewerIsAsDescribed() throws IOException {
        Path corpus = Corpus.corpus();
        for (Disagreement d : Disagreement.KNOWN.values()) {
            Path log = d.file().startsWith("gc-logs/") ? corpus.resolve(d.file().substring("gc-logs/".length())) : null;
            if (log == null) {
                continue;
            }
            assertThat(log).as("explanation for a file that is not in the corpus").exists();
            GcSummary gcviewer = Corpus.gcviewer(log);
            boolean gcviewerRight = agree(gcviewer.pauses().count(), gcviewer.pauses().totalMs(), d.verifiedPauses(), d.verifiedTotalMs());
            assertThat(gcviewerRight)
                    .as("%s: GCViewer finds %d pauses %.3f ms; the log has %d, %.4f ms; explanation says %s is wrong",
                            d.file(), gcviewer.pauses().count(), gcviewer.pauses().totalMs(), d.verifiedPauses(),
                            d.verifiedTotalMs(), d.wrongTool())
                    .isEqualTo(d.wrongTool() == Disagreement.WrongTool.TENURE);
        }
    }

    /** A fixture that borrows a corpus file's explanation must be that file, byte for byte. */
    @Test
    void everyCopiedFixtureIsItsCorpusFile() throws IOException {
        Path corpus = Corpus.corpus();
        Path fixtures = Corpus.fixtures().orElseThrow(() -> new AssertionError("no fixtures/gclogs"));
        for (Map.Entry<String, String> copy : Disagreement.COPIES.entrySet()) {
            Path fixture = fixtures.resolve(copy.getKey().substring("fixtures/gclogs/".length()));
            Path original = corpus.resolve(copy.getValue().substring("gc-logs/".length()));
            assertThat(Disagreement.KNOWN).as("explanation of %s", copy.getValue()).containsKey(copy.getValue());
            assertThat(Files.mismatch(fixture, original)).as("%s is a copy of %s", copy.getKey(), copy.getValue()).isEqualTo(-1L);
        }
    }

    @Test
    void verdictPassesAgreementAndVerifiedExplanationsOnly() {
        Optional<Disagreement> gcviewerWrong = Optional.of(
                new Disagreement("gc-logs/x.log", Disagreement.WrongTool.GCVIEWER, 7, 35.0, "reason"));
        Optional<Disagreement> tenureWrong = Optional.of(
                new Disagreement("gc-logs/x.log", Disagreement.WrongTool.TENURE, 0, 0.0, "reason"));

        assertThat(verdict("x", 7, 35.0, 7, 35.2, Optional.empty())).isEmpty();
        assertThat(verdict("x", 7, 35.0, 7, 35.2, gcviewerWrong)).get().asString().contains("stale");
        assertThat(verdict("x", 7, 35.0, 0, 0.0, Optional.empty())).get().asString().contains("add a Disagreement");
        assertThat(verdict("x", 7, 35.0, 0, 0.0, gcviewerWrong)).isEmpty();
        assertThat(verdict("x", 6, 30.0, 0, 0.0, gcviewerWrong)).get().asString().contains("GCVIEWER is wrong");
        assertThat(verdict("x", 7, 35.0, 0, 0.0, tenureWrong)).isEmpty();
        assertThat(verdict("x", 7, 35.0, 3, 1.0, tenureWrong)).isPresent();
    }

    @Test
    void agreementIsSameCountAndTotalWithinOnePercent() {
        assertThat(agree(3, 100.0, 3, 100.99)).isTrue();
        assertThat(agree(3, 100.0, 3, 101.5)).isFalse();
        assertThat(agree(3, 100.0, 4, 100.0)).isFalse();
        assertThat(agree(0, 0.0, 0, 0.0)).isTrue();
    }

    static boolean agree(long countA, double totalMsA, long countB, double totalMsB) {
        double larger = Math.max(Math.abs(totalMsA), Math.abs(totalMsB));
        return countA == countB && Math.abs(totalMsA - totalMsB) <= TOLERANCE * larger;
    }

    private static GcSummary tenure(Path log) throws IOException {
        return GcLogAnalyzer.analyze(List.of(log));
    }

    private static boolean unreadable(GcSummary gcviewer) {
        return gcviewer.diagnostics().samples().stream()
                .anyMatch(d -> d.code().equals("gcviewer-unrecognised") || d.code().equals("gcviewer-refused"));
    }

    private static String firstError(GcSummary summary) {
        return summary.diagnostics().samples().stream().filter(d -> d.code().startsWith("gcviewer-u") || d.code().startsWith("gcviewer-r"))
                .map(Diagnostic::message).findFirst().orElse("?");
    }

    private static String keyOf(Path log) {
        Optional<Path> fixtures = Corpus.fixtures();
        if (fixtures.isPresent() && log.startsWith(fixtures.get())) {
            return "fixtures/gclogs/" + slashed(fixtures.get().relativize(log));
        }
        Path corpus = Corpus.corpus();
        return "gc-logs/" + slashed(corpus.relativize(log));
    }

    private static String slashed(Path relative) {
        return relative.toString().replace('\\', '/');
    }

}
