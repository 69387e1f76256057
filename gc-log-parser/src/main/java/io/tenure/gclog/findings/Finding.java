package io.tenure.gclog.findings;

import io.tenure.io.TerminalText;
import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.regex.Pattern;

/**
 * Something wrong (or worth changing) in a JVM run, with the lines that show it and what to do.
 *
 * @param code       stable kebab-case identifier of the rule, e.g. {@code long-pause}; {@code --fail-on} names it
 * @param severity   how much it matters; findings are ranked by it
 * @param title      one line saying what was found, with the headline figure
 * @param evidence   where the log shows it (file, line, figures), the most telling first, at most {@link #MAX_EVIDENCE}
 * @param suggestion the flag or change that addresses it
 * @param docUrl     the section of {@code docs/FINDINGS.md} that explains the rule, relative to the repository root
 */
public record Finding(String code, Severity severity, String title, List<Evidence> evidence, String suggestion,
                      String docUrl) {
    /** Evidence lines kept per finding: enough to find the spot, few enough to read. */
    public static final int MAX_EVIDENCE = 5;
    private static final Pattern CODE = Pattern.compile("[a-z][a-z0-9]*(-[a-z0-9]+)*");

    public Finding {
        Objects.requireNonNull(code, "code");
        if (!CODE.matcher(code).matches()) {
            throw new IllegalArgumentException("finding code must be kebab-case: " + code);
        }
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(title, "title");
        evidence = List.copyOf(evidence.size() > MAX_EVIDENCE ? evidence.subList(0, MAX_EVIDENCE) : evidence);
        Objects.requireNonNull(suggestion, "suggestion");
        Objects.requireNonNull(docUrl, "docUrl");
    }

    /** The documentation link of a rule. */
    public static String docUrl(String code) {
        return "docs/FINDINGS.md#" + code;
    }

    /** Ranked: the first constant is the most severe. */
    public enum Severity {
        CRITICAL, WARNING, INFO;

        public String label() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /**
     * One place in the log that shows the finding.
     *
     * @param file    the log file's display name
     * @param line    1-based line (JFR: event index), empty for a figure of the whole run
     * @param figures what that place shows, in words with units, e.g. {@code "Full GC (Allocation Failure) 23.2 s"}
     */
    public record Evidence(String file, OptionalLong line, String figures) {
        public Evidence {
            Objects.requireNonNull(file, "file");
            Objects.requireNonNull(line, "line");
            Objects.requireNonNull(figures, "figures");
            file = TerminalText.escape(file); // an archive's member names come from the archive
            figures = TerminalText.escape(figures);
            if (line.isPresent() && line.getAsLong() < 1) {
                throw new IllegalArgumentException("line must be >= 1: " + line);
            }
        }

        public static Evidence at(io.tenure.gclog.SourceLocation where, String figures) {
            return new Evidence(where.file(), OptionalLong.of(where.line()), figures);
        }

        public static Evidence ofRun(String file, String figures) {
            return new Evidence(file, OptionalLong.empty(), figures);
        }

        /** {@code file:line: figures}, as a compiler would point at it. */
        public String render() {
            return file + (line.isPresent() ? ":" + line.getAsLong() : "") + ": " + figures;
        }
    }
}
