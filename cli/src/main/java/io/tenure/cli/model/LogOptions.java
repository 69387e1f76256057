package io.tenure.cli.model;

import io.tenure.cli.common.ExitCodes;
import io.tenure.cli.common.UserException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** predict's options that apply to {@code --log} alone: refused with {@code --survival}, where they meant nothing. */
final class LogOptions {
    @Option(names = {"--observed", "--platform"}, paramLabel = "KEY",
            description = "With --log: the model's key of the platform the log comes from, instead of the one found"
                    + " from the log's collector, JVM and heap.")
    String observedPlatform;

    @Option(names = "--jfr", paramLabel = "FILE", description = "With --log: the program's JFR recording of the same run.")
    Path jfr;

    @Option(names = "--calibrate", paramLabel = "BUNDLE",
            description = "With --log and a model v2: a 'tenure compare' bundle of the same program, measured on the log's"
                    + " collector and at least one other. Its ratios pin the program's reference-store rate, which a log"
                    + " cannot show, for the predictions of the other collectors (e.g. compare under G1 and Parallel,"
                    + " then predict Shenandoah and ZGC).")
    Path calibrate;

    @Option(names = "--validation-error", paramLabel = "FILE",
            description = "With --log: the predictor's error on the validation panel (tenure-validation-error/1: one"
                    + " object, or an array with one per predictor; default: the docs/validation-error.json this tenure"
                    + " was built with, if any).")
    Path validationError;

    /** Refuses these options without {@code --log}: they were ignored without a word. */
    void refuseWithoutLog() {
        if (calibrate != null) {
            throw new UserException(ExitCodes.USAGE, "--calibrate applies to --log: it calibrates a program's own"
                    + " prediction on its measured ratios");
        }
        // as --calibrate: these were ignored without a word (--jfr of a file that did not exist, exit 0)
        List<String> given = new ArrayList<>();
        if (observedPlatform != null) {
            given.add("--observed");
        }
        if (jfr != null) {
            given.add("--jfr");
        }
        if (validationError != null) {
            given.add("--validation-error");
        }
        if (!given.isEmpty()) {
            throw new UserException(ExitCodes.USAGE, String.join(", ", given) + (given.size() == 1 ? " applies" : " apply")
                    + " to --log, not to --survival: give the program's GC log with --log, or leave "
                    + (given.size() == 1 ? "it" : "them") + " out");
        }
    }
}
