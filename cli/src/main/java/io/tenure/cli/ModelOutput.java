package io.tenure.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenure.model.CandidateScore;
import io.tenure.model.CrossoverResult;
import io.tenure.model.Crossing;
import io.tenure.model.Estimate;
import io.tenure.model.FitQuality;
import io.tenure.model.Gap;
import io.tenure.model.Platform;
import io.tenure.model.PlatformFit;
import io.tenure.model.Prediction;
import io.tenure.model.UnfittedPlatform;
import io.tenure.model.fit.Curve;
import io.tenure.model.fit.ModelKind;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/**
 * Text and JSON renderings of fits, rankings, gaps and crossovers, shared by {@code tenure fit}
 * and {@code tenure predict}. Every number goes through {@link Locale#ROOT}.
 */
final class ModelOutput {
    static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private ModelOutput() {
    }

    static String number(double value) {
        return String.format(Locale.ROOT, "%.4g", value);
    }

    static String optional(Double value) {
        return value == null ? "n/a" : number(value);
    }

    static String interval(Estimate estimate) {
        return estimate.ci95Low() == null ? "[n/a]"
                : "[" + number(estimate.ci95Low()) + ", " + number(estimate.ci95High()) + "]";
    }

    /** What a response's values are, for headings. */
    static String describe(io.tenure.model.Response response) {
        switch (response) {
            case TIME:
                return "time per GB allocated (s/GB)";
            case CPU_TIME:
                return "CPU time per GB allocated (s/GB)";
            case GC_OVERHEAD:
                return "GC overhead (%)";
            case PAUSE_MEAN:
                return "mean pause (ms)";
            case PAUSE_P99:
                return "99th percentile pause (ms)";
            case INTERVAL_MEAN:
                return "mean interval between pauses (ms)";
            default:
                throw new AssertionError(response);
        }
    }

    // ---- JSON ----

    static void putPlatform(ObjectNode node, Platform p) {
        node.put("platform", p.key());
        node.put("host", p.host());
        node.put("jvm", p.jvm());
        node.put("collector", p.collector());
        node.put("heapMB", p.heapMB());
        node.put("youngMB", p.youngMB());
    }

    static void putEstimate(ObjectNode node, String name, Estimate estimate) {
        node.put(name, estimate.value());
        node.put("ci95Low", estimate.ci95Low());
        node.put("ci95High", estimate.ci95High());
    }

    static ObjectNode fitJson(PlatformFit fit) {
        ObjectNode node = JSON.createObjectNode();
        putPlatform(node, fit.platform());
        node.put("response", fit.response().id());
        node.put("unit", fit.response().unit());
        node.put("survivalSource", fit.survivalSource());
        Curve curve = fit.fit().curve();
        node.put("model", curve.kind().id());
        node.put("formula", curve.kind().formula());
        ObjectNode parameters = node.putObject("parameters");
        double[] p = curve.parameters();
        if (curve.kind() == ModelKind.MONOTONE_SPLINE) {
            ArrayNode s = parameters.putArray("knotSurvival");
            ArrayNode y = parameters.putArray("knotValue");
            for (int i = 0; i < p.length / 2; i++) {
                s.add(p[i]);
                y.add(p[p.length / 2 + i]);
            }
        } else {
            for (int i = 0; i < p.length; i++) {
                parameters.put(curve.kind().parameterNames().get(i), p[i]);
            }
        }
        FitQuality q = fit.fit().quality();
        node.put("observations", q.observations());
        node.put("distinctSurvivals", q.distinctSurvivals());
        node.put("survivalMin", q.survivalMin());
        node.put("survivalMax", q.survivalMax());
        node.put("rSquared", q.rSquared());
        node.put("residualStandardError", q.residualStandardError());
        node.put("looMeanAbsError", q.cvMeanAbsError());
        ArrayNode candidates = node.putArray("candidates");
        for (CandidateScore c : fit.fit().candidates()) {
            ObjectNode candidate = candidates.addObject();
            candidate.put("model", c.kind().id());
            candidate.put("looMeanAbsError", c.cvMeanAbsError());
            candidate.put("note", c.note());
        }
        return node;
    }

    static ArrayNode unfittedJson(List<UnfittedPlatform> unfitted) {
        ArrayNode array = JSON.createArrayNode();
        for (UnfittedPlatform u : unfitted) {
            ObjectNode node = array.addObject();
            putPlatform(node, u.platform());
            node.put("response", u.response() == null ? null : u.response().id());
            node.put("reason", u.reason());
        }
        return array;
    }

    static ArrayNode predictionsJson(List<Prediction> ranking, List<PlatformFit> fits) {
        ArrayNode array = JSON.createArrayNode();
        for (Prediction p : ranking) {
            ObjectNode node = array.addObject();
            putPlatform(node, p.platform());
            fits.stream().filter(f -> f.platform().equals(p.platform())).findFirst()
                    .ifPresent(f -> node.put("survivalSource", f.survivalSource()));
            if (p.relative() == null) {
                node.putNull("relativeTime");
                node.putNull("ci95Low");
                node.putNull("ci95High");
            } else {
                putEstimate(node, "relativeTime", p.relative());
            }
            if (p.relativeToZeroSurvival() == null) {
                node.putNull("relativeToZeroSurvival");
            } else {
                node.put("relativeToZeroSurvival", p.relativeToZeroSurvival().value());
                node.put("relativeToZeroSurvivalCi95Low", p.relativeToZeroSurvival().ci95Low());
                node.put("relativeToZeroSurvivalCi95High", p.relativeToZeroSurvival().ci95High());
            }
            node.put("fitted", p.fitted().value());
            node.put("fittedCi95Low", p.fitted().ci95Low());
            node.put("fittedCi95High", p.fitted().ci95High());
            node.put("extrapolated", p.extrapolated());
        }
        return array;
    }

