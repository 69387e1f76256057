package io.tenure.model.bundle;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tenure.model.ModelInputException;
import io.tenure.model.PlatformFit;
import io.tenure.model.Response;
import io.tenure.model.SurvivalModel;
import io.tenure.model.UnfittedPlatform;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BundleReaderTest {
    static final double[] LEVELS = {0.0, 0.1, 0.2, 0.3, 0.437, 0.6};

    @TempDir
    Path temp;

    @Test
    void aCellsVariantIsReadAndSeparatesItsPlatform() throws IOException {
        TestBundles bundles = new TestBundles("box1")
                .platform("temurin-17", "Parallel", true, LEVELS, 2, s -> 2 + 6 * s, s -> 5 + 40 * s, 1)
                .platform("temurin-17", "Parallel", true, LEVELS, 2, s -> 2 + 5 * s, s -> 5 + 40 * s, 2);
        var cells = bundles.results().withArray("cells");
        for (int i = 0; i < cells.size(); i++) {
            ((ObjectNode) cells.get(i)).put("variant", i < LEVELS.length ? "numa" : "base");
        }
        BenchBundle bundle = BundleReader.read(bundles.write(temp.resolve("variants")));
        assertThat(bundle.cells()).extracting(BenchCell::variant).containsOnly("numa", "base");
        SurvivalModel model = BundleModelBuilder.build(List.of(bundle), 50, 1);
        assertThat(model.fits().stream().map(f -> f.platform().key()).distinct())
                .containsExactlyInAnyOrder("box1/temurin-17/Parallel/heap512m/young128m/numa",
                        "box1/temurin-17/Parallel/heap512m/young128m/base");
    }

    @Test
    void readsCellsRunsAndHostAndFitsEveryPlatform() throws IOException {
        Path dir = new TestBundles("box1")
                .platform("temurin-17", "Parallel", true, LEVELS, 3, s -> 2 + 6 * s, s -> 5 + 40 * s, 1)
                .platform("temurin-17", "ZGC", false, LEVELS, 3, s -> 3 + 2 * s, s -> 0.5, 2)
                .failedCell("temurin-17", "Epsilon", 0.1, "failed", "OutOfMemoryError")
                .failedCell("temurin-17", "Epsilon", 0.2, "timeout", "no result in 600 s")
                .write(temp.resolve("b1"));
        BenchBundle bundle = BundleReader.read(dir);
        assertThat(bundle.hostname()).isEqualTo("box1");
        assertThat(bundle.os()).isEqualTo("Linux 6.1.0");
        assertThat(bundle.cells()).hasSize(2 * LEVELS.length + 2);
        assertThat(bundle.cells().get(0).runs()).hasSize(3);

        SurvivalModel model = BundleModelBuilder.build(List.of(bundle), 100, 1);
        List<PlatformFit> time = model.fitsFor(Response.TIME);
        assertThat(time).extracting(f -> f.platform().key()).containsExactly(
                "box1/temurin-17/Parallel/heap512m/young128m", "box1/temurin-17/ZGC/heap512m/young128m");
        PlatformFit parallel = time.get(0);
        assertThat(parallel.survivalSource()).isEqualTo("measured");
        assertThat(parallel.valueAt(0.437)).isCloseTo(2 + 6 * 0.437, within(0.15));
        assertThat(time.get(1).survivalSource()).isEqualTo("target");
        assertThat(model.notes()).anyMatch(n -> n.contains("ZGC") && n.contains("target survival p"));
        UnfittedPlatform epsilon = model.unfitted().stream()
                .filter(u -> u.platform().collector().equals("Epsilon")).findFirst().orElseThrow();
        assertThat(epsilon.response()).isNull();
        assertThat(epsilon.reason()).isEqualTo(
                "no cell succeeded (2 cells: 1× failed: OutOfMemoryError; 1× timeout: no result in 600 s)");
        assertThat(model.fitsFor(Response.GC_OVERHEAD)).hasSize(2);
        assertThat(model.fitsFor(Response.PAUSE_P99)).hasSize(2);
    }

    @Test
    void readsThePlatformsHostFingerprint() throws IOException {
        Path dir = new TestBundles("ignored").platform("openjdk-17", "Serial", true, LEVELS, 1, s -> 2 + s, s -> 1, 1)
                .write(temp.resolve("bench-fp"));
        // The shape HostFingerprint (tenure-host/1) writes, with the hostname it could not read.
        Files.writeString(dir.resolve("host.json"), "{\"schema\": \"tenure-host/1\", \"hostname\": null,"
                + " \"os\": {\"name\": \"Linux\", \"version\": \"6.1.0-26-amd64\", \"arch\": \"amd64\","
                + " \"distribution\": \"Debian GNU/Linux 12 (bookworm)\"}, \"cpu\": {\"logicalCpus\": 2}}");
        BenchBundle bundle = BundleReader.read(dir);
        assertThat(bundle.os()).isEqualTo("Linux 6.1.0-26-amd64, Debian GNU/Linux 12 (bookworm)");
        assertThat(bundle.hostname()).isEqualTo("bench-fp");
    }

    @Test
    void aHostWithoutAnyOsIsNamed() throws IOException {
        Path dir = new TestBundles("box").platform("openjdk-17", "Serial", true, LEVELS, 1, s -> 2 + s, s -> 1, 1)
                .write(temp.resolve("b-noos"));
        Files.writeString(dir.resolve("host.json"), "{\"hostname\": \"box\"}");
        assertThatThrownBy(() -> BundleReader.read(dir)).isInstanceOf(ModelInputException.class)
                .hasMessageContaining("host.json: os: missing");
    }

    @Test
    void missingDirectoryIsNoSuchFile() {
        assertThatThrownBy(() -> BundleReader.read(temp.resolve("nope"))).isInstanceOf(NoSuchFileException.class);
    }

    @Test
    void directoryWithoutResultsSaysWhatIsMissing() throws IOException {
        Path dir = Files.createDirectories(temp.resolve("empty"));
        assertThatThrownBy(() -> BundleReader.read(dir)).isInstanceOf(ModelInputException.class)
                .hasMessage(dir + ": not a result bundle: results.json is missing");
    }

    @Test
    void wrongSchemaIsNamed() throws IOException {
        TestBundles bundle = new TestBundles("box1");
        bundle.results().put("schema", "tenure-bench/2");
        Path dir = bundle.write(temp.resolve("v2"));
        assertThatThrownBy(() -> BundleReader.read(dir)).isInstanceOf(ModelInputException.class)
                .hasMessage(dir.resolve("results.json") + ": schema: expected 'tenure-bench/1', found 'tenure-bench/2'");
    }

    @Test
    void missingKeyIsNamedWithItsPath() throws IOException {
        TestBundles bundle = new TestBundles("box1");
        bundle.cell("temurin-17", "G1", 0.2, "ok", null).withObject("target").remove("workMB");
        Path dir = bundle.write(temp.resolve("nowork"));
        assertThatThrownBy(() -> BundleReader.read(dir)).isInstanceOf(ModelInputException.class)
                .hasMessage(dir.resolve("results.json") + ": cells[0].target.workMB: missing");
    }

    @Test
    void brokenJsonGivesTheParserMessage() throws IOException {
        Path dir = new TestBundles("box1").write(temp.resolve("broken"));
        Files.writeString(dir.resolve("results.json"), "{\"schema\": \"tenure-bench/1\", \"cells\": [");
        assertThatThrownBy(() -> BundleReader.read(dir)).isInstanceOf(ModelInputException.class)
                .hasMessageStartingWith(dir.resolve("results.json") + ": not valid JSON: ");
    }

    @Test
    void anEmptyBundleHasNothingToFit() throws IOException {
        BenchBundle bundle = BundleReader.read(new TestBundles("box1").write(temp.resolve("none")));
        assertThat(bundle.cells()).isEmpty();
        assertThatThrownBy(() -> BundleModelBuilder.build(List.of(bundle), 10, 1))
                .isInstanceOf(ModelInputException.class).hasMessage("nothing to fit: the bundle has no cells");
    }

    @Test
    void cellsWithoutRunsUseTheirSummary() throws IOException {
        TestBundles bundle = new TestBundles("box1");
        for (double p : LEVELS) {
            bundle.cell("temurin-17", "Serial", p, "ok", null).putObject("summary")
                    .putObject("elapsedSeconds").put("median", 4 * (1 + p));
        }
        SurvivalModel model = BundleModelBuilder.build(List.of(BundleReader.read(bundle.write(temp.resolve("s")))), 10, 1);
        PlatformFit fit = model.fitsFor(Response.TIME).get(0);
        assertThat(fit.observations()).hasSize(LEVELS.length);
        assertThat(fit.valueAt(0.5)).isCloseTo(1.5, within(1e-9));
        assertThat(model.notes()).anyMatch(n -> n.contains("summary medians"));
    }

    @Test
    void aPlatformMeasuredAtOneSurvivalIsListedWithTheReasonNotFitted() throws IOException {
        Path dir = new TestBundles("box1")
                .platform("temurin-17", "G1", true, new double[] {0.3}, 3, s -> 2 + 6 * s, s -> 10, 1)
                .platform("temurin-17", "Serial", true, LEVELS, 2, s -> 2 + 9 * s, s -> 10, 2)
                .write(temp.resolve("one-level"));
        SurvivalModel model = BundleModelBuilder.build(List.of(BundleReader.read(dir)), 10, 1);
        assertThat(model.fitsFor(Response.TIME)).extracting(f -> f.platform().collector()).containsExactly("Serial");
        UnfittedPlatform g1 = model.unfitted().stream()
                .filter(u -> u.platform().collector().equals("G1") && u.response() == Response.TIME).findFirst().orElseThrow();
        assertThat(g1.reason()).startsWith("a curve needs at least 2 distinct survival values; all 3 observations are at s=0.2978");
    }
}
