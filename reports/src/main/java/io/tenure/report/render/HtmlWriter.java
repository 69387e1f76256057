package io.tenure.report.render;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenure.report.ChartSpec;
import io.tenure.report.OutputFile;
import io.tenure.report.Provenance;
import io.tenure.report.ReportModel;
import io.tenure.report.ReportWriter;
import io.tenure.report.Section;
import io.tenure.report.Table;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * {@code index.html}: one self-contained page. The ECharts library is inlined, the chart options
 * are JSON in a {@code <script type="application/json">} element, and a small fixed script
 * draws them; a Content-Security-Policy forbids every network request, so the page works offline
 * and cannot leak anything. Every string from the inputs is escaped for its context.
 */
public final class HtmlWriter implements ReportWriter {
    /** Summary sentences that start so are warnings, set apart on the page. */
    private static final String WARNING = "Warning:";
    /** A word longer than this in a table cell may break anywhere. */
    private static final int UNBREAKABLE_CHARS = 24;
    private final String echartsScript;
    /** Whether each table's CSV file is written beside the page (and linked from it). */
    private final boolean csvBeside;

    public HtmlWriter(String echartsScript) {
        this(echartsScript, true);
    }

    private HtmlWriter(String echartsScript, boolean csvBeside) {
        Objects.requireNonNull(echartsScript, "echartsScript");
        if (echartsScript.toLowerCase(Locale.ROOT).contains("</script")) {
            throw new IllegalArgumentException("the charting library contains '</script' and cannot be inlined as it is");
        }
        this.echartsScript = echartsScript;
        this.csvBeside = csvBeside;
    }

    /** With ECharts from the {@code org.mvnpm:echarts} jar on the class path. */
    public static HtmlWriter withBundledEcharts() {
        return new HtmlWriter(Resources.echarts());
    }

    /**
     * For a page written alone ({@code tenure diff --html FILE}): tables and text only, so no
     * charting library is inlined, and no CSV files beside it to link to. A model with charts is refused.
     */
    public static HtmlWriter tablesOnly() {
        return new HtmlWriter("", false);
    }

    @Override
    public List<OutputFile> render(ReportModel model) {
        if (echartsScript.isEmpty() && !model.charts().isEmpty()) {
            throw new IllegalArgumentException("a page without the charting library cannot draw " + model.charts().size()
                    + " charts");
        }
        ObjectNode options = JsonNodeFactory.instance.objectNode();
        StringBuilder body = new StringBuilder(32768);
        // The first screen is the verdict: the summary's sentences, then the first section (the
        // ranking and the headline chart); the contents follow it instead of pushing it down.
        body.append("<header><h1>").append(Escape.html(model.title())).append("</h1>\n");
        body.append("<p class=\"meta\">").append(Escape.html(model.provenance().tool() + " "
                + model.provenance().toolVersion() + " · " + model.provenance().createdAt())).append("</p>\n");
        if (!model.summary().isEmpty()) {
            body.append("<ul class=\"summary\" id=\"summary\">\n");
            model.summary().forEach(s -> body.append(s.startsWith(WARNING) ? "<li class=\"warn\">" : "<li>")
                    .append(Escape.html(s)).append("</li>\n"));
            body.append("</ul>\n");
        }
        body.append("</header>\n<main>\n");
        for (int i = 0; i < model.sections().size(); i++) {
            section(body, model.sections().get(i), options);
            if (i == 0) {
                nav(body, model);
            }
        }
        if (model.sections().isEmpty()) {
            nav(body, model);
        }
        provenance(body, model.provenance());
        body.append("</main>\n");
        String page = Template.fill(Resources.template(), Map.of(
                "title", Escape.html(model.title()),
                "body", body.toString(),
                "charts", Escape.jsonInScript(JsonWriter.toJson(options)),
                "status", model.charts().isEmpty() ? ""
                        : "Charts need JavaScript; every figure is also in the tables and the CSV files.",
                "echarts", echartsScript));
        return List.of(OutputFile.utf8("index.html", page));
    }

    private static void nav(StringBuilder body, ReportModel model) {
        body.append("<nav><ol>\n");
        for (Section section : model.sections()) {
            body.append("<li><a href=\"#").append(section.id()).append("\">").append(Escape.html(section.title()))
                    .append("</a></li>\n");
        }
        body.append("<li><a href=\"#provenance\">Provenance</a></li>\n</ol></nav>\n");
    }

