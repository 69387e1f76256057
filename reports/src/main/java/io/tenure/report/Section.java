package io.tenure.report;

import java.util.List;
import java.util.Objects;

/**
 * One section of a report: a heading, a few paragraphs that say what to read from it, its
 * charts and tables, and caveats.
 *
 * @param id         stable, lower-case, hyphenated; HTML anchors and file names derive from it
 * @param paragraphs plain text (writers escape it)
 * @param notes      caveats worth a reader's attention (extrapolation, missing data)
 */
public record Section(String id, String title, List<String> paragraphs, List<ChartSpec> charts, List<Table> tables,
                      List<String> notes) {
    public Section {
        Ids.require(id);
        Objects.requireNonNull(title, "title");
        paragraphs = List.copyOf(paragraphs);
        charts = List.copyOf(charts);
        tables = List.copyOf(tables);
        notes = List.copyOf(notes);
    }
}
