package io.tenure.cli.analyze;

import io.tenure.gclog.findings.Finding;
import io.tenure.gclog.findings.RunAnalysis;
import io.tenure.report.Provenance;
import io.tenure.report.ReportModel;
import io.tenure.report.Section;
import io.tenure.report.Table;
import io.tenure.report.render.HtmlWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.stream.Stream;

/**
 * {@code tenure diff --html FILE}: one offline page with the look of {@code tenure analyze --html}
 * (the reports module's template and writer, which escapes every string and allows no network
 * request): the verdict first, then the findings that appeared or disappeared, every metric side by
 * side with its change and range, rows coloured better or worse (and saying so), and what was read.
 * The page has no chart, so no charting library and no script that reads data: a log's text only
 * ever reaches the page as escaped text.
 */
final class DiffHtml {
    static final String KIND = "gc-log-diff";

    private DiffHtml() {
    }

    static String page(Diff diff, List<String> commandLine, String toolVersion, String createdAt) {
        ReportModel model = model(diff, commandLine, toolVersion, createdAt);
        return new String(HtmlWriter.tablesOnly().render(model).get(0).content(), StandardCharsets.UTF_8);
    }

    static ReportModel model(Diff diff, List<String> commandLine, String toolVersion, String createdAt) {
        List<String> inputs = Stream.concat(diff.base().inputs().stream(), diff.next().inputs().stream()).toList();
        Provenance provenance = new Provenance("tenure", toolVersion, createdAt, commandLine, inputs, List.of());
        return new ReportModel(ReportModel.SCHEMA, KIND, "tenure diff: " + name(diff.base()) + " → " + name(diff.next()),
                provenance, summary(diff), List.of(findings(diff), metrics(diff), sides(diff)));
    }

    private static String name(Diff.Side side) {
        List<String> inputs = side.inputs();
        return inputs.size() == 1 ? inputs.get(0) : inputs.get(0) + " and " + (inputs.size() - 1) + " more";
    }

    /** The verdict, then each judged metric that moved, then each finding that appeared (as a warning). */
    private static List<String> summary(Diff diff) {
        List<String> lines = new ArrayList<>();
        long better = diff.metrics().stream().filter(c -> "better".equals(c.direction())).count();
        long worse = diff.metrics().stream().filter(c -> "worse".equals(c.direction())).count();
        lines.add(String.format(Locale.ROOT, "Verdict: %s (%s better, %s worse; %s appeared, %s disappeared).",
                diff.verdict(), SummaryText.count(better, "metric"), SummaryText.count(worse, "metric"),
                SummaryText.count(diff.appeared().size(), "finding"), SummaryText.count(diff.disappeared().size(), "finding")));
        for (Diff.MetricChange c : diff.metrics()) {
            if ("better".equals(c.direction()) || "worse".equals(c.direction())) {
                lines.add(c.metric().id + ": " + DiffText.value(c.metric(), c.base().value()) + " → "
                        + DiffText.value(c.metric(), c.next().value()) + " (" + DiffText.signed(c.metric(), c.change())
                        + "), " + c.direction() + ".");
            }
        }
        for (String code : diff.appeared()) {
            // "Warning:" sets the line apart on the page; the finding's own severity is said beside it
            Optional<Finding> appeared = finding(diff.next(), code);
            lines.add("Warning: the finding " + code + appeared.map(f -> " (" + f.severity().label() + ")").orElse("")
                    + " appeared" + appeared.map(f -> ": " + f.title()).orElse("") + ".");
        }
        return lines;
    }

    private static Section findings(Diff diff) {
        List<List<Object>> rows = new ArrayList<>();
        List<Table.Tone> tones = new ArrayList<>();
        for (String code : diff.appeared()) {
            rows.add(findingRow(code, "appeared", finding(diff.next(), code)));
            tones.add(Table.Tone.WORSE);
        }
        for (String code : diff.disappeared()) {
            rows.add(findingRow(code, "disappeared", finding(diff.base(), code)));
            tones.add(Table.Tone.BETTER);
        }
        Table table = new Table("findings", "Findings that appeared or disappeared", List.of(
                Table.Column.text("finding"), Table.Column.text("severity"), Table.Column.text("what the log shows"),
                Table.Column.text("first evidence"), Table.Column.text("suggestion"), Table.Column.text("change")),
                rows, tones);
        return new Section("findings", "Findings", List.of("A finding of NEW that BASE did not have counts as worse, "
                + "one that went away as better (docs/FINDINGS.md explains each)."), List.of(), List.of(table), List.of());
    }

