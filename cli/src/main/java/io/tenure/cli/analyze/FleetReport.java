package io.tenure.cli.analyze;

import static io.tenure.cli.analyze.AnalyzeReport.number;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * {@code tenure fleet --format json}: schema {@code tenure-fleet/1}
 * ({@code docs/schemas/tenure-fleet-1.schema.json}): one row per JVM run, robust z-scores of the
 * outlier figures, and groups when {@code --group-by} is given. A figure a run cannot give is null.
 */
@JsonPropertyOrder({"schema", "tool", "version", "outlierZ", "groupBy", "runs", "groups", "skipped"})
record FleetReport(String schema, String tool, String version, BigDecimal outlierZ, String groupBy, List<RowJson> runs,
                   List<GroupJson> groups, List<String> skipped) {
    static final String SCHEMA = "tenure-fleet/1";

    static FleetReport of(Fleet fleet, List<String> skipped, String version) {
        List<RowJson> rows = new ArrayList<>();
        for (int i = 0; i < fleet.rows().size(); i++) {
            rows.add(RowJson.of(fleet.rows().get(i), fleet.zScores().get(i)));
        }
        return new FleetReport(SCHEMA, "tenure", version, BigDecimal.valueOf(Fleet.OUTLIER_Z), fleet.groupBy(), rows,
                fleet.groupBy() == null ? null : fleet.groups().stream().map(GroupJson::of).toList(), skipped);
    }

    @JsonPropertyOrder({"inputs", "run", "jvm", "collector"})
    record RowJson(List<String> inputs, int run, String jvm, String collector, BigDecimal elapsedSeconds, long pauses,
                   BigDecimal pauseP50Ms, BigDecimal pauseP99Ms, BigDecimal pauseMaxMs, BigDecimal overheadPercent,
                   BigDecimal allocationRateMBps, BigDecimal survivalMedian, Findings findings,
                   Map<String, BigDecimal> zScores, List<String> outliers) {
        static RowJson of(FleetRow r, Map<String, OptionalDouble> z) {
            Map<String, BigDecimal> scores = new LinkedHashMap<>();
            z.forEach((k, v) -> scores.put(k, number(v, 3)));
            return new RowJson(r.inputs(), r.run(), r.jvm(), r.collector(), number(r.elapsedSeconds(), 3), r.pauses(),
                    number(r.pauseP50Ms(), 3), number(r.pauseP99Ms(), 3), number(r.pauseMaxMs(), 3),
                    number(r.overheadPercent(), 4), number(r.allocationRateMBps(), 3), number(r.survivalMedian(), 6),
                    new Findings(r.critical(), r.warnings(), r.info()), scores,
                    z.entrySet().stream().filter(e -> Fleet.outlier(e.getValue())).map(Map.Entry::getKey).toList());
        }
    }

    record Findings(long critical, long warning, long info) {
    }

    @JsonPropertyOrder({"key", "runs"})
    record GroupJson(String key, int runs, BigDecimal elapsedSeconds, BigDecimal pauseP50Ms, BigDecimal pauseP99Ms,
                     BigDecimal pauseMaxMs, BigDecimal overheadPercent, BigDecimal allocationRateMBps,
                     BigDecimal survivalMedian, Findings findings, int outlierRuns) {
        static GroupJson of(Fleet.Group g) {
            return new GroupJson(g.key(), g.runs(), number(g.elapsedSeconds(), 3), number(g.pauseP50Ms(), 3),
                    number(g.pauseP99Ms(), 3), number(g.pauseMaxMs(), 3), number(g.overheadPercent(), 4),
                    number(g.allocationRateMBps(), 3), number(g.survivalMedian(), 6),
                    new Findings(g.critical(), g.warnings(), g.info()), g.outliers());
        }
    }
}
