package io.tenure.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.tenure.model.SurvivalModel;
import io.tenure.model.io.ModelFile;
import io.tenure.report.assemble.ReportInputs;
import io.tenure.report.assemble.ReportSources;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * The same bundles give the same model whichever command fits them: {@code tenure fit} with its
 * defaults writes byte for byte the model {@code tenure report} fits with its own defaults (the
 * two used to read bundles with two readers, key platforms two ways and bootstrap with other
 * seeds and replicate counts).
 */
class FitReportSameModelTest {
    static final Path BUNDLES = Path.of(System.getProperty("tenure.fixtures", "../src/test/resources/fixtures"),
            "reports", "bundles");

    @TempDir
    Path temp;

    @Test
    void tenureFitWritesTheModelTenureReportFits() throws IOException {
        List<Path> bundles = List.of(BUNDLES.resolve("openjdk-17"), BUNDLES.resolve("temurin-25"));
        Path fitted = temp.resolve("fit.json");
        CommandRun fit = CommandRun.of("fit", bundles.get(0).toString(), bundles.get(1).toString(), "--out", fitted.toString());
        assertThat(fit.exitCode()).as(fit.err()).isZero();

        CommandLine.Model.CommandSpec report = TenureCommand.commandLine().getSubcommands().get("report").getCommandSpec();
        int replicates = Integer.parseInt(report.findOption("--bootstrap").defaultValueString());
        long seed = Long.parseLong(report.findOption("--seed").defaultValueString());
        SurvivalModel reportModel = ReportSources.read(new ReportInputs(bundles, null, List.of(), List.of("tenure", "report"),
                "test", "2026-11-28T00:00:00Z", replicates, seed)).model();
        Path reported = temp.resolve("report.json");
        ModelFile.save(reportModel, reported);

        assertThat(reportModel.fits()).as("a model to compare, not two empty ones").isNotEmpty();
        assertThat(Files.readString(reported)).isEqualTo(Files.readString(fitted));
    }
}
