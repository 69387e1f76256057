package io.tenure.report.render;

import io.tenure.report.ChartSpec;
import io.tenure.report.OutputFile;
import io.tenure.report.Provenance;
import io.tenure.report.ReportModel;
import io.tenure.report.ReportWriter;
import io.tenure.report.Section;
import io.tenure.report.Table;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code report.md} with one static SVG per chart in {@code charts/}, for wikis, pull requests
 * and e-mail. Every string from the inputs is escaped ({@link Escape#markdown}).
 */
public final class MarkdownWriter implements ReportWriter {
    @Override
    public List<OutputFile> render(ReportModel model) {
        List<OutputFile> files = new ArrayList<>();
        StringBuilder md = new StringBuilder(16384);
        md.append("# ").append(Escape.markdown(model.title())).append("\n\n");
        for (String line : model.summary()) {
            md.append("- ").append(Escape.markdown(line)).append('\n');
        }
        md.append('\n');
        for (Section section : model.sections()) {
            md.append("## ").append(Escape.markdown(section.title())).append("\n\n");
            if (section.collapsed()) {
                // GitHub and most wikis fold this; elsewhere the tags are ignored and everything shows
                md.append("<details><summary>").append(Escape.html(section.title())).append(" (click to open)</summary>\n\n");
            }
            for (String paragraph : section.paragraphs()) {
                md.append(Escape.markdown(paragraph)).append("\n\n");
            }
            boolean multiples = HtmlWriter.smallMultiples(section.charts());
            for (ChartSpec chart : section.charts()) {
                String file = "charts/" + chart.id() + ".svg";
                files.add(OutputFile.utf8(file, SvgChart.render(chart)));
                md.append("![").append(Escape.markdown(chart.title())).append("](").append(file).append(")\n\n");
                if (!chart.caption().isEmpty() && !multiples) {
                    md.append('*').append(Escape.markdown(chart.caption())).append("*\n\n");
                }
            }
            if (multiples && !section.charts().get(0).caption().isEmpty()) {
                md.append('*').append(Escape.markdown(section.charts().get(0).caption())).append("*\n\n");
            }
            for (Table table : section.tables()) {
                table(md, table);
            }
            for (String note : section.notes()) {
                md.append("> ").append(Escape.markdown(note)).append("\n\n");
            }
            if (section.collapsed()) {
                md.append("</details>\n\n");
            }
        }
        provenance(md, model.provenance());
        files.add(0, OutputFile.utf8("report.md", md.toString()));
        return files;
    }

    private static void table(StringBuilder md, Table table) {
        md.append("**").append(Escape.markdown(table.title())).append("** (`csv/").append(table.id()).append(".csv`)\n\n");
        if (table.rows().isEmpty()) {
            md.append("*(none)*\n\n");
            return;
        }
        md.append('|');
        table.columns().forEach(c -> md.append(' ').append(Escape.markdown(c.heading())).append(" |"));
        md.append("\n|");
        table.columns().forEach(c -> md.append(c.digits() > 0 ? " ---: |" : " --- |"));
        md.append('\n');
        for (List<Object> row : table.rows()) {
            md.append('|');
            for (int i = 0; i < row.size(); i++) {
                md.append(' ').append(Escape.markdown(Numbers.cell(row.get(i), table.columns().get(i).digits()))).append(" |");
            }
            md.append('\n');
        }
        md.append('\n');
    }

    private static void provenance(StringBuilder md, Provenance p) {
        md.append("## Provenance\n\n");
        md.append("- tool: ").append(Escape.markdown(p.tool() + " " + p.toolVersion())).append('\n');
        md.append("- written: ").append(Escape.markdown(p.createdAt())).append('\n');
        md.append("- command: ").append(Escape.markdown(String.join(" ", p.commandLine()))).append('\n');
        for (String input : p.inputs()) {
            md.append("- input: ").append(Escape.markdown(input)).append('\n');
        }
        for (String command : p.commands()) {
            md.append("- fork: ").append(Escape.markdown(command)).append('\n');
        }
        md.append('\n');
    }
}
