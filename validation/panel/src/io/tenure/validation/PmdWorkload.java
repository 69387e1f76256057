package io.tenure.validation;

import java.nio.file.Path;
import java.nio.file.Paths;
import net.sourceforge.pmd.PMDConfiguration;
import net.sourceforge.pmd.PmdAnalysis;
import net.sourceforge.pmd.lang.LanguageRegistry;
import net.sourceforge.pmd.reporting.Report;

/**
 * Validation workload (d): the PMD 7 static analyser checking a real source tree with its Java
 * "quickstart" rule set, in the calling thread (DaCapo's pmd, on the Commons Math sources javac
 * compiles).
 *
 * <p>Usage: {@code PmdWorkload RESULT.json SOURCE_DIR WARMUP_ROUNDS MEASURED_ROUNDS}. A round is one
 * full analysis with a fresh {@code PmdAnalysis} (no incremental cache): parse, resolve types, run
 * the rules, collect the report.
 */
public final class PmdWorkload {
    private PmdWorkload() {
    }

    public static void main(String[] args) throws java.io.IOException {
        if (args.length != 4) {
            throw new IllegalArgumentException("usage: PmdWorkload RESULT.json SOURCE_DIR WARMUP_ROUNDS MEASURED_ROUNDS");
        }
        Path result = Paths.get(args[0]);
        Path sources = Paths.get(args[1]);
        int warmup = Integer.parseInt(args[2]);
        int measured = Integer.parseInt(args[3]);
        for (int i = 0; i < warmup; i++) {
            analyse(sources);
        }
        MeasuredPhase phase = new MeasuredPhase();
        phase.start();
        long files = 0;
        for (int i = 0; i < measured; i++) {
            files += analyse(sources);
        }
        phase.finish(result, "pmd", files, "source files analysed");
    }

    /** One analysis; returns the number of files analysed (an empty tree is an input problem). */
    private static long analyse(Path sources) {
        PMDConfiguration config = new PMDConfiguration();
        config.setThreads(0); // 0: analyse in this thread, as javac does
        config.setIgnoreIncrementalAnalysis(true);
        config.setDefaultLanguageVersion(LanguageRegistry.PMD.getLanguageById("java").getVersion("8"));
        config.addInputPath(sources);
        config.addRuleSet("rulesets/java/quickstart.xml");
        try (PmdAnalysis pmd = PmdAnalysis.create(config)) {
            long files = pmd.files().getCollectedFiles().size();
            if (files == 0) {
                throw new IllegalArgumentException("no source files under " + sources);
            }
            Report report = pmd.performAnalysisAndCollectReport();
            if (!report.getProcessingErrors().isEmpty()) {
                throw new IllegalStateException("PMD could not process " + report.getProcessingErrors().size() + " files, e.g. "
                        + report.getProcessingErrors().get(0).getMsg());
            }
            return files;
        }
    }
}
