package io.tenure.cli.common;

import io.tenure.model.Response;
import io.tenure.report.ReportFormat;
import java.util.Arrays;
import java.util.Iterator;

/**
 * Values the completion script offers for options whose type is a String (picocli completes enum
 * options by itself, not these): {@code --response} and report's {@code --format} list. Each is
 * taken from where the option's values are defined, so the script cannot drift from what the
 * option accepts.
 */
public final class CompletionCandidates {
    private CompletionCandidates() {
    }

    /** {@code --response} of fit and predict: {@link Response}'s ids. */
    public static final class Responses implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Arrays.stream(Response.values()).map(Response::id).iterator();
        }
    }

    /** report's {@code --format}: {@link ReportFormat}'s ids. */
    public static final class ReportFormats implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Arrays.stream(ReportFormat.values()).map(ReportFormat::id).iterator();
        }
    }
}