    private static List<Object> findingRow(String code, String change, Optional<Finding> finding) {
        // the change last: the page marks a row's last cell as its judgement
        return List.of(code, finding.map(f -> f.severity().label()).orElse("—"),
                finding.map(Finding::title).orElse("—"),
                finding.flatMap(f -> f.evidence().stream().findFirst()).map(Finding.Evidence::render).orElse("—"),
                finding.map(Finding::suggestion).orElse("—"), change);
    }

    /** The first finding of {@code code} among a side's runs. */
    private static Optional<Finding> finding(Diff.Side side, String code) {
        return side.runs().stream().map(RunAnalysis::findings).flatMap(List::stream)
                .filter(f -> f.code().equals(code)).findFirst();
    }

    private static Section metrics(Diff diff) {
        List<List<Object>> rows = new ArrayList<>();
        List<Table.Tone> tones = new ArrayList<>();
        for (Diff.MetricChange c : diff.metrics()) {
            DiffMetric m = c.metric();
            rows.add(List.of(m.id, DiffText.value(m, c.base().value()), range(m, c.base()),
                    DiffText.value(m, c.next().value()), range(m, c.next()), DiffText.signed(m, c.change()),
                    percent(c.relativePercent()), judgement(c)));
            tones.add("better".equals(c.direction()) ? Table.Tone.BETTER
                    : "worse".equals(c.direction()) ? Table.Tone.WORSE : Table.Tone.PLAIN);
        }
        Table table = new Table("metrics", "Every metric, BASE and NEW", List.of(Table.Column.text("metric"),
                Table.Column.text("BASE"), Table.Column.text("BASE range"), Table.Column.text("NEW"),
                Table.Column.text("NEW range"), Table.Column.text("change"), Table.Column.text("change (%)"),
                Table.Column.text("judgement")), rows, tones);
        return new Section("metrics", "Metrics", List.of(
                "A side of several JVM runs shows the median of its runs' figures, and their range (min..max) as the "
                        + "interval; a side of one run has no range.",
                String.format(Locale.ROOT, "A change is judged better or worse when it is at least %.0f %% of the larger "
                        + "side (overhead also %.1f percentage points, full collections at least one) and, when both "
                        + "sides have ranges, the ranges do not overlap; figures that describe the workload "
                        + "(allocation rate, survival) are shown but not judged. Rules: docs/ANALYZE.md, \"tenure diff\".",
                        Diff.NOISE_RELATIVE * 100, Diff.NOISE_OVERHEAD_POINTS)),
                List.of(), List.of(table), List.of());
    }

    private static String range(DiffMetric m, Diff.Figure f) {
        return f.min().isPresent() ? DiffText.value(m, f.min()) + " .. " + DiffText.value(m, f.max()) : "—";
    }

    private static String percent(OptionalDouble relative) {
        return relative.isPresent() ? String.format(Locale.ROOT, "%+.1f %%", relative.getAsDouble()) : "—";
    }

    private static String judgement(Diff.MetricChange c) {
        if (c.direction() != null) {
            return c.direction().equals("same") ? "within noise" : c.direction();
        }
        return c.metric().lowerIsBetter == null ? "not judged" : "not known";
    }

    private static Section sides(Diff diff) {
        List<List<Object>> rows = new ArrayList<>();
        for (Diff.Side side : List.of(diff.base(), diff.next())) {
            rows.add(List.of(side.label(), String.join(", ", side.inputs()), side.runs().size(),
                    side.collectors().isEmpty() ? "not named" : String.join(", ", side.collectors()),
                    side.findingCodes().isEmpty() ? "none" : String.join(", ", side.findingCodes())));
        }
        Table table = new Table("sides", "The two sides", List.of(Table.Column.text("side"), Table.Column.text("logs"),
                Table.Column.number("JVM runs", "", 1), Table.Column.text("collector"), Table.Column.text("findings")),
                rows);
        return new Section("sides", "What was compared", List.of(
                "Each side is analysed as tenure analyze would; a side's runs are never pooled into one run's figures."),
                List.of(), List.of(table), List.of());
    }
}
