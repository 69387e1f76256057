package io.tenure.cli.bench;

import io.tenure.cli.CommandRun;
import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.model.ModelAnalysis;
import io.tenure.model.Observation;
import io.tenure.model.Platform;
import io.tenure.model.PlatformFit;
import io.tenure.model.Response;
import io.tenure.model.SurvivalModel;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The demo's summary when the runs at s = 0.437 and the fitted curves disagree on which collector
 * is faster, as a fresh clone's demo on a loaded machine printed: Parallel's seven runs have the
 * lower median, but three slow ones pull its curve above ZGC's. Every figure must then follow the
 * runs, which order the ranking: the first row is the reference, and the gap is slower / faster.
 */
class DemoSummaryTest {
    private static final double[] PARALLEL_AT_STUDY = {0.60, 0.61, 0.62, 0.63, 1.20, 1.30, 1.40};

    private static Platform platform(String collector, String name) {
        return new Platform("vm/openjdk-17/" + collector + "/heap512m/young16m", "vm", "linux", "openjdk-17", name, 512, 16);
    }

    private static List<Observation> runs(double atZero, double[] atStudy, double atEnd) {
        List<Observation> observations = new ArrayList<>(List.of(new Observation(0, atZero, 0), new Observation(0.8, atEnd, 0)));
        for (int i = 0; i < atStudy.length; i++) {
            observations.add(new Observation(DemoSummary.STUDY_SURVIVAL, atStudy[i], i));
        }
        return observations;
    }

    @Test
    void whenRunsAndCurvesDisagreeEveryFigureFollowsTheRuns() {
        PlatformFit parallel = PlatformFit.fit(platform("parallel", "Parallel"), Response.TIME, "measured",
                runs(0.5, PARALLEL_AT_STUDY, 1.2));
        PlatformFit zgc = PlatformFit.fit(platform("zgc", "ZGC"), Response.TIME, "measured",
                runs(0.8, new double[] {0.80, 0.80, 0.81, 0.79, 0.80, 0.82, 0.78}, 0.8));
        assertThat(parallel.valueAt(DemoSummary.STUDY_SURVIVAL)).as("the premise: Parallel's curve is above ZGC's")
                .isGreaterThan(zgc.valueAt(DemoSummary.STUDY_SURVIVAL));
        SurvivalModel model = new SurvivalModel(List.of(parallel, zgc), List.of(), List.of(), 200, 1);
        StringWriter text = new StringWriter();
        try (PrintWriter out = new PrintWriter(text)) {
            new DemoSummary(model, new ModelAnalysis(model, Response.TIME, 200, 1)).print(out);
        }

        List<String> lines = text.toString().lines().toList();
        assertThat(lines.get(1)).as(text.toString()).contains("openjdk-17 Parallel").contains("1.000 [1.000, 1.000]");
        assertThat(lines.get(2)).contains("openjdk-17 ZGC").containsPattern("s/GB  1\\.\\d{3} \\[");
        assertThat(text.toString()).containsPattern("Gap at s = 0\\.437, best generational vs best non-generational:"
                + " openjdk-17 ZGC / openjdk-17 Parallel = 1\\.\\d{3} \\[.*\\] \\(the runs cannot tell them apart\\)");
        assertThat(text.toString()).as("the gap is the heap's").contains("(for a 512 MB heap: a concurrent collector gains");
        // the command it names runs as printed ('tenure bench --heap 1.5x,2x,3x,6x' alone was a usage error)
        String command = "tenure bench --jvm openjdk-17 --gc parallel,zgc --survival 0.437 --heap 1.5x,2x,3x,6x --lifetime 64m"
                + " --young 16m";
        assertThat(text.toString()).contains("'" + command + "' measures by how much)");
        // on the JVM running the tests, which has Parallel whatever its version
        CommandRun dryRun = CommandRun.of((command.substring("tenure ".length()).replace("--jvm openjdk-17 --gc parallel,zgc",
                "--jvm " + System.getProperty("java.home") + " --gc parallel") + " --dry-run").split(" "));
        assertThat(dryRun.exitCode()).as(dryRun.err()).isZero();
    }

    /** A gap whose interval contains 1 names no faster kind: the runs cannot tell the two apart. */
    @Test
    void aGapWhoseIntervalContainsOneNamesNoFasterKind() {
        PlatformFit parallel = PlatformFit.fit(platform("parallel", "Parallel"), Response.TIME, "measured",
                runs(0.5, new double[] {0.60, 0.66, 0.58, 0.70, 0.63, 0.57, 0.68}, 1.2));
        PlatformFit zgc = PlatformFit.fit(platform("zgc", "ZGC"), Response.TIME, "measured",
                runs(0.8, new double[] {0.62, 0.59, 0.69, 0.64, 0.57, 0.67, 0.61}, 0.8));
        SurvivalModel model = new SurvivalModel(List.of(parallel, zgc), List.of(), List.of(), 200, 1);
        StringWriter text = new StringWriter();
        try (PrintWriter out = new PrintWriter(text)) {
            new DemoSummary(model, new ModelAnalysis(model, Response.TIME, 200, 1)).print(out);
        }
        assertThat(text.toString()).as(text.toString())
                .containsPattern("(?m)^Gap at s = 0\\.437, best generational vs best non-generational: .* = 1\\.\\d{3} \\[0\\.\\d{3}, 1\\.\\d{3}\\]"
                        + " \\(the runs cannot tell them apart\\)$")
                .doesNotContain("faster)");
    }
}