    private void section(StringBuilder body, Section section, ObjectNode options) {
        body.append("<section id=\"").append(section.id()).append("\">\n");
        if (section.collapsed()) {
            // folded, not hidden: the heading stays in the page's outline and opens it
            body.append("<details><summary><h2>").append(Escape.html(section.title())).append("</h2></summary>\n");
        } else {
            body.append("<h2>").append(Escape.html(section.title())).append("</h2>\n");
        }
        for (String paragraph : section.paragraphs()) {
            body.append("<p>").append(Escape.html(paragraph)).append("</p>\n");
        }
        boolean multiples = smallMultiples(section.charts());
        if (multiples) {
            body.append("<div class=\"multiples\">\n");
        }
        for (ChartSpec chart : section.charts()) {
            options.set(chart.id(), EchartsOptions.of(chart));
            body.append("<figure><div class=\"chart\" id=\"chart-").append(chart.id()).append("\" data-chart=\"")
                    .append(chart.id()).append("\" role=\"img\" aria-label=\"").append(Escape.html(chart.title()))
                    .append("\"></div>");
            if (!chart.caption().isEmpty() && !multiples) {
                body.append("<figcaption>").append(Escape.html(chart.caption())).append("</figcaption>");
            }
            body.append("</figure>\n");
        }
        if (multiples) {
            body.append("</div>\n");
            if (!section.charts().get(0).caption().isEmpty()) {
                body.append("<p class=\"caption\">").append(Escape.html(section.charts().get(0).caption())).append("</p>\n");
            }
        }
        for (Table table : section.tables()) {
            table(body, table);
        }
        for (String note : section.notes()) {
            body.append("<p class=\"note\">").append(Escape.html(note)).append("</p>\n");
        }
        body.append(section.collapsed() ? "</details>\n</section>\n" : "</section>\n");
    }

    /**
     * Charts drawn as a grid of small multiples: several charts on the same fixed axes (both ends of
     * both axes given) with one caption, so a reader compares their heights at a glance.
     */
    static boolean smallMultiples(List<ChartSpec> charts) {
        if (charts.size() < 2) {
            return false;
        }
        ChartSpec first = charts.get(0);
        if (first.y().min() == null || first.y().max() == null || first.x().min() == null || first.x().max() == null) {
            return false;
        }
        return charts.stream().allMatch(c -> c.x().equals(first.x()) && c.y().equals(first.y()) && c.y2() == null
                && c.caption().equals(first.caption()));
    }

    private void table(StringBuilder body, Table table) {
        body.append("<div class=\"table\"><h3>").append(Escape.html(table.title()));
        if (csvBeside) {
            body.append(" <a class=\"csv\" href=\"csv/").append(table.id()).append(".csv\">CSV</a>");
        }
        body.append("</h3>\n");
        if (table.rows().isEmpty()) {
            body.append("<p class=\"empty\">none</p></div>\n");
            return;
        }
        body.append("<table id=\"table-").append(table.id()).append("\"><thead><tr>");
        table.columns().forEach(c -> body.append(c.digits() > 0 ? "<th class=\"num\">" : "<th>")
                .append(Escape.html(c.heading())).append("</th>"));
        body.append("</tr></thead>\n<tbody>\n");
        for (int r = 0; r < table.rows().size(); r++) {
            List<Object> row = table.rows().get(r);
            body.append(switch (table.tones().get(r)) {
                case PLAIN -> "<tr>";
                case BETTER -> "<tr class=\"better\">";
                case WORSE -> "<tr class=\"worse\">";
            });
            for (int i = 0; i < row.size(); i++) {
                Object value = row.get(i);
                body.append(value instanceof Number || value == null && table.columns().get(i).digits() > 0
                        ? "<td class=\"num\">" : unbreakable(value) ? "<td class=\"wrap\">" : "<td>");
                body.append(Escape.html(Numbers.cell(value, table.columns().get(i).digits()))).append("</td>");
            }
            body.append("</tr>\n");
        }
        body.append("</tbody></table></div>\n");
    }

    /**
     * Text with a run too long to fit a column (a platform key, a bundle path): it may break
     * anywhere. Only such cells, since breaking anywhere also lets the table squeeze every other
     * column down to a letter.
     */
    private static boolean unbreakable(Object value) {
        if (!(value instanceof String text)) {
            return false;
        }
        for (String token : text.split("\\s+")) {
            if (token.length() > UNBREAKABLE_CHARS) {
                return true;
            }
        }
        return false;
    }

    private static void provenance(StringBuilder body, Provenance p) {
        body.append("<section id=\"provenance\"><h2>Provenance</h2>\n<dl>\n");
        item(body, "tool", p.tool() + " " + p.toolVersion());
        item(body, "written", p.createdAt());
        item(body, "command", String.join(" ", p.commandLine()));
        for (String input : p.inputs()) {
            item(body, "input", input);
        }
        for (String command : p.commands()) {
            item(body, "fork", command);
        }
        body.append("</dl></section>\n");
    }

    private static void item(StringBuilder body, String term, String value) {
        body.append("<dt>").append(Escape.html(term)).append("</dt><dd><code>").append(Escape.html(value))
                .append("</code></dd>\n");
    }
}
