package io.tenure.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.bundle.BundleObservations;
import io.tenure.model.Platform;
import io.tenure.model.PlatformFit;
import io.tenure.model.SurvivalModel;
import io.tenure.model.io.ModelFile;
import io.tenure.report.assemble.ReportBuilder;
import io.tenure.report.assemble.ReportInputs;
import io.tenure.report.assemble.ReportSources;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --model}: the report uses the fits of a model file instead of fitting, and still finds
 * the cells behind each platform when the model spells the collector by its id.
 */
class ModelFileReportTest {
    @TempDir
    Path tmp;

    @Test
    void fitsComeFromTheModelFileAndCellsAreMatchedToItsKeys() throws Exception {
        Path bundle = FixtureBundles.build(tmp.resolve("b"), "openjdk-17", "vm");
        ReportModel fitted = build(inputs(List.of(bundle), null));
        // a model as "tenure fit" could write it: same fits, collector ids in lower case in the keys
        SurvivalModel own = ModelFile.load(saveOwnModel(bundle));
        List<PlatformFit> renamed = new ArrayList<>();
        for (PlatformFit f : own.fits()) {
            Platform p = f.platform();
            Platform lower = new Platform(p.key().replace("/Serial/", "/serial/").replace("/Parallel/", "/parallel/"),
                    p.host(), p.os(), p.jvm(), p.collector(), p.heapMB(), p.youngMB());
            renamed.add(new PlatformFit(lower, f.response(), f.survivalSource(), f.observations(), f.fit()));
        }
        Path modelFile = tmp.resolve("model.json");
        ModelFile.save(new SurvivalModel(renamed, List.of(), List.of("from a file"), 50, 7), modelFile);

        ReportModel fromFile = build(inputs(List.of(bundle), modelFile));
        Table platforms = table(fromFile, "platforms");
        assertThat(platforms.rows()).hasSize(2).allSatisfy(row -> {
            assertThat((String) row.get(5)).as("flags found for %s", row.get(0)).startsWith("-XX:+Use");
            assertThat(row.get(6)).as("cells ok").isEqualTo(4L);
        });
        assertThat(fromFile.sections().stream().filter(s -> s.id().equals("timelines")).findFirst().orElseThrow().charts())
                .hasSize(2);
        assertThat(table(fromFile, "gaps").rows()).hasSameSizeAs(table(fitted, "gaps").rows());
        assertThat(fromFile.provenance().inputs()).contains("model " + modelFile);
        assertThat(fromFile.sections().stream().filter(s -> s.id().equals("notes")).flatMap(s -> s.notes().stream()))
                .contains("from a file");
    }

    private Path saveOwnModel(Path bundle) throws Exception {
        SurvivalModel model = BundleObservations.read(List.of(bundle)).fit(50, 7);
        Path file = tmp.resolve("own.json");
        ModelFile.save(model, file);
        return file;
    }

    private static ReportModel build(ReportInputs inputs) throws IOException {
        return ReportBuilder.build(inputs, ReportSources.read(inputs));
    }

    private static ReportInputs inputs(List<Path> bundles, Path model) {
        return new ReportInputs(bundles, model, List.of(), List.of("tenure", "report"), "0.1.0-TEST",
                "2026-11-22T03:00:00Z", 50, 7);
    }

    private static Table table(ReportModel model, String id) {
        return model.tables().stream().filter(t -> t.id().equals(id)).findFirst().orElseThrow();
    }
}
