package io.tenure.report.render;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.tenure.report.OutputFile;
import io.tenure.report.ReportModel;
import io.tenure.report.ReportWriter;
import java.io.UncheckedIOException;
import java.util.List;

/** {@code report.json}: the report model as it is, for scripts and for diffing two reports. */
public final class JsonWriter implements ReportWriter {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
            .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS);

    @Override
    public List<OutputFile> render(ReportModel model) {
        return List.of(OutputFile.utf8("report.json", toJson(model) + "\n"));
    }

    public static String toJson(Object value) {
        try {
            return JSON.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            // the model is plain records of strings, numbers and lists: this is a bug, not input
            throw new UncheckedIOException("cannot serialise the report model", e);
        }
    }

    static ObjectMapper mapper() {
        return JSON;
    }
}
