package io.tenure.report.render;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.tenure.io.Json;
import io.tenure.report.OutputFile;
import io.tenure.report.ReportModel;
import io.tenure.report.ReportWriter;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * {@code report.json} ({@value ReportModel#SCHEMA}): the report model as it is, for scripts and
 * for diffing two reports, written by the one configured mapper ({@link Json}).
 */
public final class JsonWriter implements ReportWriter {
    @Override
    public List<OutputFile> render(ReportModel model) {
        return List.of(OutputFile.utf8("report.json", Json.toPrettyString(model)));
    }

    /** {@code value} as compact JSON (chart options inlined in the HTML page). */
    public static String toJson(Object value) {
        try {
            return Json.mapper().writeValueAsString(value);
        } catch (JsonProcessingException e) {
            // the model is plain records of strings, numbers and lists: this is a bug, not input
            throw new UncheckedIOException("cannot serialise the report model", e);
        }
    }
}
