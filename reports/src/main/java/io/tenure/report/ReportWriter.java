package io.tenure.report;

import java.util.List;

/** Renders a {@link ReportModel} to files, without touching the file system. */
public interface ReportWriter {
    List<OutputFile> render(ReportModel model);
}