    static ArrayNode gapsJson(List<Gap> gaps) {
        ArrayNode array = JSON.createArrayNode();
        for (Gap gap : gaps) {
            ObjectNode node = array.addObject();
            node.put("slower", gap.numerator().key());
            node.put("faster", gap.denominator().key());
            node.put("survival", gap.survival());
            if (gap.ratio() == null) {
                node.putNull("ratio");
                node.putNull("ci95Low");
                node.putNull("ci95High");
            } else {
                putEstimate(node, "ratio", gap.ratio());
            }
            node.put("note", gap.note());
        }
        return array;
    }

    static ArrayNode crossoversJson(List<CrossoverResult> results) {
        ArrayNode array = JSON.createArrayNode();
        for (CrossoverResult result : results) {
            ObjectNode node = array.addObject();
            node.put("a", result.a().key());
            node.put("b", result.b().key());
            ArrayNode crossings = node.putArray("crossings");
            for (Crossing c : result.crossings()) {
                ObjectNode crossing = crossings.addObject();
                putEstimate(crossing, "survival", c.survival());
                crossing.put("bootstrapShare", c.bootstrapShare());
                crossing.put("withinFittedRange", c.withinFittedRange());
                crossing.put("fasterBelow", c.fasterBelowKey());
            }
            node.put("note", result.note());
        }
        return array;
    }

    // ---- text ----

    static void printFit(PrintWriter out, PlatformFit fit) {
        FitQuality q = fit.fit().quality();
        out.println("  " + fit.platform().key() + ("target".equals(fit.survivalSource()) ? "  (survival = target p)" : ""));
        out.println("    model       " + fit.fit().curve().describe());
        out.println(String.format(Locale.ROOT,
                "    quality     R²=%s  residual SE=%s  LOO error=%s  (%d runs, %d survival levels, s %.3f–%.3f)",
                optional(q.rSquared()), optional(q.residualStandardError()), optional(q.cvMeanAbsError()),
                q.observations(), q.distinctSurvivals(), q.survivalMin(), q.survivalMax()));
        StringBuilder candidates = new StringBuilder("    candidates ");
        for (CandidateScore c : fit.fit().candidates()) {
            candidates.append(' ').append(c.kind().id()).append('=')
                    .append(c.cvMeanAbsError() == null ? "-" : number(c.cvMeanAbsError()));
        }
        if (!fit.fit().candidates().isEmpty()) {
            out.println(candidates);
        }
    }

    static void printRanking(PrintWriter out, List<Prediction> ranking, String unit) {
        int width = ranking.stream().mapToInt(p -> p.platform().key().length()).max().orElse(8);
        String row = "  %-4s %-" + width + "s  %-10s %-22s %-26s %s";
        out.println(String.format(Locale.ROOT, row, "rank", "platform", unit, "95% band", "relative [95% CI]",
                "vs own s=0").stripTrailing());
        int rank = 1;
        for (Prediction p : ranking) {
            out.println((String.format(Locale.ROOT, row, rank++, p.platform().key(), number(p.fitted().value()),
                    interval(p.fitted()),
                    p.relative() == null ? "n/a" : number(p.relative().value()) + " " + interval(p.relative()),
                    p.relativeToZeroSurvival() == null ? "n/a" : number(p.relativeToZeroSurvival().value()))
                    + (p.extrapolated() ? "  (extrapolated)" : "")).stripTrailing());
        }
    }

    static void printGaps(PrintWriter out, List<Gap> gaps) {
        if (gaps.isEmpty()) {
            out.println("  (one platform: no gap)");
        }
        for (Gap gap : gaps) {
            out.println("  " + gap.numerator().key() + " / " + gap.denominator().key() + " = "
                    + (gap.ratio() == null ? "n/a (" + gap.note() + ")"
                            : number(gap.ratio().value()) + " " + interval(gap.ratio())));
        }
    }

    static void printCrossovers(PrintWriter out, List<CrossoverResult> results) {
        if (results.isEmpty()) {
            out.println("  (one platform: no crossover)");
        }
        for (CrossoverResult result : results) {
            String pair = "  " + result.a().key() + " vs " + result.b().key() + ": ";
            if (result.crossings().isEmpty()) {
                out.println(pair + result.note());
                continue;
            }
            for (Crossing c : result.crossings()) {
                out.println(pair + String.format(Locale.ROOT, "s = %s %s, faster below: %s, %.0f%% of replicates cross%s",
                        number(c.survival().value()), interval(c.survival()), c.fasterBelowKey(),
                        100 * c.bootstrapShare(), c.withinFittedRange() ? "" : " (outside the measured range)"));
            }
        }
    }
}
