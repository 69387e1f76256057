package io.tenure.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenure.gclog.Diagnostic;
import io.tenure.gclog.metrics.GcSummary;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.OptionalLong;

/**
 * {@code tenure analyze --format json}: the DESIGN.md contract, one object per log. Every key is
 * always written, {@code null} when the log cannot give the figure; numbers are plain decimals
 * with a fixed number of places (ms to the µs, ratios to 1e-6), independent of the locale.
 */
final class SummaryJson {
    private static final JsonNodeFactory NODES = new JsonNodeFactory(true);
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(JsonGenerator.Feature.WRITE_BIGDECIMAL_AS_PLAIN);

    private SummaryJson() {
    }

    static String write(GcSummary summary, String version) {
        try {
            return MAPPER.writeValueAsString(log(summary, version));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }

    static ObjectNode log(GcSummary s, String version) {
        ObjectNode root = NODES.objectNode();
        root.put("tool", "tenure");
        root.put("version", version);
        figures(root, s);
        ArrayNode runs = root.putArray("runs");
        for (GcSummary run : s.runs()) {
            ObjectNode node = runs.addObject();
            figures(node, run);
            node.remove("diagnostics");
        }
        return root;
    }

    private static void figures(ObjectNode o, GcSummary s) {
        ArrayNode inputs = o.putArray("inputs");
        s.inputs().forEach(inputs::add);
        o.put("format", s.format().map(f -> f.id()).orElse(null));
        s.run().ifPresent(r -> {
            ObjectNode run = o.putObject("run");
            run.put("index", r.index());
            run.put("startedBy", r.startedBy());
            run.set("firstUptimeSeconds", number(r.firstUptimeSeconds(), 3));
            run.set("firstEpochMillis", number(r.firstEpochMillis()));
        });
        ObjectNode jvm = o.putObject("jvm");
        jvm.put("vendor", s.jvm().vendor().orElse(null));
        jvm.put("version", s.jvm().version().orElse(null));
        jvm.put("collector", s.jvm().collector().orElse(null));
        o.set("elapsedSeconds", number(s.elapsedSeconds(), 3));
        ObjectNode pauses = o.putObject("pauses");
        pauses.put("count", s.pauses().count());
        pauses.set("totalMs", number(OptionalDouble.of(s.pauses().totalMs()), 3));
        pauses.set("meanMs", number(s.pauses().meanMs(), 3));
        pauses.set("p50Ms", number(s.pauses().p50Ms(), 3));
        pauses.set("p90Ms", number(s.pauses().p90Ms(), 3));
        pauses.set("p99Ms", number(s.pauses().p99Ms(), 3));
        pauses.set("p999Ms", number(s.pauses().p999Ms(), 3));
        pauses.set("maxMs", number(s.pauses().maxMs(), 3));
        ObjectNode intervals = o.putObject("intervals");
        intervals.put("count", s.intervals().count());
        intervals.set("meanMs", number(s.intervals().meanMs(), 3));
        intervals.set("p50Ms", number(s.intervals().p50Ms(), 3));
        intervals.set("p10Ms", number(s.intervals().p10Ms(), 3));
        o.set("overheadPercent", number(s.overheadPercent(), 4));
        o.set("throughputPercent", number(s.throughputPercent(), 4));
        o.set("allocationRateMBps", number(s.allocationRateMBps(), 3));
        o.set("promotionRateMBps", number(s.promotionRateMBps(), 3));
        survival(o.putObject("survival"), s.survival());
        ObjectNode collections = o.putObject("collections");
        collections.put("young", s.collections().young());
        collections.put("mixed", s.collections().mixed());
        collections.put("full", s.collections().full());
        collections.put("concurrentCycles", s.collections().concurrentCycles());
        diagnostics(o.putObject("diagnostics"), s.diagnostics());
        extensions(o, s);
    }

    private static void survival(ObjectNode o, GcSummary.SurvivalStats s) {
        o.put("youngCollections", s.youngCollections());
        o.set("median", number(s.median(), 6));
        o.set("mean", number(s.mean(), 6));
        o.set("copyMedian", number(s.copyMedian(), 6));
        o.set("copyMean", number(s.copyMean(), 6));
        o.put("copyCollections", s.copyCollections());
        o.put("medianExact", s.medianExact());
        o.put("seriesStride", s.seriesStride());
        ArrayNode series = o.putArray("series");
        s.series().forEach(v -> series.add(round(v, 6)));
    }

    private static void diagnostics(ObjectNode o, GcSummary.DiagnosticSummary d) {
        o.put("unparsedLines", d.unparsedLines());
        o.put("foreignLines", d.foreignLines());
        o.put("problems", d.problems());
        o.put("total", d.total());
        ObjectNode codes = o.putObject("countsByCode");
        new java.util.TreeMap<>(d.countsByCode()).forEach(codes::put);
        ArrayNode samples = o.putArray("samples");
        for (Diagnostic diagnostic : d.samples()) {
            ObjectNode sample = samples.addObject();
            sample.put("file", diagnostic.location().file());
            sample.put("line", diagnostic.location().line());
            sample.put("severity", diagnostic.severity().label());
            sample.put("code", diagnostic.code());
            sample.put("text", diagnostic.excerpt());
            sample.put("reason", diagnostic.message());
        }
    }

    private static void extensions(ObjectNode o, GcSummary s) {
        ObjectNode kinds = o.putObject("eventsByKind");
        for (Map.Entry<String, Long> e : s.eventsByKind().entrySet()) {
            kinds.put(e.getKey(), e.getValue());
        }
        ObjectNode allocation = o.putObject("allocation");
        allocation.set("allocatedBytes", number(s.allocation().allocatedBytes()));
        allocation.set("measuredSeconds", number(s.allocation().measuredSeconds(), 3));
        allocation.set("promotedBytes", number(s.allocation().promotedBytes()));
        ObjectNode safepoints = o.putObject("safepoints");
        safepoints.put("count", s.safepoints().count());
        safepoints.set("totalStoppedMs", number(s.safepoints().totalStoppedMs(), 3));
        safepoints.set("maxStoppedMs", number(s.safepoints().maxStoppedMs(), 3));
        safepoints.set("stoppedPercent", number(s.safepoints().stoppedPercent(), 4));
        ObjectNode heap = o.putObject("heap");
        heap.set("maxHeapCapacityBytes", number(s.heap().maxHeapCapacityBytes()));
        heap.set("maxYoungCapacityBytes", number(s.heap().maxYoungCapacityBytes()));
        heap.set("maxOldCapacityBytes", number(s.heap().maxOldCapacityBytes()));
        heap.set("peakHeapAfterGcBytes", number(s.heap().peakHeapAfterGcBytes()));
        ObjectNode tenuring = o.putObject("tenuring");
        tenuring.put("distributions", s.tenuring().distributions());
        tenuring.set("meanThreshold", number(s.tenuring().meanThreshold(), 3));
        ArrayNode ages = tenuring.putArray("meanBytesByAge");
        s.tenuring().meanBytesByAge().forEach(v -> ages.add(round(v, 1)));
    }

    private static com.fasterxml.jackson.databind.JsonNode number(OptionalDouble value, int places) {
        return value.isPresent() && Double.isFinite(value.getAsDouble())
                ? NODES.numberNode(round(value.getAsDouble(), places)) : NODES.nullNode();
    }

    private static com.fasterxml.jackson.databind.JsonNode number(OptionalLong value) {
        return value.isPresent() ? NODES.numberNode(value.getAsLong()) : NODES.nullNode();
    }

    static BigDecimal round(double value, int places) {
        return BigDecimal.valueOf(value).setScale(places, RoundingMode.HALF_EVEN);
    }
}
