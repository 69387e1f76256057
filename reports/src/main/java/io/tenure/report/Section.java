package io.tenure.report;

import com.fasterxml.jackson.annotation.JsonIgnore;
import java.util.List;
import java.util.Objects;

/**
 * One section of a report: a heading, a few paragraphs that say what to read from it, its
 * charts and tables, and caveats.
 *
 * @param id         stable, lower-case, hyphenated; HTML anchors and file names derive from it
 * @param paragraphs plain text (writers escape it)
 * @param notes      caveats worth a reader's attention (extrapolation, missing data)
 * @param collapsed  reference material a reader opens when needed (the platform table): the
 *                   HTML page and the Markdown file fold it under its heading. How it is shown,
 *                   not what it says, so {@code report.json} leaves it out.
 */
public record Section(String id, String title, List<String> paragraphs, List<ChartSpec> charts, List<Table> tables,
                      List<String> notes, @JsonIgnore boolean collapsed) {
    public Section {
        Ids.require(id);
        Objects.requireNonNull(title, "title");
        paragraphs = List.copyOf(paragraphs);
        charts = List.copyOf(charts);
        tables = List.copyOf(tables);
        notes = List.copyOf(notes);
    }

    /** A section shown open. */
    public Section(String id, String title, List<String> paragraphs, List<ChartSpec> charts, List<Table> tables,
                   List<String> notes) {
        this(id, title, paragraphs, charts, tables, notes, false);
    }
}
