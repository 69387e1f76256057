package io.tenure.bundle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the one reader refuses, and how it says where. */
class BundleReaderTest {
    static final double[] LEVELS = {0.0, 0.2, 0.4};

    @TempDir
    Path temp;

    private TestBundles twoRunsEach() {
        return new TestBundles("box1").platform("temurin-17", "serial", true, LEVELS, 2, s -> 2 + 6 * s, s -> 5, 1);
    }

    private ObjectNode run(TestBundles bundle, int cell, int run) {
        return (ObjectNode) bundle.results().withArray("cells").get(cell).withArray("runs").get(run);
    }

    @Test
    void aNegativeTimeIsRefusedWithFileAndField() throws IOException {
        TestBundles bundle = twoRunsEach();
        run(bundle, 1, 1).put("elapsedSeconds", -3.727);
        Path dir = bundle.write(temp.resolve("negative"));
        assertThatThrownBy(() -> BundleReader.read(dir)).isInstanceOf(BundleException.class)
                .hasMessage(dir.resolve("results.json") + ": cells[1].runs[1].elapsedSeconds: -3.727, must be a finite"
                        + " number >= 0 or null");
    }

    @Test
    void aNegativePauseIsRefusedWithItsPath() throws IOException {
        TestBundles bundle = twoRunsEach();
        ((ObjectNode) run(bundle, 0, 0).get("pauses")).put("meanMs", -1.0);
        Path dir = bundle.write(temp.resolve("pause"));
        assertThatThrownBy(() -> BundleReader.read(dir)).isInstanceOf(BundleException.class)
                .hasMessageContaining("results.json: cells[0].runs[0].pauses.meanMs: -1.0");
    }

    @Test
    void aDuplicatedCellIsRefused() throws IOException {
        TestBundles bundle = twoRunsEach();
        ArrayNode cells = bundle.results().withArray("cells");
        cells.add(cells.get(0).deepCopy());
        Path dir = bundle.write(temp.resolve("dup-cell"));
        assertThatThrownBy(() -> BundleReader.read(dir)).isInstanceOf(BundleException.class)
                .hasMessageStartingWith(dir.resolve("results.json") + ": cells: the id '"
                        + cells.get(0).get("id").asText() + "' appears twice");
    }

    @Test
    void aDuplicatedRunIsRefused() throws IOException {
        TestBundles bundle = twoRunsEach();
        run(bundle, 2, 1).put("runId", run(bundle, 2, 0).get("runId").asText());
        Path dir = bundle.write(temp.resolve("dup-run"));
        assertThatThrownBy(() -> BundleReader.read(dir)).isInstanceOf(BundleException.class)
                .hasMessageStartingWith(dir.resolve("results.json") + ": cells[2].runs: the id '");
    }

    @Test
    void aMissingWorkIsNamedWithItsPath() throws IOException {
        TestBundles bundle = new TestBundles("box1");
        bundle.cell("temurin-17", "g1", 0.2, "ok", null).withObject("target").remove("workMB");
        Path dir = bundle.write(temp.resolve("nowork"));
        assertThatThrownBy(() -> BundleReader.read(dir)).isInstanceOf(BundleException.class)
                .hasMessage(dir.resolve("results.json") + ": cells[0].target.workMB: 0.0, must be a finite number > 0");
    }

    @Test
    void anUnknownStatusIsNamed() throws IOException {
        TestBundles bundle = twoRunsEach();
        run(bundle, 0, 1).put("status", "crashed");
        Path dir = bundle.write(temp.resolve("status"));
        assertThatThrownBy(() -> BundleReader.read(dir)).isInstanceOf(BundleException.class)
                .hasMessageContaining("cells[0].runs[1].status: ")
                .hasMessageContaining("'crashed' is not one of 'ok', 'failed', 'timeout', 'skipped'");
    }

    @Test
    void enumsKeepTheirJsonSpellingAndOldSpellingsStillRead() throws IOException {
        TestBundles bundle = twoRunsEach();
        run(bundle, 0, 0).put("gcWindow", "whole log").put("allocationCheck", "ok");
        run(bundle, 0, 1).put("gcWindow", "measured phase").put("allocationCheck", "unchecked");
        Path dir = bundle.write(temp.resolve("enums"));
        BenchResults results = BundleReader.read(dir).results();
        RunResult first = results.cells().get(0).runs().get(0);
        assertThat(first.gcWindow()).isEqualTo(MeasurementWindow.WHOLE_RUN);
        assertThat(first.allocation().allocationCheck()).isEqualTo(AllocationCheck.OK);
        assertThat(results.cells().get(0).runs().get(1).gcWindow()).isEqualTo(MeasurementWindow.MEASURED_PHASE);

        new BundleWriter(dir).write(results);
        String written = Files.readString(dir.resolve("results.json"));
        assertThat(written).contains("\"gcWindow\" : \"whole run\"", "\"gcWindow\" : \"measured phase\"",
                "\"allocationCheck\" : \"unchecked\"", "\"status\" : \"ok\"");
        assertThat(BundleReader.read(dir).results()).isEqualTo(results);
    }

    @Test
    void wrongSchemaIsNamed() throws IOException {
        TestBundles bundle = new TestBundles("box1");
        bundle.results().put("schema", "tenure-bench/2");
        Path dir = bundle.write(temp.resolve("v2"));
        assertThatThrownBy(() -> BundleReader.read(dir)).isInstanceOf(BundleException.class)
                .hasMessage(dir.resolve("results.json") + ": schema: 'tenure-bench/2', this tenure reads 'tenure-bench/1'");
    }

    @Test
    void aFlatHostFileOfAnOlderTenureSaysHowToUpgrade() throws IOException {
        Path dir = twoRunsEach().write(temp.resolve("flat-host"));
        Files.writeString(dir.resolve("host.json"), "{\"hostname\": \"vm\", \"os\": \"Linux\", \"kernel\": \"6.18\"}");
        assertThatThrownBy(() -> BundleReader.read(dir)).isInstanceOf(BundleException.class)
                .hasMessageStartingWith(dir.resolve("host.json") + ": schema: missing")
                .hasMessageContaining("tenure platforms --format json");
    }

    @Test
    void missingDirectoryIsNoSuchFile() {
        assertThatThrownBy(() -> BundleReader.read(temp.resolve("nope"))).isInstanceOf(NoSuchFileException.class);
    }

    @Test
    void directoryWithoutResultsSaysWhatIsMissing() throws IOException {
        Path dir = Files.createDirectories(temp.resolve("empty"));
        assertThatThrownBy(() -> BundleReader.read(dir)).isInstanceOf(BundleException.class)
                .hasMessage(dir + ": not a result bundle: results.json is missing");
    }

    @Test
    void brokenJsonGivesTheParserMessage() throws IOException {
        Path dir = new TestBundles("box1").write(temp.resolve("broken"));
        Files.writeString(dir.resolve("results.json"), "{\"schema\": \"tenure-bench/1\", \"cells\": [");
        assertThatThrownBy(() -> BundleReader.read(dir)).isInstanceOf(BundleException.class)
                .hasMessageStartingWith(dir.resolve("results.json") + ": not valid JSON: ");
    }
}
