package io.tenure.report.assemble;

/**
 * A GC log a bundle keeps for one of its runs, as {@link ReportSources} found it: analysed, missing
 * from the bundle, or unreadable (why). A report draws the first and says the others in a note.
 *
 * @param file       the log's path inside the bundle, as the bundle names it
 * @param log        the analysed log, or null
 * @param unreadable why the log could not be read, or null
 */
public record KeptLog(String file, AnalysedLog log, String unreadable) {
    static KeptLog read(String file, AnalysedLog log) {
        return new KeptLog(file, log, null);
    }

    static KeptLog missing(String file) {
        return new KeptLog(file, null, null);
    }

    static KeptLog unreadable(String file, String why) {
        return new KeptLog(file, null, why);
    }

    public boolean isMissing() {
        return log == null && unreadable == null;
    }
}
