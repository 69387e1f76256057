package io.tenure.cli.analyze;

import static io.tenure.cli.analyze.AnalyzeReport.number;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.math.BigDecimal;
import java.util.List;

/**
 * {@code tenure diff --format json}: schema {@code tenure-diff/1}
 * ({@code docs/schemas/tenure-diff-1.schema.json}). {@code new} is the NEW side; figures are
 * {@code null} where a side cannot give them, ranges {@code null} unless a side has several runs.
 */
@JsonPropertyOrder({"schema", "tool", "version", "verdict", "base", "new", "metrics", "findings"})
record DiffReport(String schema, String tool, String version, String verdict, SideJson base,
                  @JsonProperty("new") SideJson next, List<MetricJson> metrics,
                  FindingsJson findings) {
    static final String SCHEMA = "tenure-diff/1";

    static DiffReport of(Diff diff, String version) {
        return new DiffReport(SCHEMA, "tenure", version, diff.verdict(), SideJson.of(diff.base()),
                SideJson.of(diff.next()), diff.metrics().stream().map(MetricJson::of).toList(),
                new FindingsJson(diff.appeared(), diff.disappeared()));
    }

    record SideJson(List<String> inputs, int runs, List<String> collectors, List<String> findings) {
        static SideJson of(Diff.Side s) {
            return new SideJson(s.inputs(), s.runs().size(), List.copyOf(s.collectors()), List.copyOf(s.findingCodes()));
        }
    }

    @JsonPropertyOrder({"name", "unit", "lowerIsBetter", "base", "new", "change", "changePercent", "direction"})
    record MetricJson(String name, String unit, Boolean lowerIsBetter, FigureJson base,
                      @JsonProperty("new") FigureJson next, BigDecimal change,
                      BigDecimal changePercent, String direction) {
        static MetricJson of(Diff.MetricChange c) {
            return new MetricJson(c.metric().id, c.metric().unit, c.metric().lowerIsBetter, FigureJson.of(c.base()),
                    FigureJson.of(c.next()), number(c.change(), 6), number(c.relativePercent(), 3), c.direction());
        }
    }

    record FigureJson(BigDecimal value, Range range, int runs) {
        static FigureJson of(Diff.Figure f) {
            return new FigureJson(number(f.value(), 6),
                    f.min().isPresent() ? new Range(number(f.min(), 6), number(f.max(), 6)) : null, f.runs());
        }
    }

    record Range(BigDecimal min, BigDecimal max) {
    }

    record FindingsJson(List<String> appeared, List<String> disappeared) {
    }

}
